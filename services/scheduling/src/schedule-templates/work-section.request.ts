import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ValidateNested,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A work section of a template rule or an employee's day (spec 001 §3 WorkSection). */
export class WorkSectionInput {
  @ApiPropertyOptional({ description: 'kept on save when it is a stored section’s id; a locally made one is dropped' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string | null;

  @ApiProperty({ example: '08:00' })
  @Matches(HH_MM, { message: 'Sch In must be a time written HH:mm' })
  startTime!: string;

  @ApiProperty({ example: '16:30' })
  @Matches(HH_MM, { message: 'Sch Out must be a time written HH:mm' })
  endTime!: string;

  @ApiPropertyOptional({ enum: ['Previous', 'Today'] })
  @IsOptional()
  @IsIn(['Previous', 'Today'], { message: 'startTimeType must be Previous or Today' })
  startTimeType?: 'Previous' | 'Today' | null;

  @ApiPropertyOptional({ enum: ['Today', 'NextDay'] })
  @IsOptional()
  @IsIn(['Today', 'NextDay'], { message: 'endTimeType must be Today or NextDay' })
  endTimeType?: 'Today' | 'NextDay' | null;

  @ApiPropertyOptional({ description: 'scheduled break, minutes' })
  @IsOptional()
  @IsNumber({}, { message: 'breakTime must be minutes' })
  @Min(0, { message: 'breakTime must be minutes from 0 to 1440' })
  @Max(1440, { message: 'breakTime must be minutes from 0 to 1440' })
  breakTime?: number | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() overrideBreakCalculation?: boolean | null;

  @ApiPropertyOptional({ enum: ['None', 'HoursAtWork', 'TimeOfDay'] })
  @IsOptional()
  @IsIn(['None', 'HoursAtWork', 'TimeOfDay'], {
    message: 'breakCalculationType must be None, HoursAtWork or TimeOfDay',
  })
  breakCalculationType?: 'None' | 'HoursAtWork' | 'TimeOfDay' | null;

  @ApiPropertyOptional({ description: 'Break Deduct Time (hr): hours at work before the break is deducted' })
  @IsOptional()
  @IsNumber({}, { message: 'breakTriggerTime must be hours' })
  @Min(0, { message: 'breakTriggerTime must be hours from 0 to 24' })
  @Max(24, { message: 'breakTriggerTime must be hours from 0 to 24' })
  breakTriggerTime?: number | null;

  @ApiPropertyOptional({ example: '12:00' })
  @IsOptional()
  @Matches(HH_MM, { message: 'breakStartTime must be a time written HH:mm' })
  breakStartTime?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() isOverridePayGroup?: boolean | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() allowOT?: boolean | null;
  @ApiPropertyOptional({ description: 'Meal not taken' }) @IsOptional() @IsBoolean() lunchWorkingThrough?:
    boolean | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() allowEA?: boolean | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() allowLD?: boolean | null;

  @ApiPropertyOptional({ description: 'the Position (a structure node)' })
  @IsOptional()
  @IsUUID('all', { message: 'departmentId must be a structure node id' })
  departmentId?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'jobId must be a job id' }) jobId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'taskId must be a task id' }) taskId?: string | null;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'skill ids' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true, message: 'skills must be skill ids' })
  skills?: string[] | null;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) labelName?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) colorCode?: string | null;

  @ApiPropertyOptional({ description: '2: locked, 3: Off Day entry, else a normal shift' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(9)
  type?: number | null;

  @ApiPropertyOptional({ description: 'the shift definition it came from (baseShiftWorksectionId)' })
  @IsOptional()
  @IsUUID('all', { message: 'baseShiftWorksectionId must be a shift id' })
  baseShiftWorksectionId?: string | null;
}

/** A day's `workSections`: at most 10, each checked as a WorkSectionInput. */
export const WorkSectionsField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ type: WorkSectionInput, isArray: true }),
    IsArray(),
    ArrayMaxSize(10, { message: 'a day has at most 10 sections' }),
    ValidateNested({ each: true }),
    Type(() => WorkSectionInput),
  );
