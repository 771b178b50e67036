// JSON schema (draft 2020-12) of EngineResult and its validator, for checking what the engine (or a stored copy
// of its output) hands on. Minutes are whole numbers, never negative; instants carry their offset.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { madeOnFirstUse } from '../made-on-first-use.js';
import { EXCEPTION_TYPES } from './engine-input.js';
import { describeSchemaError } from './schema-error-text.js';
import { isIsoInstant, isLocalDate } from './engine-input-formats.js';
import type { EngineResult } from './engine-result.js';

/** A result that breaks the EngineResult contract. The message names the field path, e.g. `days[0].status`. */
export class EngineResultError extends Error {
  override readonly name = 'EngineResultError';

  constructor(
    message: string,
    /** The field path the message names (`days[0].shifts[1].paidMinutes`); `result` for the whole value. */
    readonly path: string = 'result',
  ) {
    super(message);
  }
}

type Schema = Record<string, unknown>;

const str: Schema = { type: 'string' };
const id: Schema = { type: 'string', minLength: 1 };
const minutes: Schema = { type: 'integer', minimum: 0 };
const instant: Schema = { type: 'string', format: 'iso-instant' };
const instantOrNull: Schema = { type: ['string', 'null'], format: 'iso-instant' };
const idOrNull: Schema = { type: ['string', 'null'], minLength: 1 };
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, required: string[]): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const payTypeAmount = object({ payTypeId: id, minutes, units: { type: 'number', minimum: 0 } }, ['payTypeId']);

const shift = object(
  {
    key: id,
    scheduled: {
      type: ['object', 'null'],
      properties: { start: instant, end: instant },
      required: ['start', 'end'],
      additionalProperties: false,
    },
    pairs: arrayOf(
      object({ inPunchId: idOrNull, outPunchId: idOrNull, paidFrom: instantOrNull, paidTo: instantOrNull, minutes }, [
        'inPunchId',
        'outPunchId',
        'paidFrom',
        'paidTo',
        'minutes',
      ]),
    ),
    breakDeductedMinutes: minutes,
    paidMinutes: minutes,
  },
  ['key', 'scheduled', 'pairs', 'breakDeductedMinutes', 'paidMinutes'],
);

const exception = object({ type: { type: 'string', enum: [...EXCEPTION_TYPES] }, shiftKey: id, punchId: id, minutes }, [
  'type',
]);

export const ENGINE_RESULT_SCHEMA: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://rollcall.dev/schemas/engine-result.json',
  title: 'EngineResult',
  ...object(
    {
      employeeId: id,
      days: arrayOf(
        object(
          {
            date: { type: 'string', format: 'local-date' },
            status: { type: 'string', enum: ['Working', 'OffDay', 'HOL', 'Absent', 'Leave', 'NoData'] },
            shifts: arrayOf(shift),
            payTypes: arrayOf(payTypeAmount),
            exceptions: arrayOf(exception),
            explain: arrayOf(str),
          },
          ['date', 'status', 'shifts', 'payTypes', 'exceptions', 'explain'],
        ),
      ),
      totals: arrayOf(payTypeAmount),
      alternativeHolidaysEarned: minutes,
    },
    ['employeeId', 'days', 'totals', 'alternativeHolidaysEarned'],
  ),
};

const FORMAT_WORDS: Record<string, string> = {
  'iso-instant': 'an ISO instant (e.g. 2026-04-05T09:00:00+12:00)',
  'local-date': 'a date YYYY-MM-DD',
};

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'a string',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

const schemaValidator = madeOnFirstUse(() => {
  const ajv = new Ajv2020({ allErrors: false, strict: true, strictTypes: false, allowUnionTypes: true });
  ajv.addFormat('iso-instant', { type: 'string', validate: isIsoInstant });
  ajv.addFormat('local-date', { type: 'string', validate: isLocalDate });
  return ajv.compile(ENGINE_RESULT_SCHEMA);
});

function describe(error: ErrorObject): EngineResultError {
  const { message, path } = describeSchemaError(error, { root: 'result', types: TYPE_WORDS, formats: FORMAT_WORDS });
  return new EngineResultError(message, path);
}

/** Checks a value against the EngineResult contract; throws an EngineResultError naming the first bad field. */
export function validateEngineResult(value: unknown): EngineResult {
  const validateSchema = schemaValidator();
  if (!validateSchema(value)) {
    const error = validateSchema.errors?.[0];
    throw error ? describe(error) : new EngineResultError('result is invalid');
  }
  return value as unknown as EngineResult;
}
