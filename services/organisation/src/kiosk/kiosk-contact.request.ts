import { FormList, FormText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';

const Text = (name: string): PropertyDecorator => {
  const decorators = [FormText(), IsOptional(), IsString({ message: `${name} must be text` })];
  return (target, key) => decorators.forEach((d) => d(target, key));
};

/**
 * POST /kiosk/contact/save, form-encoded or JSON: `id` edits that contact, without it one is created. firstname,
 * lastname and email are required (checked by kiosk-contact-rules.ts, one message each).
 */
export class KioskContactSaveBody {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the contact to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be an id' })
  id?: string | null;

  @ApiPropertyOptional({ type: String, description: 'required' }) @Text('firstname') firstname?: string | null;
  @ApiPropertyOptional({ type: String, description: 'required' }) @Text('lastname') lastname?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('mobile') mobile?: string | null;
  @ApiPropertyOptional({ type: String, description: 'required: text, @, text, ., at least 2 characters, no spaces' })
  @Text('email')
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'a structure node of the company' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'department must be an id' })
  department?: string | null;
}

export class KioskContactDeleteBody {
  @ApiProperty({ type: String, isArray: true, description: 'the contacts to delete' })
  @FormList()
  @ArrayNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of contact ids' })
  ids!: string[];
}
