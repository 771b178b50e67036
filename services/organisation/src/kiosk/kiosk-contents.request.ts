import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsObject, IsString, ValidateNested } from 'class-validator';
import { KIOSK_CONTENT_TYPES, type KioskContentType } from './kiosk-contents-rules.js';

export class KioskContentItemBody {
  @ApiProperty({ enum: KIOSK_CONTENT_TYPES, description: 'Video and Web: an http(s) URL; Html: text' })
  @IsIn(KIOSK_CONTENT_TYPES, { message: 'kioskContentType must be one of Video, Web, Html' })
  kioskContentType!: KioskContentType;

  @ApiProperty({ description: 'a URL (Video, Web) or HTML text (at most 100 000 characters)' })
  @IsString({ message: 'content must be text' })
  content!: string;
}

export class KioskLabelMapBody {
  @ApiProperty({ description: 'required, at most 50 characters' })
  @IsString({ message: 'Visitor label is required.' })
  Visitor!: string;

  @ApiProperty({ description: 'required, at most 50 characters' })
  @IsString({ message: 'Contractor label is required.' })
  Contractor!: string;
}

export class KioskContentsMapBody {
  @ApiProperty({ type: KioskContentItemBody, isArray: true })
  @IsArray({ message: 'Visitor contents must be a list' })
  @ValidateNested({ each: true })
  @Type(() => KioskContentItemBody)
  Visitor!: KioskContentItemBody[];

  @ApiProperty({ type: KioskContentItemBody, isArray: true })
  @IsArray({ message: 'Contractor contents must be a list' })
  @ValidateNested({ each: true })
  @Type(() => KioskContentItemBody)
  Contractor!: KioskContentItemBody[];
}

/** POST /kiosk-contents (JSON): both cards as they should now stand. */
export class KioskContentsBody {
  @ApiProperty({ type: KioskLabelMapBody })
  @IsObject({ message: 'kioskUserTypeToLabelMap is required.' })
  @ValidateNested()
  @Type(() => KioskLabelMapBody)
  kioskUserTypeToLabelMap!: KioskLabelMapBody;

  @ApiProperty({ type: KioskContentsMapBody })
  @IsObject({ message: 'kioskUserTypeToKioskContentsMap is required.' })
  @ValidateNested()
  @Type(() => KioskContentsMapBody)
  kioskUserTypeToKioskContentsMap!: KioskContentsMapBody;
}
