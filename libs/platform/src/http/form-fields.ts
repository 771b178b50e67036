// Legacy saves arrive form-encoded (every value a string, lists as repeated keys or comma-joined), newer ones as
// JSON. These transforms turn both into the same typed values before class-validator checks them: a blank string
// means "cleared" (null), "true"/"false" are booleans, digits are numbers, "a,b" is a list.

import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

export const INVALID_EMAIL = 'Invalid Email address!';
export const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function blankToNull(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

/** Trimmed text; blank → null. */
export const FormText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    const v = blankToNull(value);
    return typeof v === 'string' ? v.trim() : v;
  });

/** Optional trimmed text of at most `max` characters; blank → null. */
export const OptionalText = (max = 200): PropertyDecorator =>
  applyDecorators(
    FormText(),
    IsOptional(),
    IsString({ message: '$property must be text' }),
    MaxLength(max, { message: '$property must be at most $constraint1 characters' }),
  );

/**
 * Text that may be left out (kept as it is) but not cleared: blank or null is "<field> is required.", one
 * message per field.
 */
export const KeptText = (max = 200): PropertyDecorator =>
  applyDecorators(
    FormText(),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined),
    ValidateBy({
      name: 'keptText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= max,
        defaultMessage: (args) =>
          typeof args?.value === 'string' && args.value.length > max
            ? `${args.property} must be at most ${max} characters`
            : `${args?.property ?? 'field'} is required.`,
      },
    }),
  );

/** A number from "12", "12.5" or 12; blank → null. Anything else is left for the validator to refuse. */
export const FormNumber = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    const v = blankToNull(value);
    if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
    return v;
  });

/** true from true, "true", "1", "on"; false from false, "false", "0", "off"; blank → null. */
export const FormBoolean = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    const v = blankToNull(value);
    if (v === 'true' || v === '1' || v === 'on') return true;
    if (v === 'false' || v === '0' || v === 'off') return false;
    return v;
  });

/** A list from an array, repeated form keys or a comma-joined string; blank or null → []. */
export const FormList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined) return undefined;
    if (value === null) return [];
    const items = Array.isArray(value) ? (value as unknown[]) : typeof value === 'string' ? value.split(',') : null;
    if (!items) return value;
    return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  });

/** Whether `zone` is an IANA time zone this runtime knows (aliases such as Asia/Calcutta included). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone, sorted, with UTC (some runtimes leave it out of supportedValuesOf). */
export function timeZones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort();
}

export const IsTimeZone = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isTimeZone',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isTimeZone(value),
        defaultMessage: (args) =>
          `${args?.property ?? 'timeZoneId'} must be an IANA time zone such as Pacific/Auckland`,
      },
    },
    options,
  );

/** A real calendar date written YYYY-MM-DD. */
export const IsLocalDate = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isLocalDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !LOCAL_DATE.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
        },
        defaultMessage: (args) => `${args?.property ?? 'date'} must be a date written YYYY-MM-DD`,
      },
    },
    options,
  );
