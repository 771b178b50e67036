import { FormBoolean } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PHOTO_QUALITIES, type PhotoQuality, WELCOME_MESSAGE_MAX } from './kiosk-settings-rules.js';

const Switch = (name: string): PropertyDecorator => {
  const decorators = [FormBoolean(), IsOptional(), IsBoolean({ message: `${name} must be true or false` })];
  return (target, key) => decorators.forEach((d) => d(target, key));
};
const Message = (name: string): PropertyDecorator => {
  const decorators = [
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(WELCOME_MESSAGE_MAX, { message: `${name} must be at most ${WELCOME_MESSAGE_MAX} characters` }),
  ];
  return (target, key) => decorators.forEach((d) => d(target, key));
};

/** POST /api/kiosk-settings (JSON or form): each field given replaces the stored one; fields left out stay. */
export class KioskSettingsBody {
  @ApiPropertyOptional() @Switch('enableCarRego') enableCarRego?: boolean;
  @ApiPropertyOptional() @Switch('enableComment') enableComment?: boolean;
  @ApiPropertyOptional() @Switch('enableDefaultWorkCode') enableDefaultWorkCode?: boolean;
  @ApiPropertyOptional() @Switch('enableEmail') enableEmail?: boolean;
  @ApiPropertyOptional({ description: 'at most 200 characters; blank is allowed' })
  @Message('welcomeMessage1')
  welcomeMessage1?: string;
  @ApiPropertyOptional({ description: 'at most 200 characters; blank is allowed' })
  @Message('welcomeMessage2')
  welcomeMessage2?: string;
  @ApiPropertyOptional() @Switch('enableEmployee') enableEmployee?: boolean;
  @ApiPropertyOptional() @Switch('enableVisitor') enableVisitor?: boolean;
  @ApiPropertyOptional() @Switch('enableContractor') enableContractor?: boolean;
  @ApiPropertyOptional() @Switch('enableLeave') enableLeave?: boolean;
  @ApiPropertyOptional() @Switch('enablePunchNote') enablePunchNote?: boolean;
  @ApiPropertyOptional({ enum: PHOTO_QUALITIES })
  @IsOptional()
  @IsIn(PHOTO_QUALITIES, { message: 'uploadPhotoQuality must be one of low, medium, high' })
  uploadPhotoQuality?: PhotoQuality;
}
