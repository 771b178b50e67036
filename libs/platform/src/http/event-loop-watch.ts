import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { AdmissionRegistry } from './admission.js';

/** How often the event loop's delay is looked at (and the figures started again). */
const WATCH_EVERY_MS = 10_000;
/** A p99 delay over this in a window is logged: every request waited about that long before it was even read. */
const DELAYED_P99_MS = 500;

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function delayOf(histogram: IntervalHistogram): EventLoopDelay {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return { p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) };
}

/**
 * Measures how late the event loop runs (perf_hooks' monitorEventLoopDelay): a request waits at least that long
 * before its first line of code runs, whatever the route. Every 10 s, when the p99 delay was over 500 ms, logs it
 * with each watched route's requests in flight and refused since the last warning (issue 9: where requests wait).
 * Answers the function that stops the watch; its timer does not keep the process alive.
 */
export function watchEventLoop(logger: Logger, registry: AdmissionRegistry): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let refusedBefore = new Map<string, number>();
  const timer = setInterval(() => {
    const delay = delayOf(histogram);
    histogram.reset();
    const admissions = registry.byName();
    const refusedNow = new Map([...admissions].map(([name, a]) => [name, a.refusedInFlight + a.refusedWaiting]));
    if (delay.p99Ms > DELAYED_P99_MS) {
      const routes = Object.fromEntries(
        [...admissions].map(([name, a]) => [
          name,
          { inFlight: a.inFlight, refused: (refusedNow.get(name) ?? 0) - (refusedBefore.get(name) ?? 0) },
        ]),
      );
      logger.warn(
        { eventLoopDelay: delay, routes },
        `event loop delayed: p99 ${delay.p99Ms} ms, max ${delay.maxMs} ms over the last ${WATCH_EVERY_MS / 1000} s`,
      );
    }
    refusedBefore = refusedNow;
  }, WATCH_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
