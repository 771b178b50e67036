import { jest } from '@jest/globals';
import { IdentityModule } from '@rollcall/identity';
import { randomUUID } from 'node:crypto';
import {
  call,
  createUser,
  feedCompany,
  login,
  PASSWORD,
  upload,
  userEvents,
  type Tokens,
} from '../support/identity-test-kit.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

interface Problem {
  statusCode: number;
  message: string;
  details?: { field: string; message: string }[];
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const GIF = Uint8Array.from([...Buffer.from('GIF89a'), 1, 0, 1, 0]);
const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);

describe('identity: profile, password, PIN and photos', () => {
  let app: TestApp;
  const companyId = randomUUID();

  beforeAll(async () => {
    app = await startTestApp([IdentityModule]);
    await feedCompany(app, companyId, 'Profile Co');
  });

  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(role: 'Admin' | 'Supervisor' | 'Employee' = 'Supervisor') {
    const user = await createUser(app, companyId, role, role === 'Employee' ? { employeeId: randomUUID() } : {});
    return { user, tokens: await login(app, user.email) };
  }

  describe('GET and POST /profile', () => {
    it('saves every profile field and answers them back; events carry the change', async () => {
      const { user, tokens } = await signedIn('Employee');
      const body = {
        firstName: ' Mere ',
        lastName: 'Parata',
        middleName: 'Anne',
        name: 'Mere P.',
        title: 'Ms',
        mobile: '021 555 0101',
        phone: '09 555 0101',
        fax: '09 555 0102',
        dateFormat: 'dd/MM/yyyy',
        timeFormat: 'hh:mm a',
        physicalAddress: '1 Queen Street, Auckland',
        postalAddress: 'PO Box 1, Auckland',
      };
      const saved = await call(app, 'POST', '/profile', { token: tokens.accessToken, body });
      expect(saved).toEqual({ status: 200, body: { message: 'success' } });
      const profile = await call(app, 'GET', '/profile', { token: tokens.accessToken });
      expect(profile.body).toMatchObject({ ...body, firstName: 'Mere', companyName: 'Profile Co', hasPin: false });
      const events = await userEvents(app, user.id);
      expect(events.at(-1)).toMatchObject({ firstName: 'Mere', lastName: 'Parata', middleName: 'Anne' });
    });

    it('keeps fields left out, clears those sent empty', async () => {
      const { tokens } = await signedIn();
      await call(app, 'POST', '/profile', {
        token: tokens.accessToken,
        body: { firstName: 'A', lastName: 'B', title: 'Dr', mobile: '021' },
      });
      await call(app, 'POST', '/profile', {
        token: tokens.accessToken,
        body: { firstName: 'A', lastName: 'B', mobile: '' },
      });
      const profile = await call(app, 'GET', '/profile', { token: tokens.accessToken });
      expect(profile.body).toMatchObject({ title: 'Dr', mobile: null, dateFormat: 'yyyy-MM-dd', timeFormat: 'HH:mm' });
    });

    it('requires firstName and lastName, and takes only the spec’s format choices; nothing changes', async () => {
      const { user, tokens } = await signedIn();
      const before = (await userEvents(app, user.id)).length;
      const missing = await call<Problem>(app, 'POST', '/profile', {
        token: tokens.accessToken,
        body: { firstName: '  ', dateFormat: 'YYYY/MM/DD', timeFormat: 'HH:mm:ss' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual(
        expect.arrayContaining([
          { field: 'firstName', message: 'This field is required.' },
          { field: 'lastName', message: 'This field is required.' },
          {
            field: 'dateFormat',
            message: 'dateFormat must be one of dd/MM/yyyy, MM/dd/yyyy, dd-MM-yyyy, MM-dd-yyyy, yyyy-MM-dd',
          },
          { field: 'timeFormat', message: 'timeFormat must be one of HH:mm, hh:mm a' },
        ]),
      );
      const unknownField = await call<Problem>(app, 'POST', '/profile', {
        token: tokens.accessToken,
        body: { firstName: 'A', lastName: 'B', email: 'elsewhere@example.com' },
      });
      expect(unknownField.status).toBe(400);
      expect((await call(app, 'GET', '/profile', { token: tokens.accessToken })).body).toMatchObject({
        firstName: 'Aroha',
        email: user.email,
      });
      expect(await userEvents(app, user.id)).toHaveLength(before);
    });

    it('needs a bearer token', async () => {
      expect((await call(app, 'POST', '/profile', { body: { firstName: 'A', lastName: 'B' } })).status).toBe(401);
    });
  });

  describe('POST /profile/change-password', () => {
    const change = (tokens: Tokens, body: Record<string, unknown>) =>
      call<Problem & { accessToken?: string; refreshToken?: string }>(app, 'POST', '/profile/change-password', {
        token: tokens.accessToken,
        body,
      });

    it('answers the spec’s message for each missing field, for passwords that differ and for a weak one', async () => {
      const { user, tokens } = await signedIn();
      const empty = await change(tokens, {});
      expect(empty.status).toBe(400);
      expect(empty.body.details).toEqual([
        { field: 'currentPassword', message: 'This field is required.' },
        { field: 'newPassword', message: 'Please input your password!' },
        { field: 'confirmPassword', message: 'Please confirm your password!' },
      ]);
      const differ = await change(tokens, {
        currentPassword: PASSWORD,
        newPassword: 'one long password',
        confirmPassword: 'two long passwords',
      });
      expect(differ.status).toBe(400);
      expect(differ.body.details).toEqual([
        { field: 'confirmPassword', message: 'The two passwords that you entered do not match!' },
      ]);
      // a new password of at least 8 characters, not among the most common (ASVS V6.2.1, V6.2.4)
      for (const [weak, message] of [
        ['short!', 'Password must be at least 8 characters.'],
        ['Sunshine1', 'This password is one of the most common ones, which are guessed first. Please choose another.'],
      ]) {
        const refused = await change(tokens, { currentPassword: PASSWORD, newPassword: weak, confirmPassword: weak });
        expect(refused.status).toBe(400);
        expect(refused.body.details).toEqual([{ field: 'newPassword', message }]);
      }
      await expect(login(app, user.email)).resolves.toHaveProperty('accessToken'); // unchanged
      const wrong = await change(tokens, {
        currentPassword: 'not it',
        newPassword: 'new one here',
        confirmPassword: 'new one here',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toEqual([{ field: 'currentPassword', message: 'The current password is not right.' }]);
    });

    it('changes the password, ends the other sessions and hands back a new one', async () => {
      const { user, tokens } = await signedIn();
      const other = await login(app, user.email);
      const changed = await change(tokens, {
        currentPassword: PASSWORD,
        newPassword: 'a longer new password',
        confirmPassword: 'a longer new password',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('success');
      expect(changed.body.accessToken).toEqual(expect.any(String));
      const stale = await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: other.refreshToken } });
      expect(stale.status).toBe(400);
      const fresh = await call(app, 'POST', '/account/refresh-token', {
        body: { refreshToken: changed.body.refreshToken },
      });
      expect(fresh.status).toBe(200);
      await expect(login(app, user.email)).rejects.toThrow('401');
      await expect(login(app, user.email, 'a longer new password')).resolves.toHaveProperty('accessToken');
    });
  });

  describe('POST /profile/change-pin', () => {
    it('takes exactly 4 digits and says so otherwise', async () => {
      const { user, tokens } = await signedIn('Employee');
      for (const pin of ['123', '12345', 'abcd', '', null]) {
        const answer = await call<Problem>(app, 'POST', '/profile/change-pin', {
          token: tokens.accessToken,
          body: { pin },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Please input 4 digit number!');
      }
      const ok = await call(app, 'POST', '/profile/change-pin', { token: tokens.accessToken, body: { pin: '0420' } });
      expect(ok).toEqual({ status: 200, body: { message: 'success' } });
      expect((await call(app, 'GET', '/profile', { token: tokens.accessToken })).body.hasPin).toBe(true);
      expect((await userEvents(app, user.id)).at(-1)).toMatchObject({ hasPin: true });
      expect(JSON.stringify(await userEvents(app, user.id))).not.toContain('0420');
    });
  });

  describe('photos: POST /api/avatars and GET /api/avatars/{fileName}', () => {
    it.each([
      ['png', PNG, 'image/png'],
      ['jpg', JPEG, 'image/jpeg'],
      ['gif', GIF, 'image/gif'],
      ['webp', WEBP, 'image/webp'],
    ])('stores a %s and serves it back with its content type', async (extension, bytes, type) => {
      const { tokens } = await signedIn();
      const uploaded = await upload<{ message: string; fileName: string }>(app, '/api/avatars', tokens.accessToken, {
        bytes,
        // the client's name and type count for nothing
        name: 'photo.bin',
        type: 'application/octet-stream',
      });
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.message).toBe('success');
      expect(uploaded.body.fileName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
      const served = await fetch(`${app.url}/api/avatars/${uploaded.body.fileName}`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));
    });

    it('sets the photo on the profile; an unknown file name is refused', async () => {
      const { tokens } = await signedIn();
      const { body } = await upload<{ fileName: string }>(app, '/api/avatars', tokens.accessToken, {
        bytes: PNG,
        name: 'me.png',
        type: 'image/png',
      });
      const saved = await call(app, 'POST', '/profile', {
        token: tokens.accessToken,
        body: { firstName: 'A', lastName: 'B', avatarFileName: body.fileName },
      });
      expect(saved.status).toBe(200);
      expect((await call(app, 'GET', '/profile', { token: tokens.accessToken })).body.avatarFileName).toBe(
        body.fileName,
      );
      const unknown = await call<Problem>(app, 'POST', '/profile', {
        token: tokens.accessToken,
        body: { firstName: 'A', lastName: 'B', avatarFileName: `${randomUUID()}.png` },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details?.[0]?.field).toBe('avatarFileName');
    });

    it('refuses a file that is not an image with 415, and one over 2 MB with 413', async () => {
      const { tokens } = await signedIn();
      const svg = await upload<Problem>(app, '/api/avatars', tokens.accessToken, {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'x.png',
        type: 'image/png',
      });
      expect(svg.status).toBe(415);
      expect(svg.body.message).toBe('Only PNG, JPEG, GIF and WebP images can be uploaded.');
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(PNG);
      const tooBig = await upload<Problem>(app, '/api/avatars', tokens.accessToken, {
        bytes: big,
        name: 'big.png',
        type: 'image/png',
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toBe('The image is larger than 2 MB.');
      const exactly = new Uint8Array(2 * 1024 * 1024);
      exactly.set(PNG);
      expect(
        (await upload(app, '/api/avatars', tokens.accessToken, { bytes: exactly, name: 'a.png', type: 'image/png' }))
          .status,
      ).toBe(201);
    });

    it('refuses a missing file or the wrong field name with 400', async () => {
      const { tokens } = await signedIn();
      const wrongField = await upload<Problem>(
        app,
        '/api/avatars',
        tokens.accessToken,
        { bytes: PNG, name: 'a.png', type: 'image/png' },
        'photo',
      );
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.message).toBe('Please choose an image and send it in the multipart field "avatar".');
      const none = await call<Problem>(app, 'POST', '/api/avatars', { token: tokens.accessToken, body: {} });
      expect(none.status).toBe(400);
    });

    it('needs a bearer token to upload or read, and answers 404 for a made-up name', async () => {
      const unauthenticated = await fetch(`${app.url}/api/avatars`, { method: 'POST', body: new FormData() });
      expect(unauthenticated.status).toBe(401);
      const { tokens } = await signedIn();
      for (const name of [`${randomUUID()}.png`, '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
        const answer = await call(app, 'GET', `/api/avatars/${name}`, { token: tokens.accessToken });
        expect(answer.status).toBe(404);
      }
    });
  });
});
