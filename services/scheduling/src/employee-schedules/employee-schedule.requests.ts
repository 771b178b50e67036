import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsLocalDate } from '@rollcall/platform';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { type WorkSectionInput, WorkSectionsField } from '../schedule-templates/work-section.request.js';

/** POST /schedule/searchEmployeeSchedule. */
export class EmployeeScheduleSearchRequest {
  @ApiProperty() @IsUUID('all', { message: 'Employee is required.' }) employeeId!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' })
  @IsLocalDate({ message: 'Date is required (YYYY-MM-DD).' })
  startDate!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' })
  @IsLocalDate({ message: 'Date is required (YYYY-MM-DD).' })
  endDate!: string;
}

/** One modified day of POST /schedule/saveEmployeeCustomSchedule. */
export class EmployeeRuleInput {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'cleared by the console; ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string | null;

  @ApiProperty({ description: 'the date, YYYY-MM-DD' })
  @IsLocalDate({ message: 'ruleDay must be a date written YYYY-MM-DD' })
  ruleDay!: string;

  @ApiProperty() @IsBoolean({ message: 'isOffDay must be true or false' }) isOffDay!: boolean;

  @WorkSectionsField()
  workSections!: WorkSectionInput[];
}

/** POST /schedule/saveEmployeeCustomSchedule: only the modified days. */
export class EmployeeCustomScheduleRequest {
  @ApiProperty() @IsUUID('all', { message: 'Employee is required.' }) employeeId!: string;

  @ApiProperty({ type: EmployeeRuleInput, isArray: true })
  @IsArray()
  @ArrayMaxSize(62, { message: 'at most 62 days at once' })
  @ValidateNested({ each: true })
  @Type(() => EmployeeRuleInput)
  ruleVos!: EmployeeRuleInput[];
}
