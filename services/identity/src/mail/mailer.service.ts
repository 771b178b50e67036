import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  BackgroundSends,
  createSmtpTransport,
  PLATFORM_CONFIG,
  type PlatformConfig,
  ROOT_LOGGER,
} from '@rollcall/platform';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How mail leaves: over SMTP; into the log in the embedded demo, which runs without a mail server and whose
 * accounts are public anyway; else not at all, and the features that need mail say it is not set up. A mail's
 * text can hold a secret link, so it is logged nowhere else.
 */
export type MailDelivery = 'smtp' | 'log' | 'none';

/**
 * Sends e-mail over SMTP with nodemailer, or, in the embedded demo without SMTP, writes it to the log.
 * Sending happens in the background: the caller's answer never waits on, or tells of, the mail server (the
 * recovery answer must not differ between known and unknown e-mails). Failures are logged. A stopping
 * application waits for the mails still going out.
 */
@Injectable()
export class MailerService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly transport: Transporter | null;
  private readonly sends: BackgroundSends;
  private readonly logger: Logger;
  readonly delivery: MailDelivery;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(PLATFORM_CONFIG) platform: Pick<PlatformConfig, 'mode'>,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'identity.mailer' });
    this.sends = new BackgroundSends((error) => this.logger.error({ err: error }, 'sending an e-mail failed'));
    const smtp = config.smtp;
    this.delivery = smtp ? 'smtp' : platform.mode === 'embedded' ? 'log' : 'none';
    if (this.delivery === 'none') {
      this.logger.warn(
        'SMTP_HOST is not set: password recovery by e-mail is off (it answers that e-mail is not set up)',
      );
    }
    this.transport = smtp ? createSmtpTransport(smtp) : null;
  }

  /**
   * Returns at once; in the background, runs `prepare` (the work that decides on and composes the mail, so its
   * duration does not show in the caller's answer either) and sends what it gives, if anything.
   */
  sendInBackground(prepare: () => Promise<OutgoingMail | null>): void {
    this.sends.start(async () => {
      const mail = await prepare();
      if (mail) await this.send(mail);
    });
  }

  /** Resolves once every queued mail has been handed to the server (or has failed). */
  idle(): Promise<void> {
    return this.sends.idle();
  }

  /** Before the database closes: background work may still need it. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport || !this.config.smtp) {
      if (this.delivery === 'log') {
        this.logger.warn(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'embedded demo without SMTP (SMTP_HOST): this e-mail was not sent, its text is logged instead',
        );
      } else {
        this.logger.error({ subject: mail.subject }, 'an e-mail was not sent: SMTP is not set up (SMTP_HOST)');
      }
      return;
    }
    await this.transport.sendMail({
      from: this.config.smtp.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    // the text is logged only without SMTP (development): it holds a secret link
    this.logger.info({ to: mail.to, subject: mail.subject }, 'e-mail sent');
  }
}
