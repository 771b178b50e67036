// Types for chaos-run.mjs: the fault run of `npm run chaos` and of the flow tier's small version.

export type FaultName = 'kafka' | 'calculation' | 'postgres';

export interface ChaosOptions {
  /** kiosk punches sent while the faults happen; default 100 000 */
  punches?: number;
  /** distinct punches of the replay, each sent three times in shuffled order; 0 skips it; default 10 000 */
  replay?: number;
  /** employees of the seeded company (clock ids from 4242); default 100 */
  employees?: number;
  /** days back from yesterday the punches fall on; default 10 */
  days?: number;
  /** punches in flight at once; default 32 */
  concurrency?: number;
  /** injected in this order, evenly spread over the punches; default all three */
  faults?: FaultName[];
  /** how long each broken part stays down; default 5 000 ms */
  downMs?: number;
  /** PostgreSQL without fsync (tests); default false */
  fastDatabase?: boolean;
  /** longest wait for the outboxes and recalculation to drain; default 20 minutes */
  drainLimitMs?: number;
  /** more environment for every child (the flow tier sets DB_POOL_SIZE=1) */
  env?: Record<string, string>;
  /** the run's own lines, each prefixed with the seconds since it began */
  log?: (line: string) => void;
  /** every line the children print */
  childLog?: (line: string) => void;
}

export interface PunchLedger {
  sent: number;
  acknowledged: number;
  notAcknowledged: number;
  storedOnce: number;
  lost: number;
  doubled: number;
  answeredWithAnotherId: number;
  storedNotAcknowledged: number;
  storedNeverSent: number;
  missingInCalculation: number;
}

export interface ChaosResult {
  /** seconds since the run began: services up (startSeconds), after the first drain, the full recalculation, the replay */
  phases: { startSeconds?: number; drainedAt?: number; recalculatedAt?: number; replayedAt?: number };
  punches: number;
  employees: number;
  concurrency: number;
  faults: { fault: FaultName; atPunch: number; seconds: number }[];
  /** children that exited by themselves */
  crashes: string[];
  send: { seconds: number; perSecond: number; attempts: number; retriedFoundStored: number };
  /** seconds from the last acknowledgement until everything was published and calculated; null past the limit */
  drainedSeconds: number | null;
  ledger: PunchLedger;
  /** unsent outbox rows per service schema */
  outboxes: Record<string, number>;
  recalc: {
    days: number;
    /** employee-days POST /api/recalculation/verify checked, and those it found differing */
    verifierDays: number;
    verifierDiffering: number;
    totalsDiffer: number;
    resultsDiffer: number;
    notStoredBefore: number;
    goneAfter: number;
    examples: unknown[];
  };
  replay: (PunchLedger & { requests: number; answersDisagree: number; createdAnswers: number }) | null;
}

export declare function runChaos(options?: ChaosOptions): Promise<ChaosResult>;

/** The environment of a child process: this one's, without jest's --experimental-vm-modules, and `extra` over it. */
export declare function childEnv(extra: Record<string, string | undefined>): Record<string, string | undefined>;

/** Seeds the flow company through seed-distributed (DATABASE_URL and KAFKA_BROKERS in `env`). */
export declare function runSeed(
  env: Record<string, string | undefined>,
  employees: number,
  childLog: (line: string) => void,
  admin?: { email: string; password: string },
): Promise<{ companyId: string; deviceToken: string; employeeId: string; clockIds: number[] }>;
