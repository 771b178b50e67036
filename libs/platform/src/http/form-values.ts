import type { TransformFnParams } from 'class-transformer';
import { ValidateBy } from 'class-validator';

// Legacy saves post forms (every value a string, repeated keys for lists), newer ones JSON: these transforms take
// either and give the DTO its real type, leaving anything they cannot read for the validators to refuse.

/** true/false from a boolean, "true"/"false", "1"/"0", "on"/"off" or "yes"/"no"; '' and null are false. */
export function toBoolean({ value }: TransformFnParams): unknown {
  if (typeof value === 'boolean') return value;
  if (value === null || value === '') return false;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(v)) return true;
    if (['false', '0', 'off', 'no'].includes(v)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}

/** A trimmed string; '' and null become null. */
export function toTrimmedOrNull({ value }: TransformFnParams): unknown {
  if (value === null || value === undefined) return value === null ? null : undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A trimmed string (kept empty, for "required" checks). */
export function toTrimmed({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A list from an array, a comma-joined string or one value; blanks dropped. */
export function toStringList({ value }: TransformFnParams): unknown {
  if (value === null || value === undefined || value === '') return value === undefined ? undefined : [];
  const parts: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
}

/** A number from a number or a numeric string; '' and null become null. */
export function toNumberOrNull({ value }: TransformFnParams): unknown {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * A non-blank string of at most `max` characters, as one check: the spec's message for a missing value (or the
 * one given), another naming the limit for an overlong one.
 */
export function RequiredText(options: { message?: string; max?: number } = {}): PropertyDecorator {
  const max = options.max ?? 1024;
  const missing = (value: unknown) => typeof value !== 'string' || value.trim().length === 0;
  return ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (value: unknown) => !missing(value) && (value as string).length <= max,
      defaultMessage: (args) =>
        missing(args?.value)
          ? (options.message ?? 'This field is required.')
          : `${args?.property ?? 'the value'} must be at most ${max} characters`,
    },
  });
}

/** The mobile app PIN: exactly 4 digits, a number or a string. */
export function FourDigitPin(): PropertyDecorator {
  return ValidateBy({
    name: 'fourDigitPin',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && /^\d{4}$/.test(value),
      defaultMessage: () => 'Please input 4 digit number!',
    },
  });
}

/** The spec's e-mail pattern: something, '@', something, '.', then at least 2 characters, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required e-mail: one message when it is missing, "Invalid Email address!" when it does not match. */
export function EmailAddress(missingMessage = 'This field is required.'): PropertyDecorator {
  const missing = (value: unknown) => typeof value !== 'string' || value.trim().length === 0;
  return ValidateBy({
    name: 'emailAddress',
    validator: {
      validate: (value: unknown) =>
        !missing(value) && (value as string).length <= 320 && EMAIL_PATTERN.test(value as string),
      defaultMessage: (args) => (missing(args?.value) ? missingMessage : 'Invalid Email address!'),
    },
  });
}
