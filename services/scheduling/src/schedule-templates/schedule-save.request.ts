import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_DAYS_PER_PERIOD, MAX_PERIODS, PERIOD_TYPES, type PeriodType } from '@rollcall/contracts';
import { IsLocalDate } from '@rollcall/platform';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { type WorkSectionInput, WorkSectionsField } from './work-section.request.js';

const PERIODS_TEXT = `periods must be a whole number from 1 to ${MAX_PERIODS}`;
const DAYS_TEXT = `days must be a whole number from 1 to ${MAX_DAYS_PER_PERIOD}`;

/** One day rule of a template (spec 001 §3 ScheduleRule). */
export class ScheduleRuleInput {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'dropped on save (rule ids are the server’s)' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string | null;

  @ApiProperty({ description: 'the day of the cycle, from 1' })
  @Type(() => Number)
  @IsInt({ message: 'num must be the day of the cycle' })
  @Min(1)
  @Max(310)
  num!: number;

  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(40) title?: string | null;

  @ApiProperty() @IsBoolean({ message: 'isOffDay must be true or false' }) isOffDay!: boolean;

  @WorkSectionsField()
  workSections!: WorkSectionInput[];
}

/** POST /schedule/save: a new template (no id) or an edit of `id`. */
export class ScheduleSaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the template to edit; absent on create' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a schedule template id' })
  id?: string | null;

  @ApiProperty()
  @IsString({ message: 'Name is required.' })
  @MinLength(1, { message: 'Name is required.' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name!: string;

  @ApiProperty({ type: String, isArray: true, description: 'the employees assigned (Assign)' })
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsUUID('all', { each: true, message: 'employeeIds must be employee ids' })
  employeeIds!: string[];

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'edit only: a new template is always active' })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() autoPunch?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() outPunchOnly?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() workOnHoliday?: boolean | null;

  @ApiProperty({ enum: PERIOD_TYPES, description: 'kept as it was when editing' })
  @IsIn(PERIOD_TYPES, { message: 'Period Type is required: Weekly, Fortnightly, Daily or Custom.' })
  periodType!: PeriodType;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_PERIODS,
    description: 'Custom only: periods in the cycle',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PERIODS_TEXT })
  @Min(1, { message: PERIODS_TEXT })
  @Max(MAX_PERIODS, { message: PERIODS_TEXT })
  periods?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_DAYS_PER_PERIOD,
    description: 'Custom only: days per period',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS_TEXT })
  @Min(1, { message: DAYS_TEXT })
  @Max(MAX_DAYS_PER_PERIOD, { message: DAYS_TEXT })
  days?: number | null;

  @ApiProperty({ description: 'YYYY-MM-DD: the cycle’s first day' })
  @IsLocalDate({ message: 'Start Date is required (YYYY-MM-DD).' })
  startDate!: string;

  @ApiPropertyOptional({ enum: ['template'] }) @IsOptional() @IsIn(['template']) scheduleType?: 'template' | null;

  @ApiProperty({ type: ScheduleRuleInput, isArray: true })
  @IsArray()
  @ArrayMaxSize(310)
  @ValidateNested({ each: true })
  @Type(() => ScheduleRuleInput)
  scheduleRules!: ScheduleRuleInput[];
}

/** POST /schedule/delete. */
export class ScheduleDeleteRequest {
  @ApiProperty({ type: String, isArray: true })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true, message: 'ids must be schedule template ids' })
  ids!: string[];
}
