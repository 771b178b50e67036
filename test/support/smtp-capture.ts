import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the capture server received, decoded enough for tests: envelope, subject, text and HTML bodies. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** the user name it authenticated with, if any */
  authUser: string | null;
  raw: string;
}

export interface SmtpCapture {
  host: string;
  port: number;
  /** every mail received so far, oldest first */
  readonly mails: CapturedMail[];
  /** the environment that points the identity service at this server */
  env(extra?: Record<string, string>): Record<string, string>;
  /** resolves with the first mail (received before or after the call) that matches, or fails after `timeoutMs` */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  clear(): void;
  close(): Promise<void>;
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The text/plain and text/html bodies of a message, walking multipart parts. */
function bodiesOf(part: string): { text: string; html: string } {
  const { headers, body } = splitHeaders(part);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const found = { text: '', html: '' };
    for (const child of body.split(`--${boundary}`).slice(1)) {
      if (child.startsWith('--')) break;
      const inner = bodiesOf(child.replace(/^\r?\n/, ''));
      found.text ||= inner.text;
      found.html ||= inner.html;
    }
    return found;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
}

/**
 * A real SMTP server (the smtp-server package) on a free local port that keeps every mail in memory. Plain SMTP
 * without STARTTLS; AUTH PLAIN/LOGIN is accepted over it when `credentials` are given (and then required). With
 * `acceptAfterMs` it takes that long to accept each mail, as a busy mail server does.
 */
export async function startSmtpCapture(
  credentials?: { user: string; password: string },
  options: { acceptAfterMs?: number } = {},
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<{ match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    // a client still connected at close (an app's pooled transport not yet closed) is cut after 1 s, not 30 s
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = splitHeaders(raw);
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headers.get('subject') ?? '',
          ...bodiesOf(raw),
          authUser: typeof session.user === 'string' ? session.user : null,
          raw,
        };
        const accept = () => {
          mails.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        };
        if (options.acceptAfterMs) setTimeout(accept, options.acceptAfterMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    mails,
    env: (extra = {}) => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'Rollcall <no-reply@rollcall.test>',
      ...(credentials ? { SMTP_USER: credentials.user, SMTP_PASSWORD: credentials.password } : {}),
      ...extra,
    }),
    waitFor(match, timeoutMs = 10_000) {
      const already = mails.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    clear: () => {
      mails.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sets these variables in process.env (as an app reads its SMTP settings at start); the answer puts them back. */
export function setProcessEnv(vars: Record<string, string>): () => void {
  const saved = Object.keys(vars).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, vars);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
