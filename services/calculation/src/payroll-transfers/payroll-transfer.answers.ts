import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { PayPeriodAnswer } from '../pay-periods/pay-period.answer.js';

/** The payroll transfer area's refusals: `message` is the code, `detail` the text. */
export const PAYROLL_TRANSFER_ANSWERS = {
  templateNotUsed: {
    status: HttpStatus.BAD_REQUEST,
    text: 'The company does not use that export template (its settings’ payrollTemplateExportCodes).',
  },
  notAFile: {
    status: HttpStatus.BAD_REQUEST,
    text: 'That export template sends to the provider rather than writing a file.',
  },
  allowanceOnly: {
    status: HttpStatus.FORBIDDEN,
    text: 'The allowance export is made for the construction customer variant (isCalderStewart) only.',
  },
} as const;

/** A payroll transfer row of the Payroll Transfer table: the period, and its close's digest. */
export class PayrollTransferRow extends PayPeriodAnswer {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'SHA-256 of the totals fixed by the current close, chained to the pay group’s previous close',
  })
  digest!: string | null;
}

export class PayrollTransferPage extends PageAnswer(PayrollTransferRow, 'PayrollTransferPage') {}

export class QueuedPeriod {
  @ApiProperty() periodCode!: string;
  @ApiProperty({ description: 'employee-days of the period waiting to be recalculated' }) days!: number;
}

export class CloseException {
  @ApiProperty() periodCode!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) date!: string;
  @ApiProperty({ description: 'the exception type, e.g. LateArrival' }) type!: string;
}

export class CloseUnapprovedPair {
  @ApiProperty() periodCode!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) date!: string;
  @ApiProperty({ description: 'the in punch, HH:mm in the employee’s zone' }) actualIn!: string;
  @ApiProperty({ description: 'the out punch, HH:mm in the employee’s zone' }) actualOut!: string;
}

/** What a close of the periods would warn about (a confirmation, not a refusal) or be refused for. */
export class CloseCheckAnswer {
  @ApiProperty({
    type: QueuedPeriod,
    isArray: true,
    description: 'periods with days still waiting to be recalculated: the close is refused until they are done',
  })
  queued!: QueuedPeriod[];
  @ApiProperty({ description: 'exceptions not reviewed on the periods’ days' }) exceptionCount!: number;
  @ApiProperty({ type: CloseException, isArray: true, description: 'the first 100 of them' })
  exceptions!: CloseException[];
  @ApiProperty({ description: 'complete punch pairs of the periods’ days whose shift is not approved' })
  unapprovedPairCount!: number;
  @ApiProperty({ type: CloseUnapprovedPair, isArray: true, description: 'the first 100 of them' })
  unapprovedPairs!: CloseUnapprovedPair[];
}

export class PeriodChangeAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ type: PayrollTransferRow, isArray: true }) periods!: PayrollTransferRow[];
}

export class CloseAnswer extends PeriodChangeAnswer {
  @ApiProperty({ type: CloseCheckAnswer, description: 'what the close warned about' }) warnings!: CloseCheckAnswer;
}

export class VerifyProblemRow {
  @ApiProperty() payPeriodId!: string;
  @ApiProperty() periodCode!: string;
  @ApiProperty() paygroupName!: string;
  @ApiProperty({ enum: ['chainBroken', 'digestMismatch', 'totalsChanged'] }) problem!: string;
  @ApiProperty({ description: 'the problem in a sentence' }) text!: string;
}

export class VerifyAnswer {
  @ApiProperty({ description: 'closes checked (every close of the pay groups, reopened ones included)' })
  closes!: number;
  @ApiProperty({ description: 'periods closed now whose totals were recomputed' }) closedPeriods!: number;
  @ApiProperty({ type: VerifyProblemRow, isArray: true }) problems!: VerifyProblemRow[];
}
