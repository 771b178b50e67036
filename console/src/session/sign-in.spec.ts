import type { Profile, RollcallApi, TokenStore, Tokens } from '@rollcall/api-client';
import { signIn } from './sign-in';

function memoryTokens(): TokenStore & { value: Tokens | null } {
  return {
    value: null,
    get() {
      return this.value;
    },
    set(t) {
      this.value = t;
    },
  };
}

function fakeApi(profile: Partial<Profile> | Error): RollcallApi & { loginBodies: unknown[] } {
  const loginBodies: unknown[] = [];
  return {
    loginBodies,
    login: async (input: { body: unknown }) => {
      loginBodies.push(input.body);
      return { accessToken: 'a', refreshToken: 'r' };
    },
    getProfile: async () => {
      if (profile instanceof Error) throw profile;
      return profile as Profile;
    },
  } as unknown as RollcallApi & { loginBodies: unknown[] };
}

describe('sign-in flow', () => {
  it('stores the tokens, signs in as the web app, and goes to the redirect target', async () => {
    const tokens = memoryTokens();
    const api = fakeApi({ allowLoginAsEmployee: false, redirectUrl: '/dashboard', roleName: 'Admin' });
    await expect(signIn(api, tokens, { email: ' admin@demo.test ', password: 'pw' })).resolves.toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(api.loginBodies).toEqual([{ email: 'admin@demo.test', password: 'pw', appType: 'web' }]);
    expect(tokens.value).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('falls back to home without a redirect target', async () => {
    const api = fakeApi({ allowLoginAsEmployee: false, redirectUrl: null, roleName: 'Admin' });
    await expect(signIn(api, memoryTokens(), { email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('offers the role choice, carrying the redirect, when the person may also sign in as an employee', async () => {
    const api = fakeApi({ allowLoginAsEmployee: true, redirectUrl: '/timesheet/view', roleName: 'Supervisor' });
    await expect(signIn(api, memoryTokens(), { email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      kind: 'selectRole',
      redirect: '/timesheet/view',
      roleName: 'Supervisor',
    });
  });

  it('drops the tokens again when the profile cannot be read', async () => {
    const tokens = memoryTokens();
    await expect(signIn(fakeApi(new Error('down')), tokens, { email: 'a@b.co', password: 'pw' })).rejects.toThrow(
      'down',
    );
    expect(tokens.value).toBeNull();
  });
});
