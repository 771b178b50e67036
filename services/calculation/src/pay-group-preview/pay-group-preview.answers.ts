import { ApiProperty } from '@nestjs/swagger';

export class PreviewPeriodAnswer {
  @ApiProperty() periodCode!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) fromDate!: string;
  @ApiProperty({ description: 'YYYY-MM-DD, inclusive' }) toDate!: string;
  @ApiProperty({ description: 'the last closed period (else the current one)' }) closed!: boolean;
}

export class PreviewLineAnswer {
  @ApiProperty() employeeId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() periodCode!: string;
  @ApiProperty() payTypeId!: string;
  @ApiProperty() payTypeCode!: string;
  @ApiProperty() payTypeName!: string;
  @ApiProperty({ description: 'hours (a unit pay type: units) the stored days pay, 2 decimals' }) before!: number;
  @ApiProperty({ description: 'hours (units) the days pay under the unsaved rules' }) after!: number;
  @ApiProperty({ description: 'after - before' }) difference!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "what the difference costs: hours × the employee's hourly pay rate × the pay type's rate factor (none: 1), " +
      'in money to 2 places; 0 for a unit pay type (units are not costed); null when the employee has no pay rate',
  })
  costChange!: number | null;
}

export class PayGroupPreviewAnswer {
  @ApiProperty() payGroupId!: string;
  @ApiProperty({ type: [PreviewPeriodAnswer], description: 'the last closed period and the current one' })
  periods!: PreviewPeriodAnswer[];
  @ApiProperty({ description: 'employees previewed' }) employees!: number;
  @ApiProperty({ description: 'lines (employee, period and pay type) in all' }) total!: number;
  @ApiProperty({ description: 'of those, lines whose pay changes' }) changed!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'the periods’ cost under the stored rules, over the employees with a pay rate; null: none has one',
  })
  costBefore!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'the same under the unsaved rules' })
  costAfter!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'costAfter - costBefore (the sum of the lines’ costChange)',
  })
  costChange!: number | null;
  @ApiProperty({ description: 'employees previewed who have no pay rate: their lines are not costed' })
  employeesWithoutRate!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: [PreviewLineAnswer], description: 'this page: changed lines first, then by name' })
  rows!: PreviewLineAnswer[];
}
