import {
  EMAIL_PATTERN,
  FormBoolean,
  FormList,
  FormNumber,
  FormText,
  INVALID_EMAIL,
  IsLocalDate,
  IsTimeZone,
  KeptText,
  OptionalText,
} from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';

export const EXCEPTION_THRESHOLD_CHOICES = [0, 10, 15, 30, 45, 60] as const;

/**
 * POST /mydetail/save, form-encoded or JSON. A field left out keeps its value; a blank one clears it (name,
 * code and timeZoneId cannot be cleared). id, licenses, token and logourl are read-only: accepted, ignored.
 */
export class CompanySaveRequest {
  @ApiPropertyOptional({ description: 'the caller’s company id (another id is refused with 404)' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be a company id' })
  id?: string | null;

  @ApiPropertyOptional({ description: 'read-only: ignored' }) @Allow() licenses?: unknown;
  @ApiPropertyOptional({ description: 'read-only: ignored' }) @Allow() token?: unknown;
  @ApiPropertyOptional({ description: 'read-only: set by the logo upload' }) @Allow() logourl?: unknown;

  @ApiPropertyOptional()
  @KeptText(50)
  code?: string | null;

  @ApiPropertyOptional({ description: 'the company name' })
  @KeptText(200)
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText() tradingName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText() domain?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'YYYY-MM-DD' })
  @FormText()
  @IsOptional()
  @IsLocalDate()
  openedOn?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText() title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) mobile?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) fax?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) physicalAddr?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) postalAddr?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'latitude must be a number' })
  @Min(-90)
  @Max(90)
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'longitude must be a number' })
  @Min(-180)
  @Max(180)
  longitude?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) jobLabel?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) taskLabel?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) actLabel?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) partLabel?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText(50)
  standardHoursDisplayName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText(50)
  guaranteedHoursDisplayName?: string | null;

  @ApiPropertyOptional({ description: 'IANA zone' })
  @FormText()
  @ValidateIf((_o, v) => v !== undefined)
  @IsNotEmpty({ message: 'timeZoneId is required.' })
  @IsTimeZone()
  timeZoneId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'scheduleId must be a schedule id' })
  scheduleId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'timeRoundingId must be a rounding rule id' })
  timeRoundingId?: string | null;

  @ApiPropertyOptional({ enum: EXCEPTION_THRESHOLD_CHOICES })
  @FormNumber()
  @IsOptional()
  @IsIn(EXCEPTION_THRESHOLD_CHOICES, { message: 'exceptionThreshold must be one of 0, 10, 15, 30, 45, 60' })
  exceptionThreshold?: number | null;

  @ApiPropertyOptional({ enum: EXCEPTION_THRESHOLD_CHOICES })
  @FormNumber()
  @IsOptional()
  @IsIn(EXCEPTION_THRESHOLD_CHOICES, { message: 'exceptionLDThreshold must be one of 0, 10, 15, 30, 45, 60' })
  exceptionLDThreshold?: number | null;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    description: 'e-mails; also accepted comma-joined or as repeated form keys',
  })
  @FormList()
  @IsOptional()
  @Matches(EMAIL_PATTERN, { each: true, message: INVALID_EMAIL })
  leaveNtReceivers?: string[];

  @ApiPropertyOptional()
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'leaveNotifySupervisor must be true or false' })
  leaveNotifySupervisor?: boolean | null;
}
