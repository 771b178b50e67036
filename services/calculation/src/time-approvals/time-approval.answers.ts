import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';

/** Refusals of approve and disapprove: `message` is the code, `detail` the text. */
export const TIME_APPROVAL_ANSWERS = {
  periodClosed: {
    status: HttpStatus.CONFLICT,
    text: "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  },
  noPunchPair: { status: HttpStatus.NOT_FOUND, text: 'Punch pair not found.' },
  pairNotComplete: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Only a punch pair with an in and an out punch can be approved.',
  },
} as const;

/** One punch pair of the time approvals list (spec 001 §2). */
export class TimeApprovalRow {
  @ApiProperty({ description: 'the pair’s id: its in punch’s id' }) punchPairId!: string;
  @ApiProperty() employeeId!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'the day the pair is on, YYYY-MM-DD' }) date!: string;
  @ApiProperty({ description: 'the in punch, HH:mm in the employee’s zone' }) actualIn!: string;
  @ApiProperty({ description: 'the out punch, HH:mm in the employee’s zone' }) actualOut!: string;
  @ApiProperty({ description: 'paid hours of the pair, 2 decimals' }) paidHours!: number;
  @ApiProperty({ description: 'hours of break deducted from the pair’s shift (on its first pair), 2 decimals' })
  breakTime!: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the in punch’s position' }) position!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the in punch’s job' }) job!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'who approved the pair’s shift (their sign-in e-mail); null while unapproved',
  })
  approver!: string | null;
  @ApiProperty({ description: 'whether the pair’s shift is approved (approving one pair approves its shift)' })
  approved!: boolean;
}

export class TimeApprovalPage extends PageAnswer(TimeApprovalRow, 'TimeApprovalPage') {}

/** Approved and unapproved punch pairs over a window (the dashboard's Approvals panel). */
export class TimeApprovalCounts {
  @ApiProperty() approved!: number;
  @ApiProperty() unapproved!: number;
  @ApiProperty({ description: 'the first day counted, YYYY-MM-DD' }) startDate!: string;
  @ApiProperty({ description: 'the last day counted, YYYY-MM-DD' }) endDate!: string;
}

export class TimeApprovalChangeAnswer {
  @ApiProperty({ example: 'success' }) message!: 'success';
  @ApiProperty({ description: 'punch pairs approved or disapproved' }) count!: number;
  @ApiProperty({
    description: 'employee-days recalculated before the answer; the rest (a large bulk) are queued for the worker',
  })
  recalculated!: number;
}
