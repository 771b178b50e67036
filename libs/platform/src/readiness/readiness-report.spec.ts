import { readinessReport, type ReadinessCheck } from './readiness-report.js';

const db = (service: string, ok: boolean): ReadinessCheck => ({
  service,
  check: 'database',
  ok,
  detail: ok ? 'a connection in 3 ms' : 'no database connection within 1 s',
});

describe('the readiness report', () => {
  it('is ready when every check passed', () => {
    expect(readinessReport([db('identity', true), db('reporting', true)], false)).toMatchObject({
      status: 'ready',
      message: 'Rollcall is ready.',
    });
  });

  it('is not ready when a check failed, naming each failing service in order', () => {
    const report = readinessReport([db('identity', false), db('organisation', true), db('reporting', false)], false);
    expect(report.status).toBe('not ready');
    expect(report.message).toBe(
      'Rollcall is not ready: identity: no database connection within 1 s; reporting: no database connection within 1 s.',
    );
  });

  it('is starting while a start-up step is under way, whatever else failed', () => {
    const seed: ReadinessCheck = { service: null, check: 'demo seed', ok: false, detail: 'creating the demo company' };
    const report = readinessReport([seed, db('identity', true)], true);
    expect(report).toMatchObject({ status: 'starting', message: 'Rollcall is starting (creating the demo company).' });
  });
});
