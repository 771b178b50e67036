import { jest } from '@jest/globals';

/**
 * Starts this test process's clock (Date, and luxon through it) at `instant` and lets it run on at real speed;
 * timers stay real. The services under test run in this process, so their "today" (the current pay period, which
 * days are past) is the one the test's fixed dates were written for, whatever day the suite runs.
 */
export function clockStartsAt(instant: string): void {
  jest.useFakeTimers({
    now: new Date(instant),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
