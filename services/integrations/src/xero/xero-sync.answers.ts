import { ApiProperty } from '@nestjs/swagger';

export class XeroEarningsRateAnswer {
  @ApiProperty() earningsRateID!: string;
  @ApiProperty() name!: string;
}

export class XeroPayCalendarAnswer {
  @ApiProperty() payrollCalendarID!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Weekly, Fortnightly, FourWeekly, Monthly, TwiceMonthly, Quarterly or Annual' })
  calendarType!: string;
  @ApiProperty({ description: 'YYYY-MM-DD: the start of one of its periods' }) periodStartDate!: string;
}

export class XeroPayTypesMatchAnswer {
  @ApiProperty() matched!: number;
  @ApiProperty({ type: [String], description: 'names of the active pay types no earnings rate matched' })
  unmatched!: string[];
}

export class XeroEmployeesMatchAnswer {
  @ApiProperty() matched!: number;
  @ApiProperty({ description: 'employees the Xero organisation has' }) inXero!: number;
  @ApiProperty({ type: [String], description: 'employees no Xero employee has the name of' }) notInXero!: string[];
  @ApiProperty({ type: [String], description: 'names held twice on either side, left unmatched' })
  duplicates!: string[];
}

export class XeroSyncAnswer {
  @ApiProperty() success!: boolean;
  @ApiProperty() tenantName!: string;
  @ApiProperty({ type: [XeroEarningsRateAnswer] }) earningsRates!: XeroEarningsRateAnswer[];
  @ApiProperty({ type: [XeroPayCalendarAnswer] }) payCalendars!: XeroPayCalendarAnswer[];
  @ApiProperty({ type: XeroPayTypesMatchAnswer }) payTypes!: XeroPayTypesMatchAnswer;
  @ApiProperty({ type: XeroEmployeesMatchAnswer }) employees!: XeroEmployeesMatchAnswer;
}
