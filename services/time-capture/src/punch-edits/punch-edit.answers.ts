import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Refusals of a punch or punch pair edit: `message` is the code, `detail` the text (spec 001 §8 where it has one). */
export const PUNCH_EDIT_ANSWERS = {
  hasExistPunchRecord: {
    status: HttpStatus.CONFLICT,
    text: 'The same sign time exists, please modify it and try again.',
  },
  periodClosed: {
    status: HttpStatus.CONFLICT,
    text: "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  },
  autoPaired: { status: HttpStatus.CONFLICT, text: 'Auto-paired out punches cannot be deleted.' },
  noEmployee: { status: HttpStatus.NOT_FOUND, text: 'Employee not found.' },
  noPunch: { status: HttpStatus.NOT_FOUND, text: 'Punch not found.' },
  noClockId: {
    status: HttpStatus.CONFLICT,
    text: 'The employee has no clock id: give them one on their employee form before adding punches.',
  },
  noPunchPair: { status: HttpStatus.NOT_FOUND, text: 'Punch pair not found.' },
  timeSkipped: {
    status: HttpStatus.BAD_REQUEST,
    text: 'That time does not exist on that day: the clocks go forward over it.',
  },
  outBeforeIn: { status: HttpStatus.BAD_REQUEST, text: 'Out must be later than In!' },
  noInPunch: {
    status: HttpStatus.BAD_REQUEST,
    text: 'This pair has no in punch: add one with New Punch.',
  },
  inTimeRequired: { status: HttpStatus.BAD_REQUEST, text: 'In: Time is required.' },
  outTimeRequired: { status: HttpStatus.BAD_REQUEST, text: 'Out: Time is required.' },
  noSite: { status: HttpStatus.BAD_REQUEST, text: 'The site does not exist.' },
  noPosition: { status: HttpStatus.BAD_REQUEST, text: 'The position does not exist.' },
  noJob: { status: HttpStatus.BAD_REQUEST, text: 'The job does not exist.' },
  noTask: { status: HttpStatus.BAD_REQUEST, text: 'The task does not exist.' },
  taskWithoutJob: { status: HttpStatus.BAD_REQUEST, text: 'Choose the job of the task.' },
  taskNotOfJob: { status: HttpStatus.BAD_REQUEST, text: 'The task is not one of the job’s tasks.' },
  selectTask: { status: HttpStatus.BAD_REQUEST, text: 'Please select a task.' },
} as const;
export type PunchEditRefusal = keyof typeof PUNCH_EDIT_ANSWERS;

/** The codes a punch carries and their names as the history shows them. */
export class PunchCodesAnswer {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'site (work place) id' }) workPlaceId!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'position (structure node) id' }) positionId!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) jobId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) taskId!: string | null;
}

/** A punch (spec 001 §3 Punch): GET /api/punches/{id}. */
export class PunchAnswer extends PunchCodesAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty({ description: 'ISO instant' }) punchTime!: string;
  @ApiProperty({ description: 'the punch’s local date in the employee’s zone, YYYY-MM-DD' }) day!: string;
  @ApiProperty({ description: 'the punch’s local time, HH:mm' }) time!: string;
  @ApiProperty({ description: 'the employee’s zone' }) timeZone!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'why it was last changed' }) reason!: string | null;
  @ApiProperty({ enum: ['Kiosk', 'Mobile', 'Manual', 'Import', 'AutoPair'] }) source!: string;
  @ApiProperty({ enum: ['Man', 'AutoPair'], description: 'AutoPair: added by auto punch; it cannot be deleted' })
  punchType!: 'Man' | 'AutoPair';
  @ApiPropertyOptional({ type: String, nullable: true, description: '"latitude,longitude" where it was taken' })
  punchLocation!: string | null;
  @ApiProperty({ description: 'how many times it was recorded or changed' }) version!: number;
}

/** What a write answers: done, and the events the timesheet waits for before it shows the change recalculated. */
export class PunchWriteAnswer {
  @ApiProperty({ enum: ['success'] }) message!: 'success';
  @ApiProperty({
    type: [String],
    description:
      'ids of the events the change published; GET /api/timesheet/getPunchRecords?awaiting=… counts those calculation has not taken in yet',
  })
  eventIds!: string[];
}

/** POST /timesheet/saveSinglePunch's answer. */
export class PunchSaveAnswer extends PunchWriteAnswer {
  @ApiProperty() punchId!: string;
  @ApiProperty({ description: 'ISO instant' }) punchTime!: string;
}

/** A punch pair (spec 001 §3 PunchPair) as time capture knows it: its punches and their codes. */
export class PunchPairAnswer {
  @ApiProperty({ description: '<in punch id>~<out punch id>, either side empty when the pair lacks it' }) id!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty() timeZone!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) inPunchId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) outPunchId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO instant' }) ptimeIn!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO instant' }) ptimeOut!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'local date of the in punch' }) inDay!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'local time of the in punch, HH:mm' }) inTime!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) outDay!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) outTime!: string | null;
  @ApiPropertyOptional({ enum: ['Man', 'AutoPair'], nullable: true }) inPunchType!: 'Man' | 'AutoPair' | null;
  @ApiPropertyOptional({ enum: ['Man', 'AutoPair'], nullable: true }) outPunchType!: 'Man' | 'AutoPair' | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the in punch’s reason' }) inNote!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the out punch’s reason' }) outNote!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the site of the pair (its first punch’s)' })
  siteId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) positionId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) jobId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) taskId!: string | null;
}

/** PUT /punch-pairs/{id}'s answer (spec: result and errorMessage), with the pair's id after the edit. */
export class PunchPairSaveAnswer {
  @ApiProperty() result!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) errorMessage!: string | null;
  @ApiProperty({ description: 'the pair’s id now (it names a punch-out row added by the edit)' }) id!: string;
  @ApiProperty({ type: [String] }) eventIds!: string[];
}
