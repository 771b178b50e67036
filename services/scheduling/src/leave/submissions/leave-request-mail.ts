import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BackgroundSends,
  createSmtpTransport,
  PLATFORM_CONFIG,
  type PlatformConfig,
  ROOT_LOGGER,
  type SmtpSettings,
} from '@rollcall/platform';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { SCHEDULING } from '../../scheduling.constants.js';
import type { LeaveListed } from '../leave-row.js';
import { approversOf, companyAdmins } from '../leave-store.js';
import { leaveRequestMail, type LeaveRequestMail } from './leave-request-mail-rules.js';

/** The SMTP settings leave requests are mailed with (the SMTP_* every service shares); null when SMTP_HOST is unset. */
export const LEAVE_MAIL_SMTP = Symbol('LEAVE_MAIL_SMTP');

/**
 * Tells the approver of a new leave request about it by e-mail: the requester's supervisor (spec 001 "Report To"),
 * else each of the company's active admins, never the one who submitted it. The mail goes after the request is
 * committed, in the background: the answer never waits on the mail server, and a failed send is logged (the request
 * stays Pending and counts on the dashboard). Without SMTP the embedded demo logs the mail instead.
 */
@Injectable()
export class LeaveRequestMailer implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly transport: Transporter | null;
  private readonly sends: BackgroundSends;
  private readonly logger: Logger;
  private readonly delivery: 'smtp' | 'log' | 'none';
  private readonly consoleUrl: string;

  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    @Inject(LEAVE_MAIL_SMTP) private readonly smtp: SmtpSettings | null,
    @Inject(PLATFORM_CONFIG) platform: Pick<PlatformConfig, 'mode'>,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'scheduling.leave-request-mail' });
    this.sends = new BackgroundSends((error) =>
      this.logger.error({ err: error }, 'mailing a leave request to its approver failed'),
    );
    this.delivery = smtp ? 'smtp' : platform.mode === 'embedded' ? 'log' : 'none';
    this.transport = smtp ? createSmtpTransport(smtp) : null;
    const publicUrl = process.env.PUBLIC_URL?.trim() || `http://localhost:${process.env.PORT?.trim() || '3000'}`;
    this.consoleUrl = publicUrl.replace(/\/+$/, '');
  }

  /** Mails the approvers of a leave just requested by `submittedBy` (a user, or null for a kiosk). */
  requested(leave: LeaveListed, submittedBy: string | null): void {
    if (leave.status !== 'Pending' || this.delivery === 'none') return;
    this.sends.start(async () => {
      for (const mail of await this.mailsOf(leave, submittedBy)) await this.send(mail);
    });
  }

  /** Resolves once every queued mail has been handed to the server (or has failed). */
  idle(): Promise<void> {
    return this.sends.idle();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private async mailsOf(leave: LeaveListed, submittedBy: string | null): Promise<LeaveRequestMail[]> {
    const supervisor = (await approversOf(this.dataSource, leave.companyId, [leave.employeeId])).get(leave.employeeId);
    const approvers = supervisor ? [supervisor] : await companyAdmins(this.dataSource, leave.companyId);
    return approvers
      .filter((a) => a.userId !== submittedBy && a.email)
      .map((a) => leaveRequestMail(leave, a, `${this.consoleUrl}/#/leave/list?status=Pending`));
  }

  private async send(mail: LeaveRequestMail): Promise<void> {
    if (!this.transport || !this.smtp) {
      this.logger.warn(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'embedded demo without SMTP (SMTP_HOST): this e-mail was not sent, its text is logged instead',
      );
      return;
    }
    await this.transport.sendMail({ from: this.smtp.from, ...mail });
    this.logger.info({ to: mail.to, subject: mail.subject }, 'leave request e-mail sent');
  }
}
