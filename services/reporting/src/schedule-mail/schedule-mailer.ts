import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  createSmtpTransport,
  PLATFORM_CONFIG,
  type PlatformConfig,
  ROOT_LOGGER,
  type SmtpSettings,
} from '@rollcall/platform';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { SCHEDULE_MAIL_SMTP } from './schedule-mail.config.js';

export interface ScheduleMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How the roster's mails leave: over SMTP (a small pool of connections, as Send All sends many); into the log in
 * the embedded demo, which runs without a mail server; else not at all, and Send All says e-mail is not set up.
 */
export type ScheduleMailDelivery = 'smtp' | 'log' | 'none';

@Injectable()
export class ScheduleMailer implements OnApplicationShutdown {
  readonly delivery: ScheduleMailDelivery;
  private readonly transport: Transporter | null;
  private readonly logger: Logger;

  constructor(
    @Inject(SCHEDULE_MAIL_SMTP) private readonly smtp: SmtpSettings | null,
    @Inject(PLATFORM_CONFIG) platform: Pick<PlatformConfig, 'mode'>,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'reporting.schedule-mail' });
    this.delivery = smtp ? 'smtp' : platform.mode === 'embedded' ? 'log' : 'none';
    this.transport = smtp ? createSmtpTransport(smtp, { pool: true }) : null;
  }

  /** Sends the mail (resolves once the server accepted it) or, in the embedded demo without SMTP, logs it. */
  async send(mail: ScheduleMail): Promise<void> {
    if (this.delivery === 'log') {
      this.logger.warn(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'embedded demo without SMTP (SMTP_HOST): this e-mail was not sent, its text is logged instead',
      );
      return;
    }
    if (!this.transport || !this.smtp) throw new Error('SMTP is not set up (SMTP_HOST)');
    await this.transport.sendMail({ from: this.smtp.from, ...mail });
    this.logger.info({ to: mail.to, subject: mail.subject }, 'schedule e-mail sent');
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
