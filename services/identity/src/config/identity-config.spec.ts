import { ConfigError } from '@rollcall/platform';
import { DEFAULT_PASSWORD_HASH_COST, loadIdentityConfig } from './identity-config.js';

describe('loadIdentityConfig', () => {
  it('without SMTP: mail goes to the log, links point at localhost on PORT', () => {
    expect(loadIdentityConfig({ PORT: '4000' })).toEqual({
      smtp: null,
      publicUrl: 'http://localhost:4000',
      passwordHashing: { memoryKib: 65536, passes: 3, lanes: 4 },
    });
  });

  it('reads a full SMTP setting and drops the trailing slash of PUBLIC_URL', () => {
    expect(
      loadIdentityConfig({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'secret',
        SMTP_FROM: 'Rollcall <no-reply@example.com>',
        PUBLIC_URL: 'https://rollcall.example.com/',
      }),
    ).toEqual({
      smtp: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        auth: { user: 'mailer', pass: 'secret' },
        from: 'Rollcall <no-reply@example.com>',
      },
      publicUrl: 'https://rollcall.example.com',
      passwordHashing: DEFAULT_PASSWORD_HASH_COST,
    });
  });

  it('defaults the port to 587 with STARTTLS and allows no credentials', () => {
    const config = loadIdentityConfig({ SMTP_HOST: 'relay', SMTP_FROM: 'no-reply@example.com' });
    expect(config.smtp).toMatchObject({ port: 587, secure: false, auth: null });
  });

  it('names every problem at once', () => {
    let error: unknown;
    try {
      loadIdentityConfig({ SMTP_HOST: 'relay', SMTP_PORT: 'x', SMTP_USER: 'u', PUBLIC_URL: 'ftp://nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PUBLIC_URL must be an http:// or https:// URL');
    expect(problems).toContain('SMTP_PORT must be a whole number');
    expect(problems).toContain('SMTP_PASSWORD is required when SMTP_USER is set');
    expect(problems).toContain('SMTP_FROM is required');
  });

  it('refuses SMTP settings without SMTP_HOST and a bad SMTP_FROM', () => {
    expect(() => loadIdentityConfig({ SMTP_FROM: 'no-reply@example.com' })).toThrow(/SMTP_HOST is not/);
    expect(() => loadIdentityConfig({ SMTP_HOST: 'relay', SMTP_FROM: 'nobody' })).toThrow(/SMTP_FROM must be/);
  });

  it('reads the password hashing cost, and names a cost out of range', () => {
    expect(
      loadIdentityConfig({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '2', PASSWORD_HASH_LANES: '1' })
        .passwordHashing,
    ).toEqual({ memoryKib: 19456, passes: 2, lanes: 1 });
    expect(() => loadIdentityConfig({ PASSWORD_HASH_MEMORY_KIB: '512', PASSWORD_HASH_PASSES: '0' })).toThrow(
      'PASSWORD_HASH_MEMORY_KIB must be a whole number from 1024 to 4194304 (got "512")',
    );
    expect(() => loadIdentityConfig({ PASSWORD_HASH_PASSES: '0' })).toThrow(
      'PASSWORD_HASH_PASSES must be a whole number from 1 to 100 (got "0")',
    );
  });
});
