import { sseFrame, tokenClaims } from './sse-frame.js';

const bearer = (claims: object) => `Bearer x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

describe('a live stream’s frames and its token', () => {
  it('writes an event with its data as one line of JSON', () => {
    expect(sseFrame('punch-status', { employees: [{ employeeId: 'e', status: 'In' }] })).toBe(
      'event: punch-status\ndata: {"employees":[{"employeeId":"e","status":"In"}]}\n\n',
    );
  });

  it('reads when the token expires and its session', () => {
    expect(tokenClaims(bearer({ exp: 1_800_000_000, sid: 's1' }))).toEqual({
      expiresAt: 1_800_000_000_000,
      sessionId: 's1',
    });
    expect(tokenClaims(undefined)).toEqual({ expiresAt: null, sessionId: null });
    expect(tokenClaims('Bearer not-a-jwt')).toEqual({ expiresAt: null, sessionId: null });
  });
});
