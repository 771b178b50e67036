import { ApiProperty } from '@nestjs/swagger';

export class XeroExportAnswer {
  @ApiProperty() success!: boolean;
  @ApiProperty({ example: 'Export to Xero finished' }) message!: string;
  @ApiProperty() tenantName!: string;
  @ApiProperty({ description: 'timesheets posted to Xero' }) sent!: number;
  @ApiProperty({ description: 'of those, draft timesheets of the same employee and period replaced' })
  replaced!: number;
  @ApiProperty({
    type: [String],
    description:
      'why an employee, a pay type or a period was not sent: not in Xero, no earnings rate, not a Xero pay period, not closed, already approved in Xero',
  })
  reasons!: string[];
}
