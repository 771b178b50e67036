// What the chaos run proves at the end, read from the services' own tables.

/** Unsent outbox rows per service schema. */
export async function unsentOutboxes(sql) {
  const schemas = (
    await sql.query(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox' ORDER BY 1`)
  ).rows.map((r) => r.table_schema);
  const unsent = {};
  for (const schema of schemas) {
    unsent[schema] = (
      await sql.query(`SELECT count(*)::int AS n FROM "${schema}".outbox WHERE sent_at IS NULL`)
    ).rows[0].n;
  }
  return unsent;
}

/**
 * Waits until every outbox is sent, calculation holds every stored punch and its queue is empty. Answers the
 * seconds it took, or null past the limit or as soon as `givenUp()` names a reason (a crashed service).
 */
export async function waitDrained(sql, companyId, limitMs, log, givenUp = () => null) {
  const started = Date.now();
  let last = '';
  for (;;) {
    const reason = givenUp();
    if (reason) {
      log?.(`draining given up: ${reason}`);
      return null;
    }
    const unsent = Object.values(await unsentOutboxes(sql)).reduce((a, b) => a + b, 0);
    const { stored, known, queued } = (
      await sql.query(
        `SELECT (SELECT count(*) FROM time_capture.punches WHERE company_id = $1)::int AS stored,
                (SELECT count(*) FROM calculation.punches WHERE company_id = $1)::int AS known,
                (SELECT count(*) FROM calculation.recalc_queue WHERE company_id = $1)::int AS queued`,
        [companyId],
      )
    ).rows[0];
    if (unsent === 0 && stored === known && queued === 0) return (Date.now() - started) / 1000;
    const state = `${unsent} events unsent, calculation has ${known} of ${stored} punches, ${queued} days queued`;
    if (state !== last && log) log(`draining: ${state}`);
    last = state;
    if (Date.now() - started > limitMs) return null;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Compares what was sent and acknowledged with what time capture stored and calculation knows.
 * sent: [{ devicePunchId, outcome }] (one entry per distinct punch, outcome of its last send).
 */
export async function punchLedger(sql, companyId, deviceIdPrefix, sent) {
  const stored = new Map();
  const rows = (
    await sql.query(
      `SELECT p.device_punch_id AS "devicePunchId", p.id, count(c.id)::int AS "inCalculation"
         FROM time_capture.punches p LEFT JOIN calculation.punches c ON c.id = p.id
        WHERE p.company_id = $1 AND p.device_id LIKE $2
        GROUP BY p.device_punch_id, p.id`,
      [companyId, `${deviceIdPrefix}%`],
    )
  ).rows;
  for (const row of rows) stored.set(row.devicePunchId, [...(stored.get(row.devicePunchId) ?? []), row]);
  const ledger = {
    sent: sent.length,
    acknowledged: 0,
    notAcknowledged: 0,
    storedOnce: 0,
    lost: 0,
    doubled: 0,
    answeredWithAnotherId: 0,
    storedNotAcknowledged: 0,
    storedNeverSent: 0,
    missingInCalculation: 0,
  };
  const sentIds = new Set();
  for (const { devicePunchId, outcome } of sent) {
    sentIds.add(devicePunchId);
    const copies = stored.get(devicePunchId) ?? [];
    if (outcome.acked) {
      ledger.acknowledged += 1;
      if (copies.length === 0) ledger.lost += 1;
      if (copies.length === 1) ledger.storedOnce += 1;
      if (copies.length > 1) ledger.doubled += copies.length - 1;
      if (copies.length >= 1 && !copies.some((c) => c.id === outcome.punchId)) ledger.answeredWithAnotherId += 1;
    } else {
      ledger.notAcknowledged += 1;
      if (copies.length) ledger.storedNotAcknowledged += 1;
    }
    ledger.missingInCalculation += copies.filter((c) => c.inCalculation === 0).length;
  }
  for (const id of stored.keys()) if (!sentIds.has(id)) ledger.storedNeverSent += 1;
  return ledger;
}

/** Every stored employee-day of the company: status, paid minutes, punch count and the whole result. */
export async function storedDays(sql, companyId) {
  const rows = (
    await sql.query(
      `SELECT employee_id || ' ' || date AS key, status, paid_minutes, punch_count, md5(result::text) AS result
         FROM calculation.calculated_days WHERE company_id = $1`,
      [companyId],
    )
  ).rows;
  return new Map(rows.map((r) => [r.key, r]));
}

/** Days whose totals (status, paid minutes, punch count) or whole result differ between two snapshots. */
export function compareDays(before, after) {
  const differ = { totals: [], result: 0, missingBefore: 0, missingAfter: 0 };
  for (const [key, day] of after) {
    const was = before.get(key);
    if (!was) {
      differ.missingBefore += 1;
      continue;
    }
    if (was.status !== day.status || was.paid_minutes !== day.paid_minutes || was.punch_count !== day.punch_count) {
      differ.totals.push({ day: key, stored: was, recalculated: day });
    }
    if (was.result !== day.result) differ.result += 1;
  }
  for (const key of before.keys()) if (!after.has(key)) differ.missingAfter += 1;
  return differ;
}
