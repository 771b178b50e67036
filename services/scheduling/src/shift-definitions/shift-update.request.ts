import { FormText } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ShiftBreak, ShiftColour, ShiftLabel } from './shift-fields.js';

/** POST /standardshifts/updateBaseshift: an edit changes only the colour, label and break (spec 001 §4). */
export class ShiftUpdateRequest {
  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'id must be a shift id' })
  id!: string;

  @ShiftColour() colorCode?: string | null;
  @ShiftLabel() labelName?: string | null;
  @ShiftBreak() breakTime?: number | null;
}

/** POST /standardshifts/delBaseshift. */
export class ShiftDeleteRequest {
  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'id must be a shift id' })
  id!: string;
}
