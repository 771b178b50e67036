// Refresh-token reuse after rotation (issue 9, authorization matrix): a rotated token that comes back means two
// parties hold the session, so the whole family is revoked, whichever of them presents it, and also when both
// present the same token at the same moment.
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { IdentityModule } from '@rollcall/identity';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { call, createUser, login, type Tokens } from '../../support/identity-test-kit.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

jest.setTimeout(60_000);

const INVALID = 'The refresh token is invalid or expired.';

describe('refresh-token reuse after rotation', () => {
  let app: TestApp;
  let db: DataSource;
  const companyId = randomUUID();

  beforeAll(async () => {
    app = await startTestApp([IdentityModule]);
    db = app.app.get<DataSource>(getDataSourceToken('identity'), { strict: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rotate = (refreshToken: string) =>
    call<Tokens>(app, 'POST', '/account/refresh-token', { body: { refreshToken } });

  /** Every refresh token of the user's sessions: its family, and whether it is revoked. */
  const tokensOf = async (userId: string) =>
    (await db.query(
      `SELECT family_id AS family, revoked_at IS NOT NULL AS revoked FROM identity.refresh_tokens WHERE user_id = $1`,
      [userId],
    )) as { family: string; revoked: boolean }[];

  it('revokes every token of the family when a rotated token is replayed, and no other session', async () => {
    const user = await createUser(app, companyId, 'Employee', { employeeId: randomUUID() });
    const stolen = await login(app, user.email);
    const other = await login(app, user.email);
    const second = (await rotate(stolen.refreshToken)).body;
    const third = (await rotate(second.refreshToken)).body;
    expect(third.refreshToken).toEqual(expect.any(String));

    const replay = await rotate(stolen.refreshToken);
    expect([replay.status, replay.body]).toEqual([400, expect.objectContaining({ message: INVALID })]);
    const legitimate = await rotate(third.refreshToken);
    expect([legitimate.status, legitimate.body]).toEqual([400, expect.objectContaining({ message: INVALID })]);

    const rows = await tokensOf(user.id);
    const families = [...new Set(rows.map((r) => r.family))];
    const where = (revoked: boolean) =>
      families.filter((f) => rows.filter((r) => r.family === f).every((r) => r.revoked === revoked));
    // the replayed sign-in: all three of its tokens revoked
    expect(where(true)).toHaveLength(1);
    expect(rows.filter((r) => r.family === where(true)[0])).toHaveLength(3);
    expect(where(false)).toHaveLength(1);
    // the other sign-in's family is untouched and still rotates
    expect((await rotate(other.refreshToken)).status).toBe(200);
  });

  it('signs both parties out when they present the same token at once: one answer, then the family is dead', async () => {
    const user = await createUser(app, companyId, 'Admin');
    const first = await login(app, user.email);
    const answers = await Promise.all([rotate(first.refreshToken), rotate(first.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.status === 200)?.body;
    if (!winner) throw new Error('neither rotation was answered');
    const after = await rotate(winner.refreshToken);
    expect([after.status, after.body]).toEqual([400, expect.objectContaining({ message: INVALID })]);
    expect((await tokensOf(user.id)).every((r) => r.revoked)).toBe(true);
  });
});
