import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from './smtp-settings.js';

/**
 * A nodemailer SMTP transport with the timeouts every sender uses. `pool` keeps a few connections open for a
 * sender of many mails at once.
 */
export function createSmtpTransport(smtp: SmtpSettings, options: { pool?: boolean } = {}): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    ...(options.pool ? { pool: true, maxConnections: 3 } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
