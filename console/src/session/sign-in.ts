import type { Profile, RollcallApi, TokenStore } from '@rollcall/api-client';
import { APP_TYPE } from '../config';

// The sign-in flow of spec 000 §4: store the tokens, fetch the profile, then either offer the role choice
// (carrying the redirect target) or go to the redirect target, falling back to home.

export interface Credentials {
  email: string;
  password: string;
}

export type AfterSignIn = { kind: 'selectRole'; redirect: string; roleName: string } | { kind: 'redirect'; to: string };

export async function signIn(api: RollcallApi, tokens: TokenStore, credentials: Credentials): Promise<AfterSignIn> {
  const pair = await api.login({
    body: { email: credentials.email.trim(), password: credentials.password, appType: APP_TYPE },
  });
  tokens.set(pair);
  let profile: Profile;
  try {
    profile = await api.getProfile();
  } catch (error) {
    tokens.set(null); // no half-open session: without a profile there is nowhere to go
    throw error;
  }
  const redirect = profile.redirectUrl || '/';
  if (profile.allowLoginAsEmployee) return { kind: 'selectRole', redirect, roleName: profile.roleName };
  return { kind: 'redirect', to: redirect };
}

/** The route of the role choice, carrying where to go afterwards. */
export function selectRoleRoute(redirect: string): string {
  return `/selectRole?${new URLSearchParams({ redirect }).toString()}`;
}
