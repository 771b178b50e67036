// Types for launch.mjs: distributed mode on one machine, one child process per service plus the gateway.
import type { ChildProcess } from 'node:child_process';

/** Absolute path of the repository root. */
export declare const REPO_ROOT: string;
/** The services, in port order (basePort + index). */
export declare const SERVICE_NAMES: readonly string[];
/** Absolute path of services/<name>/dist/main.js. */
export declare function mainOf(name: string): string;

export interface LaunchOptions {
  /** Environment of every child: DATABASE_URL, KAFKA_BROKERS and JWT_SECRET (≥ 32 characters) are required.
   *  EVENT_TRANSPORT=kafka, ROLLCALL_MODE=distributed, HOST=127.0.0.1 and each child's PORT are set over it. */
  env: Record<string, string | undefined>;
  /** The gateway's port; default 3000; 0 picks a free one. */
  gatewayPort?: number;
  /** The first service's port (the others follow in SERVICE_NAMES order); default 3101; 0 picks free ones. */
  basePort?: number;
  /** Receives every line the children print, prefixed with the child's name. Default: stdout. */
  log?: (line: string) => void;
  /** Called when a child exits other than through stopService() or stop() (a crash). */
  onExit?: (info: { name: string; code: number | null; signal: NodeJS.Signals | null }) => void;
  /** How long each child has to answer GET /health; default 120 000 ms. */
  healthTimeoutMs?: number;
}

export interface LaunchedService {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The current child process (a new one after startService). */
  readonly process: ChildProcess;
}

export interface DistributedSystem {
  /** http://127.0.0.1:<gateway port> */
  gatewayUrl: string;
  services: LaunchedService[];
  /** Stops one service: SIGTERM, then SIGKILL after 10 s; pass 'SIGKILL' to simulate a crash. */
  stopService(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped service again on the same port; resolves once it answers /health. */
  startService(name: string): Promise<void>;
  /** Stops the gateway, then every service (SIGTERM, SIGKILL after 10 s). Never rejects for a dead child.
   *  Resolves to how each process ended: exit code 0 is a clean stop. */
  stop(): Promise<{ name: string; code: number | null; signal: NodeJS.Signals | null }[]>;
}

/** Starts every service and then the gateway, resolving once each answers GET /health. On failure every child
 *  started so far is stopped and the error carries the failing child's last output lines. */
export declare function launchDistributed(options: LaunchOptions): Promise<DistributedSystem>;
