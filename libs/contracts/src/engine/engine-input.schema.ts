// JSON schema (draft 2020-12) of EngineInput and its validator. The schema checks shapes and formats; a few
// rules that span fields (range order, unique ids, a section ending after it starts) are checked after it.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { madeOnFirstUse } from '../made-on-first-use.js';
import { describeSchemaError, toFieldPath } from './schema-error-text.js';
import { EXCEPTION_TYPES, type EngineInput } from './engine-input.js';
import { EngineInputError } from './engine-input-error.js';
import { isHourMinute, isIsoInstant, isLocalDate, isTimeZone } from './engine-input-formats.js';

type Schema = Record<string, unknown>;

const str: Schema = { type: 'string' };
const id: Schema = { type: 'string', minLength: 1 };
const bool: Schema = { type: 'boolean' };
const num: Schema = { type: 'number', minimum: 0 };
const int = (minimum: number, maximum?: number): Schema => ({
  type: 'integer',
  minimum,
  ...(maximum === undefined ? {} : { maximum }),
});
const instant: Schema = { type: 'string', format: 'iso-instant' };
const date: Schema = { type: 'string', format: 'local-date' };
const hhmm: Schema = { type: 'string', format: 'hh-mm' };
const oneOf = (...values: string[]): Schema => ({ type: 'string', enum: values });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, required: string[]): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const breakCalculationType = oneOf('None', 'HoursAtWork', 'TimeOfDay');

const payGroupFields: Record<string, Schema> = {
  period: oneOf('Weekly', 'Fortnightly', 'Monthly', 'Bimonthly'),
  startTime: str,
  startDayOfMonth: int(1, 31),
  timeZoneId: { type: 'string', format: 'time-zone' },
  breakCalculationType,
  workTime: num,
  breakStartTime: hhmm,
  breakTime: num,
  clockOutForBreaks: bool,
  minimumBreak: bool,
  breakTimeException: num,
  punchPairCompletionTime: num,
  shiftThreshold: num,
  graceTimeIn: num,
  graceTimeOut: num,
  earlyArrivalThreshold: num,
  lateDepartureThreshold: num,
  acceptEA: bool,
  acceptLD: bool,
  payOnFinishDay: bool,
  convertUnit: num,
  skipHoliday: bool,
  skipUnscheduleDay: bool,
  durationBySchedule: bool,
  overtimeCalculationType: oneOf('None', 'Daily', 'Weekly', 'PayPeriod'),
  dailyOvertimeThreshold: num,
  includePaidLeavesInOvertimeThreshold: bool,
  useStandardHoursAsPeriodOvertimeThreshold: bool,
  periodOvertimeThreshold: num,
  periodOvertimeCode: str,
  supervisorMAOT: bool,
  hideApproveOT: bool,
  skipException: bool,
  approvedUnscheduledWork: bool,
  punchPairWitoutSchedule: bool,
  calculatePublicHoliday: bool,
  phlAbsent: bool,
  enablePublicHolidayLeave: bool,
  calculatePublicHolidayLeaveBySchedule: bool,
  calculateAlternativeHoliday: bool,
  calculateAlternativeHolidayOnSchedule: bool,
};
const payGroupOptional = new Set([
  'startDayOfMonth',
  'timeZoneId',
  'breakStartTime',
  'dailyOvertimeThreshold',
  'periodOvertimeThreshold',
  'periodOvertimeCode',
]);

const section = object(
  {
    start: hhmm,
    end: hhmm,
    startType: oneOf('Previous', 'Today'),
    endType: oneOf('Today', 'NextDay'),
    breakMinutes: num,
    lunchWorkingThrough: bool,
    overrideBreakCalculation: bool,
    breakCalculationType,
    breakTriggerHours: num,
    breakStartTime: hhmm,
    overridePayGroup: bool,
    allowOT: bool,
    allowEA: bool,
    allowLD: bool,
    positionId: str,
    jobId: str,
    taskId: str,
    skillIds: arrayOf(id),
  },
  ['start', 'end'],
);

