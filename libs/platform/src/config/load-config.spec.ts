import { ConfigError } from './config-error.js';
import { loadPlatformConfig } from './load-config.js';

const base = { ROLLCALL_MODE: 'embedded', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@127.0.0.1/db' };

describe('loadPlatformConfig: database pool settings', () => {
  it('bounds every pool by default: 5 connections, a 3 s acquire timeout, 60 s statement and idle-transaction limits', () => {
    const config = loadPlatformConfig(base);
    expect(config.dbPoolSize).toBe(5);
    expect(config.dbAcquireTimeoutMs).toBe(3000);
    expect(config.dbStatementTimeoutMs).toBe(60000);
    expect(config.dbIdleInTransactionTimeoutMs).toBe(60000);
  });

  it('reads DB_POOL_SIZE, DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', () => {
    const config = loadPlatformConfig({
      ...base,
      DB_POOL_SIZE: '1',
      DB_ACQUIRE_TIMEOUT_MS: '500',
      DB_STATEMENT_TIMEOUT_MS: '5000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '2000',
    });
    expect(config).toMatchObject({
      dbPoolSize: 1,
      dbAcquireTimeoutMs: 500,
      dbStatementTimeoutMs: 5000,
      dbIdleInTransactionTimeoutMs: 2000,
    });
  });

  it('refuses a pool of none and an acquire timeout that would wait for ever, naming each variable', () => {
    const load = () => loadPlatformConfig({ ...base, DB_POOL_SIZE: '0', DB_ACQUIRE_TIMEOUT_MS: '0' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('DB_POOL_SIZE must be a whole number from 1 to 100 (got "0")');
    expect(load).toThrow('DB_ACQUIRE_TIMEOUT_MS must be a whole number from 100 to 60000 (got "0")');
  });
});

describe('loadPlatformConfig: TRUST_PROXY', () => {
  it('trusts no proxy unless told, or the default the caller gives (a service behind the gateway)', () => {
    expect(loadPlatformConfig(base).trustProxy).toBe(false);
    expect(loadPlatformConfig(base, { trustProxy: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('takes false, a hop count, or addresses and subnets', () => {
    expect(loadPlatformConfig({ ...base, TRUST_PROXY: 'false' }, { trustProxy: 'loopback' }).trustProxy).toBe(false);
    expect(loadPlatformConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadPlatformConfig({ ...base, TRUST_PROXY: '10.0.0.0/8,loopback , fd00::/8' }).trustProxy).toBe(
      '10.0.0.0/8, loopback, fd00::/8',
    );
  });

  it('refuses anything else, rather than trusting every client to name its own address', () => {
    for (const bad of ['true', 'everyone', '11', '10.0.0.0/8; rm']) {
      expect(() => loadPlatformConfig({ ...base, TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY must be false, a hop count from 0 to 10, or addresses and subnets such as "10.0.0.0/8, loopback" (got "${bad}")`,
      );
    }
  });
});

describe('loadPlatformConfig: JWT_SECRET', () => {
  it('refuses to start with a signing secret shorter than 32 characters, or none', () => {
    for (const secret of [undefined, '', 'x'.repeat(31)]) {
      expect(() => loadPlatformConfig({ ...base, JWT_SECRET: secret })).toThrow(
        'JWT_SECRET must be set to at least 32 characters',
      );
    }
    expect(loadPlatformConfig(base).jwtSecret).toBe('x'.repeat(32));
  });
});
