import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('censors credentials, tokens and failed statements’ parameters wherever a log call puts them', () => {
    const lines: string[] = [];
    const logger = createLogger('test', 'info', { write: (line: string) => void lines.push(line) });
    const failed = Object.assign(new Error('duplicate key'), { parameters: ['mere@example.com', 'hash'] });
    logger.info(
      {
        password: 'hunter2-password',
        refreshToken: 'refresh-secret-value',
        body: { token: 'reset-secret-value', currentPassword: 'old-password', name: 'kept' },
        headers: { authorization: 'Bearer eyJhbGciOi.secret', cookie: 'rollcall_refresh=cookie-secret' },
        err: failed,
      },
      'a careless line',
    );
    const line = lines.join('');
    for (const secret of ['hunter2-password', 'refresh-secret-value', 'reset-secret-value', 'old-password']) {
      expect(line).not.toContain(secret);
    }
    expect(line).not.toContain('eyJhbGciOi');
    expect(line).not.toContain('cookie-secret');
    expect(line).not.toContain('mere@example.com');
    expect(line).toContain('"name":"kept"');
    expect(line).toContain('duplicate key');
    expect(line).toContain('[redacted]');
  });
});
