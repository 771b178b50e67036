import { DEFAULT_PASSWORD_HASH_COST, type IdentityConfig } from '../config/identity-config.js';
import { Passwords } from './passwords.js';

const withCost = (passwordHashing: IdentityConfig['passwordHashing']) =>
  new Passwords({ smtp: null, publicUrl: 'http://localhost:3000', passwordHashing });

describe('Passwords', () => {
  it('hashes with argon2id at the default cost unless told otherwise', async () => {
    const hash = await withCost(DEFAULT_PASSWORD_HASH_COST).hash('a good password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('hashes at the configured cost, and checks the password', async () => {
    const passwords = withCost({ memoryKib: 1024, passes: 1, lanes: 1 });
    const hash = await passwords.hash('a good password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await passwords.verify(hash, 'a good password')).toBe(true);
    expect(await passwords.verify(hash, 'a good passwore')).toBe(false);
  });

  it('still checks a hash made at another cost, after the cost changed', async () => {
    const before = await withCost({ memoryKib: 2048, passes: 2, lanes: 2 }).hash('kept from before');
    const after = withCost({ memoryKib: 1024, passes: 1, lanes: 1 });
    expect(await after.verify(before, 'kept from before')).toBe(true);
  });

  it('refuses an unknown account and a hash that is not one', async () => {
    const passwords = withCost({ memoryKib: 1024, passes: 1, lanes: 1 });
    expect(await passwords.verify(null, 'anything')).toBe(false);
    expect(await passwords.verify('not a hash', 'anything')).toBe(false);
  });
});
