import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERIOD_TYPES, type PeriodType } from '@rollcall/contracts';
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

/** One day rule of a template (spec 001 §3 ScheduleRule). */
export class ScheduleRuleInput {
  @ApiPropertyOptional({ description: 'dropped on save (rule ids are the server’s)' })
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

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) title?: string | null;

  @ApiProperty() @IsBoolean({ message: 'isOffDay must be true or false' }) isOffDay!: boolean;

  @WorkSectionsField()
  workSections!: WorkSectionInput[];
}

/** POST /schedule/save: a new template (no id) or an edit of `id`. */
export class ScheduleSaveRequest {
  @ApiPropertyOptional({ description: 'the template to edit; absent on create' })
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

  @ApiPropertyOptional({ description: 'edit only: a new template is always active' })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() autoPunch?: boolean | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() outPunchOnly?: boolean | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() workOnHoliday?: boolean | null;

  @ApiProperty({ enum: PERIOD_TYPES, description: 'kept as it was when editing' })
  @IsIn(PERIOD_TYPES, { message: 'Period Type is required: Weekly, Fortnightly, Daily or Custom.' })
  periodType!: PeriodType;

  @ApiPropertyOptional({ description: 'Custom only: periods in the cycle' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  periods?: number | null;

  @ApiPropertyOptional({ description: 'Custom only: days per period' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
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
