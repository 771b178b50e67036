import { ApiProperty } from '@nestjs/swagger';

/** A payroll transfer row (spec 002 §3): one pay period of one pay group. */
export class PayPeriodAnswer {
  @ApiProperty({ description: 'the pay period id; the payrollTransferId of recalculate calls' }) id!: string;
  @ApiProperty() periodCode!: string;
  @ApiProperty({ description: 'first day, YYYY-MM-DD' }) fromDate!: string;
  @ApiProperty({ description: 'last day, YYYY-MM-DD' }) toDate!: string;
  @ApiProperty() isClosed!: boolean;
  @ApiProperty() isExported!: boolean;
  @ApiProperty() paygroupId!: string;
  @ApiProperty() paygroupName!: string;
}
