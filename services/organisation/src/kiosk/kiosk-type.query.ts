import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { KIOSK_USER_TYPES, type KioskUserType } from './kiosk-contents-rules.js';

/** Which card's contents: Visitor or Contractor. */
export class KioskTypeQuery {
  @ApiProperty({ enum: KIOSK_USER_TYPES })
  @IsIn(KIOSK_USER_TYPES, { message: 'type must be Visitor or Contractor' })
  type!: KioskUserType;
}
