import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const SCHEDULE_MAIL_MESSAGES = {
  sent: 'Email sent successfully',
  failedOne: 'Failed to send email.',
  failedAll: 'Failed to send emails.',
} as const;

export class ScheduleMailProblem {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ description: 'First Last' }) name!: string;
  @ApiProperty({ description: 'why this employee got no mail' }) reason!: string;
}

/** What Send All or the per-employee icon did: truthy `success` means every chosen employee got their week. */
export class SendEmployeeEmailAnswer {
  @ApiProperty() success!: boolean;

  @ApiProperty({ enum: Object.values(SCHEDULE_MAIL_MESSAGES) })
  message!: string;

  @ApiProperty({ description: 'mails the server accepted (or, in the embedded demo without SMTP, logged)' })
  sent!: number;

  @ApiProperty({
    enum: ['smtp', 'log', 'none'],
    description: 'log: the embedded demo without SMTP wrote them to its log',
  })
  delivery!: 'smtp' | 'log' | 'none';

  @ApiProperty({ type: [ScheduleMailProblem], description: 'the employees who got no mail, and why' })
  failed!: ScheduleMailProblem[];

  @ApiPropertyOptional({ description: 'why nothing was sent at all, e.g. e-mail is not set up on the server' })
  reason?: string;
}
