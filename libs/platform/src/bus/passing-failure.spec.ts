import { DatabaseBusyError } from '../database/database-pool.js';
import { isPassingFailure } from './passing-failure.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** TypeORM's QueryFailedError keeps PostgreSQL's error as driverError. */
const queryFailed = (code: string) => Object.assign(new Error('query failed'), { driverError: { code } });

describe('isPassingFailure', () => {
  it.each([
    ['the pool gave no connection in time', new DatabaseBusyError('calculation', new Error('timeout'))],
    ['PostgreSQL refused the connection', withCode('ECONNREFUSED')],
    ['a connection ended by a restart (57P01)', withCode('57P01')],
    ['PostgreSQL starting up (57P03)', queryFailed('57P03')],
    ['a serialization failure (40001)', queryFailed('40001')],
    ['a deadlock (40P01)', queryFailed('40P01')],
    ['a statement timeout (57014)', queryFailed('57014')],
    ['a lock not available (55P03)', queryFailed('55P03')],
    ['a connection terminated', new Error('Connection terminated unexpectedly')],
  ])('passes: %s', (_what, error) => {
    expect(isPassingFailure(error)).toBe(true);
  });

  it.each([
    ['a bug in the handler', new TypeError("Cannot read properties of undefined (reading 'employeeId')")],
    ['a check constraint (23514)', queryFailed('23514')],
    ['a value out of range (22003)', queryFailed('22003')],
    ['a missing column (42703)', queryFailed('42703')],
    ['something thrown that is no error', 'nope'],
  ])('does not pass: %s', (_what, error) => {
    expect(isPassingFailure(error)).toBe(false);
  });
});