export const ENGINE_INPUT_SCHEMA: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://rollcall.dev/schemas/engine-input.json',
  title: 'EngineInput',
  ...object(
    {
      asOf: instant,
      timeZone: { type: 'string', format: 'time-zone' },
      range: object({ from: date, to: date }, ['from', 'to']),
      employee: object({ id, standardHours: num, guaranteedHours: num, skillIds: arrayOf(id) }, ['id']),
      payGroup: object(
        payGroupFields,
        Object.keys(payGroupFields).filter((k) => !payGroupOptional.has(k)),
      ),
      payTypes: arrayOf(
        object(
          {
            id,
            code: str,
            isOvertime: bool,
            payRateFactor: num,
            isLeave: bool,
            paidLeave: bool,
            isAllowance: bool,
            role: oneOf('ordinary', 'overtime', 'publicHoliday', 'publicHolidayLeave', 'alternativeHoliday'),
          },
          ['id', 'code'],
        ),
      ),
      rounding: {
        type: ['object', 'null'],
        properties: {
          rules: arrayOf(object({ from: int(0, 59), to: int(0, 59), value: int(0, 60) }, ['from', 'to', 'value'])),
        },
        required: ['rules'],
        additionalProperties: false,
      },
      holidays: arrayOf(
        object({ date, alterdate: { type: ['string', 'null'], format: 'local-date' }, name: str }, ['date', 'name']),
      ),
      schedule: arrayOf(object({ date, offDay: bool, sections: arrayOf(section) }, ['date', 'offDay', 'sections'])),
      punches: arrayOf(
        object({ id, at: instant, source: str, positionId: str, jobId: str, taskId: str }, ['id', 'at']),
      ),
      leaves: arrayOf(
        object(
          {
            id,
            payTypeId: id,
            status: oneOf('Pending', 'Approved', 'Declined', 'Cancelled'),
            fromDate: date,
            toDate: date,
            fromTime: hhmm,
            toTime: hhmm,
            byWorkHours: bool,
            scheduledDuration: bool,
            hoursPerDay: num,
            skip: bool,
            skipUnscheduled: bool,
          },
          ['id', 'payTypeId', 'status', 'fromDate', 'toDate'],
        ),
      ),
      approvals: arrayOf(object({ shiftKey: id, punchId: id, overtimeApproved: bool, unscheduledApproved: bool }, [])),
      skills: arrayOf(
        object(
          {
            id,
            allowancePayTypeId: id,
            calculation: oneOf('eitherOnePerShift', 'hoursWorkedForDay', 'hoursWorkedForShift'),
          },
          ['id', 'allowancePayTypeId', 'calculation'],
        ),
      ),
      exceptionSettings: object(
        {
          earlyArrivalMinutes: num,
          lateDepartureMinutes: num,
          enabled: {
            type: 'object',
            propertyNames: { enum: [...EXCEPTION_TYPES] },
            additionalProperties: bool,
          },
        },
        ['earlyArrivalMinutes', 'lateDepartureMinutes', 'enabled'],
      ),
    },
    [
      'asOf',
      'timeZone',
      'range',
      'employee',
      'payGroup',
      'payTypes',
      'holidays',
      'schedule',
      'punches',
      'leaves',
      'exceptionSettings',
    ],
  ),
};

const FORMAT_WORDS: Record<string, string> = {
  'iso-instant': 'an ISO instant (e.g. 2026-04-05T09:00:00+12:00)',
  'local-date': 'a date YYYY-MM-DD',
  'hh-mm': 'a time HH:mm',
  'time-zone': 'an IANA time zone (e.g. Pacific/Auckland)',
};

