import { RevokedSessions } from './revoked-sessions.js';

const MINUTE = 60_000;
const at = (minutes: number) => Date.UTC(2026, 10, 24, 9, 0) + minutes * MINUTE;

describe('RevokedSessions', () => {
  const fifteenMinuteTokens = () => new RevokedSessions({ accessTokenTtlSeconds: 900 });

  it('refuses a revoked session until every access token of it has expired', () => {
    const revoked = fifteenMinuteTokens();
    revoked.revoke(['s1', 's2'], new Date(at(0)), at(0));
    expect(revoked.isRevoked('s1', at(1))).toBe(true);
    expect(revoked.isRevoked('s2', at(14))).toBe(true);
    expect(revoked.isRevoked('s3', at(1))).toBe(false);
    expect(revoked.isRevoked('s1', at(15))).toBe(false);
  });

  it('ignores a revocation older than a token lives (a replay of old events at start)', () => {
    const revoked = fifteenMinuteTokens();
    revoked.revoke(['old'], new Date(at(0)), at(20));
    expect(revoked.isRevoked('old', at(20))).toBe(false);
    expect(revoked.size).toBe(0);
  });

  it('keeps the later end when a session is revoked twice, in either order', () => {
    const revoked = fifteenMinuteTokens();
    revoked.revoke(['s'], new Date(at(10)), at(10));
    revoked.revoke(['s'], new Date(at(0)), at(10));
    expect(revoked.isRevoked('s', at(24))).toBe(true);
  });

  it('forgets expired sessions as new ones arrive, so the set stays as small as the last token lifetime', () => {
    const revoked = fifteenMinuteTokens();
    for (let minute = 0; minute < 60; minute++) revoked.revoke([`s${minute}`], new Date(at(minute)), at(minute));
    // at minute 59 the sessions that ended at minute 44 or before can hold no live token
    expect(revoked.size).toBe(15);
  });

  it('takes identity.session.revoked.v1 events, ended at their occurredAt', () => {
    const revoked = fifteenMinuteTokens();
    revoked.apply(
      {
        id: 'e1',
        type: 'identity.session.revoked.v1',
        companyId: 'c',
        key: 'c',
        occurredAt: new Date(at(0)).toISOString(),
        producer: 'identity',
        payload: { userId: 'u', sessionIds: ['s'], reason: 'userNotActive' },
      },
      at(5),
    );
    expect(revoked.isRevoked('s', at(5))).toBe(true);
    expect(revoked.isRevoked('s', at(15))).toBe(false);
  });
});
