import { UsageError } from '../api.js';
import { recalcBody } from './recalc.command.js';

const A = '3f0c6c1e-6a43-4f7e-9a43-1d2f7b0d9c11';
const B = '0b7e6a52-3c1d-4b8e-9f2a-5d6c7b8a9e01';

describe('rollcall recalc options', () => {
  it('builds the global recalculate body from repeated or comma-joined ids', () => {
    expect(recalcBody({ employee: [A, ` ${B}`], from: '2026-11-16', to: '2026-11-22' })).toEqual({
      employees: [A, B],
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(recalcBody({ employee: [`${A},${B}`], department: [A], from: '2026-11-16', to: '2026-11-16' })).toEqual({
      employees: [A, B],
      departments: [A],
      startDate: '2026-11-16',
      endDate: '2026-11-16',
    });
  });

  it('refuses a command line that names no one, a bad id or a bad range', () => {
    expect(() => recalcBody({ from: '2026-11-16', to: '2026-11-22' })).toThrow(
      new UsageError('--employee or --department is required'),
    );
    expect(() => recalcBody({ employee: ['42'], from: '2026-11-16', to: '2026-11-22' })).toThrow(
      /--employee must be an id/,
    );
    expect(() => recalcBody({ employee: [A], from: '2026-02-30', to: '2026-03-02' })).toThrow(
      '--from must be a date as YYYY-MM-DD (got "2026-02-30")',
    );
    expect(() => recalcBody({ employee: [A], from: '2026-11-22' })).toThrow('--to is required');
    expect(() => recalcBody({ employee: [A], from: '2026-11-22', to: '2026-11-16' })).toThrow(
      '--to must not be before --from',
    );
  });
});
