import { FormBoolean, FormText, IsTimeZone } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { LEVEL_LABEL_MAX } from './structure-level-rules.js';

/** One item of POST /structure/update: a level of the caller's company with its new name, zone and switch. */
export class StructureLevelUpdateItem {
  @ApiProperty({ description: 'the level’s id (from GET /api/company-structures)' })
  @FormText()
  @IsUUID('all', { message: 'id must be a structure level id' })
  id!: string;

  @ApiProperty({ description: 'the name the level is shown with' })
  @FormText()
  @IsString({ message: 'labelName is required.' })
  @MaxLength(LEVEL_LABEL_MAX, { message: `labelName must be at most ${LEVEL_LABEL_MAX} characters` })
  labelName!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'IANA zone new nodes of the level start with' })
  @FormText()
  @IsOptional()
  @IsTimeZone({ message: 'timeZone must be an IANA time zone such as Pacific/Auckland' })
  timeZone?: string | null;

  @ApiProperty({ description: 'whether the level is on' })
  @FormBoolean()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive!: boolean;
}
