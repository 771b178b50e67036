import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsLocalDate } from '@rollcall/platform';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

/** Most employees one order names (a department's employees are found by the server, without this bound). */
export const MAX_ORDER_EMPLOYEES = 10_000;
export const MAX_ORDER_DEPARTMENTS = 500;
export const MAX_DAY_SECTIONS = 10;

export class GlobalWorkSectionBody {
  @ApiProperty({ description: 'Sch In, HH:mm' })
  @IsString({ message: 'Sch In is required.' })
  startTime!: string;

  @ApiProperty({ description: 'Sch Out, HH:mm' })
  @IsString({ message: 'Sch Out is required.' })
  endTime!: string;

  @ApiPropertyOptional({ enum: ['Previous', 'Today'], description: 'Previous: Sch In is on the day before' })
  @IsOptional()
  @IsIn(['Previous', 'Today'], { message: 'startTimeType must be Previous or Today' })
  startTimeType?: 'Previous' | 'Today';

  @ApiPropertyOptional({ enum: ['NextDay', 'Today'], description: 'NextDay: Sch Out is on the day after' })
  @IsOptional()
  @IsIn(['NextDay', 'Today'], { message: 'endTimeType must be NextDay or Today' })
  endTimeType?: 'NextDay' | 'Today';

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'break, minutes' })
  @IsOptional()
  @IsInt({ message: 'breakTime must be a whole number of minutes' })
  @Min(0, { message: 'breakTime must be a whole number of minutes' })
  @Max(1440, { message: 'breakTime must be at most 1440 minutes' })
  breakTime?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the position (structure node) worked' })
  @IsOptional()
  @IsUUID('all', { message: 'departmentId must be a structure node id' })
  departmentId?: string | null;
}

export class GlobalRuleDayBody {
  @ApiProperty({ description: 'true: the date becomes an off day (no sections)' })
  @IsBoolean({ message: 'isOffDay must be true or false' })
  isOffDay!: boolean;

  @ApiProperty({ description: 'the date, YYYY-MM-DD' })
  @IsLocalDate({ message: 'ruleDate must be a date written YYYY-MM-DD' })
  ruleDate!: string;

  @ApiPropertyOptional({ description: 'the day’s title as the form shows it (not stored)' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  title?: string;

  @ApiProperty({ type: GlobalWorkSectionBody, isArray: true })
  @IsArray({ message: 'workSections must be a list' })
  @ArrayMaxSize(MAX_DAY_SECTIONS, { message: `at most ${MAX_DAY_SECTIONS} sections a day` })
  @ValidateNested({ each: true })
  @Type(() => GlobalWorkSectionBody)
  workSections!: GlobalWorkSectionBody[];
}

/**
 * POST /globalschedule/verify and /globalschedule/generate (JSON, the same body): one day's sections, or an off
 * day, for the employees named or every active employee of the structure nodes named and the nodes beneath them.
 */
export class GlobalScheduleRequest {
  @ApiProperty({ description: 'true: by employeeIds; false: by departmentIds' })
  @IsBoolean({ message: 'byEmployee must be true or false' })
  byEmployee!: boolean;

  @ApiProperty({ type: String, isArray: true })
  @IsArray({ message: 'employeeIds must be a list' })
  @ArrayMaxSize(MAX_ORDER_EMPLOYEES, { message: `at most ${MAX_ORDER_EMPLOYEES} employees at once` })
  @IsUUID('all', { each: true, message: 'employeeIds must be employee ids' })
  employeeIds!: string[];

  @ApiProperty({ type: String, isArray: true })
  @IsArray({ message: 'departmentIds must be a list' })
  @ArrayMaxSize(MAX_ORDER_DEPARTMENTS, { message: `at most ${MAX_ORDER_DEPARTMENTS} structure nodes at once` })
  @IsUUID('all', { each: true, message: 'departmentIds must be structure node ids' })
  departmentIds!: string[];

  @ApiProperty({ type: GlobalRuleDayBody })
  @IsObject({ message: 'ruleDay is required.' })
  @ValidateNested()
  @Type(() => GlobalRuleDayBody)
  ruleDay!: GlobalRuleDayBody;
}
