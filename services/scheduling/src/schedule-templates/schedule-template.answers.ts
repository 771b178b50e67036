import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERIOD_TYPES } from '@rollcall/contracts';
import { PageAnswer } from '@rollcall/platform';
import { WorkSectionInput } from './work-section.request.js';

/** The template save's and delete's refusals (spec 001 §8): `message` is the code, `detail` the text. */
export const SCHEDULE_TEMPLATE_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: Name has existed.' },
  timeclash: { status: HttpStatus.CONFLICT, text: 'Warning: Scheduling conflicts!' },
  nextDay: { status: HttpStatus.CONFLICT, text: 'Warning: Today Nextday schedule More than 1.' },
  notFound: { status: HttpStatus.NOT_FOUND, text: 'The schedule template does not exist.' },
} as const;

/** 'Warning: {employees} has pay on finish day and cannot have an overnight shift.' (`employee` names them). */
export function payOnFinishDayConflicts(employeeNames: string[]): HttpException {
  const text = `Warning: ${employeeNames.join(', ')} has pay on finish day and cannot have an overnight shift.`;
  return new HttpException(
    { message: 'payOnFinishDayConflicts', detail: text, employee: employeeNames.join(', ') },
    HttpStatus.CONFLICT,
  );
}

/** One row of the template list. */
export class ScheduleTemplateRow {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) startDate!: string;
  @ApiProperty({ enum: PERIOD_TYPES }) periodType!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'employees assigned' }) employees!: number;
}

export class ScheduleTemplatePage extends PageAnswer(ScheduleTemplateRow, 'ScheduleTemplatePage') {}

export class WorkSectionAnswer extends WorkSectionInput {
  @ApiPropertyOptional({ type: String, nullable: true }) declare id: string | null;
}

export class ScheduleRuleAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() num!: number;
  @ApiProperty() title!: string;
  @ApiProperty() isOffDay!: boolean;
  @ApiProperty({ type: WorkSectionAnswer, isArray: true }) workSections!: WorkSectionAnswer[];
}

/** GET /api/schedules/{id}: the template with its rules and assigned employees. */
export class ScheduleTemplateAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, isArray: true }) employeeIds!: string[];
  @ApiProperty() active!: boolean;
  @ApiProperty() autoPunch!: boolean;
  @ApiProperty() outPunchOnly!: boolean;
  @ApiProperty({ enum: PERIOD_TYPES }) periodType!: string;
  @ApiProperty() periods!: number;
  @ApiProperty() days!: number;
  @ApiProperty() startDate!: string;
  @ApiProperty() workOnHoliday!: boolean;
  @ApiProperty({ enum: ['template'] }) scheduleType!: 'template';
  @ApiProperty({ type: ScheduleRuleAnswer, isArray: true }) scheduleRules!: ScheduleRuleAnswer[];
}

export class ScheduleSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'schedule days written for the assigned employees' }) daysWritten!: number;
}
