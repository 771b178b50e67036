import { afterAll } from '@jest/globals';
import pg from 'pg';

/**
 * Fails an integration file in which statements were sent to a connection still running others, e.g. queries of one
 * transaction in Promise.all. A transaction's statements must run in order on its one connection; pg 8 queues them
 * with a deprecation warning (which a test file cannot hear: jest gives it a process object of its own) and pg 9
 * will refuse them. The check is pg's own, made before the statement joins the queue.
 */
interface PgClientInternals {
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const overlapping: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: PgClientInternals, ...args: unknown[]) {
  if (!Array.isArray(this._queryQueue)) throw new Error('pg no longer has Client._queryQueue: update this check');
  if (this._queryQueue.length > 0 && !this.pipeline) overlapping.push(new Error('overlapping statement').stack ?? '');
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

afterAll(() => {
  pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
  if (overlapping.length > 0) {
    throw new Error(`statements were sent to a connection still running another:\n${overlapping[0]}`);
  }
});
