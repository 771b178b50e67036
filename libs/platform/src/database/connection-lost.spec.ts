import { isConnectionLost } from './connection-lost.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a connection PostgreSQL ended or that went away under a query', () => {
    expect(isConnectionLost(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('q'), { driverError: { code: '08006' } }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(Object.assign(new Error('released'), { name: 'QueryRunnerProviderAlreadyReleasedError' })),
    ).toBe(true);
  });

  it("knows pg's and TypeORM's errors for a query given to a connection that had already failed", () => {
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('released'), { name: 'QueryRunnerAlreadyReleasedError' }))).toBe(
      true,
    );
  });

  it('leaves other failures alone: a constraint, a syntax error, anything not an Error', () => {
    expect(isConnectionLost(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isConnectionLost(withCode('42601', 'syntax error'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