const schemaValidator = madeOnFirstUse(() => {
  const ajv = new Ajv2020({ allErrors: false, strict: true, strictTypes: false, allowUnionTypes: true });
  ajv.addFormat('iso-instant', { type: 'string', validate: isIsoInstant });
  ajv.addFormat('local-date', { type: 'string', validate: isLocalDate });
  ajv.addFormat('hh-mm', { type: 'string', validate: isHourMinute });
  ajv.addFormat('time-zone', { type: 'string', validate: isTimeZone });
  return ajv.compile(ENGINE_INPUT_SCHEMA);
});

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'an integer',
  string: 'a string',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function describe(error: ErrorObject): EngineInputError {
  if (error.propertyName !== undefined) {
    const path = toFieldPath(error.instancePath, 'input');
    const field = path === 'input' ? error.propertyName : `${path}.${error.propertyName}`;
    return new EngineInputError(`${field} is not an exception type (one of ${EXCEPTION_TYPES.join(', ')})`, field);
  }
  const { message, path } = describeSchemaError(error, { root: 'input', types: TYPE_WORDS, formats: FORMAT_WORDS });
  return new EngineInputError(message, path);
}

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Rules across fields that a JSON schema cannot say. */
function checkCrossFieldRules(input: EngineInput): void {
  if (input.range.to < input.range.from) {
    throw new EngineInputError(
      `range.to (${input.range.to}) must not be before range.from (${input.range.from})`,
      'range.to',
    );
  }
  const dates = new Map<string, number>();
  input.schedule.forEach((day, d) => {
    const first = dates.get(day.date);
    if (first !== undefined) {
      throw new EngineInputError(
        `schedule[${d}].date ${day.date} repeats schedule[${first}].date`,
        `schedule[${d}].date`,
      );
    }
    dates.set(day.date, d);
    day.sections.forEach((s, i) => {
      const start = (s.startType === 'Previous' ? -1440 : 0) + minutesOf(s.start);
      const end = (s.endType === 'NextDay' ? 1440 : 0) + minutesOf(s.end);
      if (end <= start) {
        const path = `schedule[${d}].sections[${i}].end`;
        throw new EngineInputError(
          `${path} (${s.end}) must be after the start (${s.start}); an overnight section needs endType NextDay`,
          path,
        );
      }
    });
  });
  const punchIds = new Map<string, number>();
  input.punches.forEach((punch, i) => {
    const first = punchIds.get(punch.id);
    if (first !== undefined) {
      throw new EngineInputError(`punches[${i}].id ${punch.id} repeats punches[${first}].id`, `punches[${i}].id`);
    }
    punchIds.set(punch.id, i);
  });
  input.approvals?.forEach((approval, i) => {
    if (approval.shiftKey === undefined && approval.punchId === undefined) {
      throw new EngineInputError(`approvals[${i}] must name a shiftKey or a punchId`, `approvals[${i}]`);
    }
  });
  input.leaves.forEach((leave, i) => {
    if (leave.toDate < leave.fromDate) {
      throw new EngineInputError(`leaves[${i}].toDate must not be before leaves[${i}].fromDate`, `leaves[${i}].toDate`);
    }
  });
  const rules = input.rounding?.rules ?? [];
  rules.forEach((rule, i) => {
    if (rule.to < rule.from) {
      throw new EngineInputError(
        `rounding.rules[${i}].to must not be less than rounding.rules[${i}].from`,
        `rounding.rules[${i}].to`,
      );
    }
    const j = rules.findIndex((other, k) => k < i && other.from <= rule.to && rule.from <= other.to);
    const other = rules[j];
    if (other) {
      throw new EngineInputError(
        `rounding.rules[${i}] overlaps rounding.rules[${j}] (minutes ${rule.from}–${rule.to} and ${other.from}–${other.to})`,
        `rounding.rules[${i}]`,
      );
    }
  });
}

/** Checks a value against the EngineInput contract; throws an EngineInputError naming the first bad field. */
export function validateEngineInput(value: unknown): EngineInput {
  const validateSchema = schemaValidator();
  if (!validateSchema(value)) {
    const error = validateSchema.errors?.[0];
    throw error ? describe(error) : new EngineInputError('input is invalid');
  }
  const input = value as unknown as EngineInput;
  checkCrossFieldRules(input);
  return input;
}
