import { ApiError, type ReadyAnswer, type RollcallApi } from '@rollcall/api-client';
import { fetchReadiness, readinessPollMs } from './readiness';

const STARTING: ReadyAnswer = {
  status: 'starting',
  message: 'Rollcall is starting (creating the demo company).',
  checks: [{ service: null, check: 'demo seed', ok: false, detail: 'creating the demo company' }],
};

const answering = (ready: RollcallApi['ready']): Pick<RollcallApi, 'ready'> => ({ ready });

describe('the app readiness the console goes by', () => {
  it('reads the report from a 200 and from a 503', async () => {
    const ready: ReadyAnswer = { status: 'ready', message: 'Rollcall is ready.', checks: [] };
    await expect(fetchReadiness(answering(async () => ready))).resolves.toEqual(ready);
    const unavailable = new ApiError(503, 'Service Unavailable', undefined, STARTING);
    await expect(
      fetchReadiness(
        answering(async () => {
          throw unavailable;
        }),
      ),
    ).resolves.toEqual(STARTING);
  });

  it('has none when the server gives no report (unreachable, or an older server)', async () => {
    const cases = [
      new ApiError(0, 'Something went wrong.'),
      new ApiError(404, 'Not Found', undefined, { statusCode: 404 }),
    ];
    for (const error of cases) {
      await expect(
        fetchReadiness(
          answering(async () => {
            throw error;
          }),
        ),
      ).resolves.toBeNull();
    }
  });

  it('asks every second while starting, and stops once ready or not starting', () => {
    expect(readinessPollMs(STARTING)).toBe(1000);
    expect(readinessPollMs({ ...STARTING, status: 'ready' })).toBe(false);
    expect(readinessPollMs({ ...STARTING, status: 'not ready' })).toBe(false);
    expect(readinessPollMs(null)).toBe(false);
  });
});
