import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const SCHEDULE_MAIL_MESSAGES = {
  sent: 'Email sent successfully',
  failedOne: 'Failed to send email.',
  failedAll: 'Failed to send emails.',
  /** Send All still going in the background (not the spec's: the spec's client waited for the answer) */
  sending: 'The emails are being sent.',
} as const;

/** A Send All's state: still sending in the background, done, or stopped before the end (a restart, an error). */
export const SEND_STATUSES = ['sending', 'done', 'interrupted'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

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

  @ApiProperty({
    enum: SEND_STATUSES,
    description:
      'done: every chosen employee was tried; sending: Send All goes on in the background (success true: accepted), follow it at GET /api/schedule-mails/{runId}; interrupted: it stopped before the end',
  })
  status!: SendStatus;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Send All: the run to follow; one employee: null' })
  runId?: string | null;

  @ApiPropertyOptional({ description: 'Send All: how many employees are chosen' })
  total?: number;
}

/** GET /api/schedule-mails/{id}: a Send All as it stands. */
export class ScheduleMailRunAnswer extends SendEmployeeEmailAnswer {
  @ApiProperty({ example: '2026-11-23' }) startDate!: string;
  @ApiProperty({ example: '2026-11-29' }) endDate!: string;
  @ApiProperty({ description: 'ISO instant' }) startedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO instant; null while sending' })
  finishedAt!: string | null;
}
