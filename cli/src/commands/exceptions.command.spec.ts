import type { TimeCardExceptionRow } from '@rollcall/api-client';
import { UsageError } from '../api.js';
import { exceptionsQuery, formatExceptions } from './exceptions.command.js';

const late: TimeCardExceptionRow = {
  id: 'a',
  employeeId: 'e1',
  clockId: 1001,
  employeeName: 'Aroha Ngata',
  date: '2026-11-20',
  scheduleIn: '08:00',
  scheduleOut: '16:30',
  actuaIn: '08:12',
  actuaOut: '16:30',
  actuaInException: 'LateArrival',
  minutes: 12,
  approver: null,
  shiftId: '2026-11-20#0',
};

describe('rollcall exceptions list', () => {
  it('reads the dates and the type (any case), AllException by default', () => {
    expect(exceptionsQuery({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      type: 'AllException',
    });
    expect(exceptionsQuery({ from: '2026-11-16', to: '2026-11-16', type: 'latearrival' }).type).toBe('LateArrival');
  });

  it('refuses missing or malformed dates, a reversed range and an unknown type', () => {
    expect(() => exceptionsQuery({ to: '2026-11-22' })).toThrow(new UsageError('--from is required'));
    expect(() => exceptionsQuery({ from: '16/11/2026', to: '2026-11-22' })).toThrow(
      '--from must be a date as YYYY-MM-DD (got "16/11/2026")',
    );
    expect(() => exceptionsQuery({ from: '2026-11-22', to: '2026-11-16' })).toThrow('--to must not be before --from');
    expect(() => exceptionsQuery({ from: '2026-11-16', to: '2026-11-22', type: 'Late' })).toThrow(
      /--type must be one of AllException, AllReviewed, EarlyArrival/,
    );
  });

  it('prints a table with the row date as DD/MM/YYYY, and a count', () => {
    const query = { startDate: '2026-11-16', endDate: '2026-11-22', type: 'AllException' as const };
    const lines = formatExceptions([late], query).trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^Clock ID\s+Employee Name\s+Date\s+Sch In\s+Sch Out\s+Actual In\s+Actual Out\s+Exception Type\s+Reviewed By$/,
    );
    expect(lines[2]).toMatch(/^1001\s+Aroha Ngata\s+20\/11\/2026\s+08:00\s+16:30\s+08:12\s+16:30\s+LateArrival$/);
    expect(lines[3]).toBe('1 exception from 2026-11-16 to 2026-11-22');
    expect(formatExceptions([], { ...query, type: 'AllReviewed' })).toBe(
      'No reviewed exceptions from 2026-11-16 to 2026-11-22.\n',
    );
  });
});
