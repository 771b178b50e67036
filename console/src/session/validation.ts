// Field rules of the sign-in and recovery forms (spec 000 §5), as plain functions: undefined means valid.

export const messages = {
  emailEmpty: "Email can't be empty, please fill in a valid email here.",
  emailInvalid: 'Invalid Email address!',
  passwordEmpty: 'Wrong password or click Forgot password to reset it.',
} as const;

/** Something, '@', something, '.', then at least 2 characters, with no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function validateSignInEmail(email: string): string | undefined {
  if (email.trim() === '') return messages.emailEmpty;
  if (!isEmail(email.trim())) return messages.emailInvalid;
  return undefined;
}

export function validateSignInPassword(password: string): string | undefined {
  return password === '' ? messages.passwordEmpty : undefined;
}
