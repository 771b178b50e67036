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

/** An optional true/false of the section (null as absent). */
const OptionalFlag = (description?: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, nullable: true, ...(description ? { description } : {}) }),
    IsOptional(),
    IsBoolean(),
  );

/** A work section of a template rule or an employee's day (spec 001 §3 WorkSection). */
export class WorkSectionInput {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'kept on save when it is a stored section’s id; a locally made one is dropped',
  })
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

  @ApiPropertyOptional({ enum: ['Previous', 'Today'], nullable: true })
  @IsOptional()
  @IsIn(['Previous', 'Today'], { message: 'startTimeType must be Previous or Today' })
  startTimeType?: 'Previous' | 'Today' | null;

  @ApiPropertyOptional({ enum: ['Today', 'NextDay'], nullable: true })
  @IsOptional()
  @IsIn(['Today', 'NextDay'], { message: 'endTimeType must be Today or NextDay' })
  endTimeType?: 'Today' | 'NextDay' | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'scheduled break, minutes' })
  @IsOptional()
  @IsNumber({}, { message: 'breakTime must be minutes' })
  @Min(0, { message: 'breakTime must be minutes from 0 to 1440' })
  @Max(1440, { message: 'breakTime must be minutes from 0 to 1440' })
  breakTime?: number | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  overrideBreakCalculation?: boolean | null;

  @ApiPropertyOptional({ enum: ['None', 'HoursAtWork', 'TimeOfDay'], nullable: true })
  @IsOptional()
  @IsIn(['None', 'HoursAtWork', 'TimeOfDay'], {
    message: 'breakCalculationType must be None, HoursAtWork or TimeOfDay',
  })
  breakCalculationType?: 'None' | 'HoursAtWork' | 'TimeOfDay' | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Break Deduct Time (hr): hours at work before the break is deducted',
  })
  @IsOptional()
  @IsNumber({}, { message: 'breakTriggerTime must be hours' })
  @Min(0, { message: 'breakTriggerTime must be hours from 0 to 24' })
  @Max(24, { message: 'breakTriggerTime must be hours from 0 to 24' })
  breakTriggerTime?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '12:00' })
  @IsOptional()
  @Matches(HH_MM, { message: 'breakStartTime must be a time written HH:mm' })
  breakStartTime?: string | null;

  @OptionalFlag() isOverridePayGroup?: boolean | null;
  @OptionalFlag() allowOT?: boolean | null;
  @OptionalFlag('Meal not taken') lunchWorkingThrough?: boolean | null;
  @OptionalFlag() allowEA?: boolean | null;
  @OptionalFlag() allowLD?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the Position (a structure node)' })
  @IsOptional()
  @IsUUID('all', { message: 'departmentId must be a structure node id' })
  departmentId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'jobId must be a job id' })
  jobId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'taskId must be a task id' })
  taskId?: string | null;

  @ApiPropertyOptional({ type: String, isArray: true, nullable: true, description: 'skill ids' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true, message: 'skills must be skill ids' })
  skills?: string[] | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(50) labelName?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(20) colorCode?:
    string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: '2: locked, 3: Off Day entry, else a normal shift',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(9)
  type?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the shift definition it came from (baseShiftWorksectionId)',
  })
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
