import { EMAIL_PATTERN } from '@rollcall/platform';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MOBILE_MAX = 30;

export interface KioskContactInput {
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}

/** The spec's e-mail format: text, '@', text, '.', at least 2 characters, no spaces. */
export function isContactEmail(email: string): boolean {
  return email.length <= CONTACT_EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/** Every problem of a contact, one sentence each; empty when it can be saved. */
export function kioskContactProblems(input: KioskContactInput): string[] {
  const problems: string[] = [];
  const required = (value: string | null | undefined, name: string, max: number): void => {
    const text = value?.trim() ?? '';
    if (text === '') problems.push(`${name} is required.`);
    else if (text.length > max) problems.push(`${name} must be at most ${max} characters`);
  };
  required(input.firstname, 'firstname', CONTACT_NAME_MAX);
  required(input.lastname, 'lastname', CONTACT_NAME_MAX);
  required(input.email, 'email', CONTACT_EMAIL_MAX);
  const email = input.email?.trim() ?? '';
  if (email !== '' && !isContactEmail(email)) problems.push('Invalid Email address!');
  const mobile = input.mobile?.trim() ?? '';
  if (mobile.length > CONTACT_MOBILE_MAX) problems.push(`mobile must be at most ${CONTACT_MOBILE_MAX} characters`);
  return problems;
}
