import { Type, type Static, type TObject, type TSchema } from 'typebox';

/** Field schemas several events share. */

export const isoInstant = Type.String({ format: 'date-time' });
/** YYYY-MM-DD, local to the employee or company */
export const localDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** HH:mm, local */
export const localTime = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A field added to a v1 payload after it was published, that v1's schema never checked: the type says what
 * producers write, and the schema still accepts any value, as it always did.
 */
export const uncheckedAddition = <T>() => Type.Optional(Type.Unsafe<T>({}));

/**
 * Objects whose fields v1 typed but did not check, only that the required ones are present: the type derives from
 * `schema`, and the check stays as v1 published it.
 */
export const presenceChecked = <T extends TObject>(schema: T) =>
  Type.Unsafe<Static<T>>({ type: 'object', required: schema.required });
