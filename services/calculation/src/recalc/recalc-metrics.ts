import { Injectable } from '@nestjs/common';

export interface EngineRun {
  employeeId: string;
  from: string;
  to: string;
}

const KEEP_RUNS = 1000;

/** Counters of the recalculation work since start, for tests, the benchmark and logs. */
@Injectable()
export class RecalcMetrics {
  /** worker batches taken from the queue */
  batches = 0;
  /** engine runs (one per employee and span) */
  engineRuns = 0;
  /** employee-days the engine produced */
  daysCalculated = 0;
  /** of those, days whose stored result changed (each published as calc.day.calculated.v1) */
  daysChanged = 0;
  /** days left as they were because they lie in a closed pay period */
  daysInClosedPeriods = 0;
  /** days after an engine run calculated because the run's last day changed (a change followed past its run) */
  followedDays = 0;
  /** engine runs that failed (bad input); the employee's days stay as they were */
  failures = 0;
  /**
   * Milliseconds spent by worker batches in all (commit included), taking rows off the queue, loading read
   * models, in the engine, and writing results and events.
   */
  readonly timings = { batchMs: 0, pickMs: 0, loadMs: 0, engineMs: 0, writeMs: 0 };
  /** the last engine runs, newest last */
  readonly recentRuns: EngineRun[] = [];

  recordRun(run: EngineRun): void {
    this.engineRuns += 1;
    this.recentRuns.push(run);
    if (this.recentRuns.length > KEEP_RUNS) this.recentRuns.splice(0, this.recentRuns.length - KEEP_RUNS);
  }

  /** Engine runs for one employee among the recent ones. */
  runsOf(employeeId: string): EngineRun[] {
    return this.recentRuns.filter((r) => r.employeeId === employeeId);
  }
}
