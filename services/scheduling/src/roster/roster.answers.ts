import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The roster's refusals: `message` is the code, `detail` the spec's text (001 §8 "Roster"). */
export const ROSTER_ANSWERS = {
  conflict: { status: HttpStatus.CONFLICT, text: 'Oops,Schedule conflict,please add a new shift.' },
  locked: { status: HttpStatus.CONFLICT, text: 'This entry is locked and cannot be moved or deleted.' },
  noDepartment: { status: HttpStatus.NOT_FOUND, text: 'A structure node of the copy does not exist.' },
  noSection: { status: HttpStatus.NOT_FOUND, text: 'The shift is no longer on that day.' },
  nothingToDo: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Say what to change: baseShiftWorksectionId, a workSectionId with its source, or delFlag.',
  },
  rangeTooLong: { status: HttpStatus.BAD_REQUEST, text: 'The roster shows at most 35 days at once.' },
  rangeReversed: { status: HttpStatus.BAD_REQUEST, text: 'endDate must not be before startDate.' },
  copyRangeTooLong: { status: HttpStatus.BAD_REQUEST, text: 'Copy at most 35 days at once.' },
  pasteOutsideWindow: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Paste to a date within the copied range’s length before or after it, not onto it.',
  },
} as const;

/** A section of a roster day (spec 001 §3 WorkSection, the roster's fields). */
export class RosterSectionAnswer {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '09:00' }) startTime!: string;
  @ApiProperty({ example: '17:00' }) endTime!: string;
  @ApiProperty({ enum: ['Previous', 'Today'] }) startTimeType!: 'Previous' | 'Today';
  @ApiProperty({ enum: ['Today', 'NextDay'] }) endTimeType!: 'Today' | 'NextDay';
  @ApiPropertyOptional({ type: Number, nullable: true, description: '2: locked, 3: Off Day, else a shift' })
  type!: number | null;
  @ApiProperty({ description: 'scheduled break, minutes' }) breakTime!: number;
  @ApiProperty({ description: 'hours: the span less the break' }) duration!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) labelName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) colorCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift definition it came from' })
  baseShiftWorksectionId!: string | null;
}

/** One employee's day on the roster (spec 001 §3 RosterRow.scheduleRuleVoList). */
export class RosterDayAnswer {
  @ApiProperty({ description: 'the date, YYYY-MM-DD' }) title!: string;
  @ApiProperty() isOffDay!: boolean;
  @ApiProperty({ description: 'in a closed pay period: the roster refuses changes' }) isClosed!: boolean;
  @ApiProperty({ type: [RosterSectionAnswer] }) workSections!: RosterSectionAnswer[];
}

export class RosterEmployee {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiProperty() firstName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) middleName!: string | null;
  @ApiProperty() lastName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentId!: string | null;
  @ApiProperty() departmentName!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null unless the caller may see pay rates' })
  payRate!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) standardHours!: number | null;
}

/** One roster row: an employee and each day of the range. */
export class RosterRowAnswer {
  @ApiProperty({ type: RosterEmployee }) employee!: RosterEmployee;
  @ApiProperty({ type: [RosterDayAnswer] }) scheduleRuleVoList!: RosterDayAnswer[];
}

export class RosterPage {
  @ApiProperty({ type: [RosterRowAnswer] }) rows!: RosterRowAnswer[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class RosterEmployeePage {
  @ApiProperty({ type: [RosterEmployee] }) rows!: RosterEmployee[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class RosterChangedDay extends RosterDayAnswer {
  @ApiProperty() employeeId!: string;
}

/** The answer of a roster change: the days it changed as they now stand, for the table and its costs. */
export class RosterSaveAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ type: [RosterChangedDay] }) days!: RosterChangedDay[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the section added, moved or copied' })
  workSectionId!: string | null;
}

/** What handleScheduleByShift changed. */
export class RosterByShiftAnswer {
  @ApiProperty({ example: 'success' }) message!: 'success';
  @ApiProperty({ description: 'employees whose days changed' }) employees!: number;
  @ApiProperty({ description: 'days written (one schedule.day.changed.v1 each)' }) days!: number;
  @ApiProperty({ description: 'days holding the shift left as they are: in a closed pay period' }) closedDays!: number;
}
