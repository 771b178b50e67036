import type { OutgoingMail } from '../mail/mailer.service.js';

/** The console's reset page, with the token in the hash route's query string. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/password/changePasswordByEmail?token=${encodeURIComponent(token)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function recoveryMail(to: string, firstName: string, link: string): OutgoingMail {
  const text = [
    `Hello ${firstName},`,
    '',
    `Someone (we hope you) asked to reset the password of the Rollcall account ${to}.`,
    'Open this link within 1 hour to choose a new password. It works once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>Someone (we hope you) asked to reset the password of the Rollcall account ${escapeHtml(to)}.</p>`,
    `<p>Open this link within 1 hour to choose a new password. It works once:</p>`,
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    `<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  ].join('\n');
  return { to, subject: 'Reset your Rollcall password', text, html };
}
