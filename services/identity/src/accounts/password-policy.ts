import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy } from 'class-validator';

/** ASVS 5.0 V6.2.1: at least 8 characters (15 recommended; a longer one is always welcome, up to 1024). */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones, which are guessed first. Please choose another.';

let common: Set<string> | null = null;

/** About 49,000 passwords seen most often in breaches (zxcvbn's list), compared without case. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** Why a password someone chooses may not be used (ASVS 5.0 V6.2.1, V6.2.4), or null. */
export function newPasswordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

/** A DTO field that sets a password: newPasswordProblem's rule (a missing one is the field's own message). */
export const NewPassword = (): PropertyDecorator =>
  ValidateBy({
    name: 'newPassword',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value === '' || newPasswordProblem(value) === null,
      defaultMessage: (args) => newPasswordProblem(String(args?.value ?? '')) ?? '',
    },
  });
