import { ApiProperty } from '@nestjs/swagger';

export class XeroExportAnswer {
  @ApiProperty() success!: boolean;
  @ApiProperty({ example: 'Export to Xero finished' }) message!: string;
  @ApiProperty() tenantName!: string;
  @ApiProperty({
    description:
      'true: the export was still running when the request stopped waiting for it (XERO_EXPORT_ANSWER_SECONDS, ' +
      'answered 202); it goes on, `sent` and `replaced` are so far, and its result is written as a sync result',
  })
  running!: boolean;
  @ApiProperty({ description: 'timesheets to send' }) total!: number;
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
