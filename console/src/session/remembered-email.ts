// Remember me: the e-mail entered at sign-in is kept in local browser storage, or removed when unticked.

const KEY = 'rollcall.rememberedEmail';

export function rememberedEmail(): string {
  return window.localStorage.getItem(KEY) ?? '';
}

export function rememberEmail(email: string | null): void {
  if (email) window.localStorage.setItem(KEY, email);
  else window.localStorage.removeItem(KEY);
}
