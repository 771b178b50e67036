import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsISO8601,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
} from 'class-validator';

/** A date, a time and the offset that makes it one instant; without the offset the server's own zone would creep in. */
const INSTANT_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export class KioskPunchRequest {
  @ApiProperty({ description: 'the device that took the punch' })
  @IsString()
  @Length(1, 100)
  deviceId!: string;

  @ApiProperty({ description: "the device's own id for this punch; a replay with the same id is stored once" })
  @IsString()
  @Length(1, 100)
  devicePunchId!: string;

  @ApiProperty({ minimum: 0, maximum: 999999999 })
  @IsInt({ message: 'clockId must be a whole number' })
  @Min(0)
  @Max(999999999)
  clockId!: number;

  @ApiProperty({ description: 'ISO-8601 instant with a zone offset or Z', example: '2026-11-20T20:00:00.000Z' })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'punchTime must be an ISO-8601 instant' })
  @Matches(INSTANT_WITH_OFFSET, {
    message:
      'punchTime must be a date and time with its offset, e.g. 2026-11-20T08:02:00+13:00 or 2026-11-19T19:02:00Z',
  })
  punchTime!: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) workPlaceId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) positionId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) jobId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) taskId?: string;
  @ApiPropertyOptional({ minimum: -90, maximum: 90 }) @IsOptional() @IsLatitude() latitude?: number;
  @ApiPropertyOptional({ minimum: -180, maximum: 180 }) @IsOptional() @IsLongitude() longitude?: number;
}
