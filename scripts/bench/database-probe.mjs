// What the bench reads from PostgreSQL beside the HTTP figures: connections idle in a transaction, and whether
// the event pipeline has caught up (every outbox sent, the recalculation queue empty).
import pg from 'pg';

export async function openProbe(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'rollcall-bench-probe' });
  await client.connect();
  const outboxes = (
    await client.query(
      `SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox' ORDER BY table_schema`,
    )
  ).rows.map((r) => r.table_schema);

  /** Connections of the app (not this probe) by state, and those idle in a transaction by service. */
  async function connections() {
    const { rows } = await client.query(
      `SELECT application_name AS app, state, count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'rollcall-%'
        GROUP BY 1, 2`,
    );
    const idleInTransaction = rows.filter((r) => r.state === 'idle in transaction');
    return {
      total: rows.reduce((sum, r) => sum + r.n, 0),
      idleInTransaction: idleInTransaction.reduce((sum, r) => sum + r.n, 0),
      idleInTransactionBy: Object.fromEntries(idleInTransaction.map((r) => [r.app.replace('rollcall-', ''), r.n])),
    };
  }

  /** Unsent outbox rows (all services) and queued recalculations. */
  async function backlog() {
    const unsent = outboxes.map((s) => `(SELECT count(*) FROM "${s}".outbox WHERE sent_at IS NULL)`).join(' + ');
    const { rows } = await client.query(
      `SELECT (${unsent || '0'})::int AS unsent, (SELECT count(*) FROM calculation.recalc_queue)::int AS queued`,
    );
    return rows[0];
  }

  /** Waits until the backlog is empty twice in a row; answers the seconds it took, or null past the limit. */
  async function settle(limitSeconds) {
    const started = Date.now();
    let emptyOnce = false;
    while (Date.now() - started < limitSeconds * 1000) {
      const { unsent, queued } = await backlog();
      if (unsent === 0 && queued === 0) {
        if (emptyOnce) return Math.round((Date.now() - started) / 100) / 10;
        emptyOnce = true;
      } else emptyOnce = false;
      await new Promise((r) => setTimeout(r, 250));
    }
    return null;
  }

  /** Samples connections every 250 ms until stop() is called; answers the most idle-in-transaction seen. */
  function watch() {
    let most = 0;
    let running = true;
    const loop = (async () => {
      while (running) {
        most = Math.max(most, (await connections()).idleInTransaction);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    return {
      async stop() {
        running = false;
        await loop;
        return most;
      },
    };
  }

  /**
   * Samples every second until stop() is called, and answers the most seen of: time capture's unpublished events and
   * how long the oldest of them had waited (the outbox relay's lag: punches and edits reach calculation through it),
   * and the recalculation queue's employee-days and how long the oldest had waited.
   */
  function watchLag() {
    const most = { unsent: 0, relayLagMs: 0, queued: 0, queueWaitMs: 0 };
    let running = true;
    const loop = (async () => {
      while (running) {
        const { rows } = await client.query(
          `SELECT (SELECT count(*) FROM time_capture.outbox WHERE sent_at IS NULL)::int AS unsent,
                  (SELECT coalesce(extract(epoch FROM now() - min(occurred_at)) * 1000, 0)
                     FROM time_capture.outbox WHERE sent_at IS NULL)::int AS "relayLagMs",
                  (SELECT count(*) FROM calculation.recalc_queue)::int AS queued,
                  (SELECT coalesce(extract(epoch FROM now() - min(enqueued_at)) * 1000, 0)
                     FROM calculation.recalc_queue)::int AS "queueWaitMs"`,
        );
        for (const key of Object.keys(most)) most[key] = Math.max(most[key], rows[0][key]);
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    return {
      async stop() {
        running = false;
        await loop;
        return most;
      },
    };
  }

  return {
    connections,
    backlog,
    settle,
    watch,
    watchLag,
    query: (sql, params) => client.query(sql, params),
    close: () => client.end(),
  };
}
