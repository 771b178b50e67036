// Review and revert of exceptions (spec 001 §4): one call per row; the whole fails when any call failed.
import type { TimeCardExceptionRow } from '@rollcall/api-client';
import { api } from '../api/client';
import { EXCEPTION_MESSAGES } from './exception-messages';

/** What GET /timesheet/hideException is sent for a row: what identifies its exception. */
export function hideQuery(row: TimeCardExceptionRow) {
  return {
    id: row.employeeId,
    fromT: row.date,
    scheduleIn: row.scheduleIn ?? '',
    scheduleOut: row.scheduleOut ?? '',
    actuaIn: row.actuaIn ?? '',
    actuaOut: row.actuaOut ?? '',
    exceptionType: row.actuaInException as Parameters<typeof api.hideException>[0]['query']['exceptionType'],
  };
}

/** Reviews (or reverts) each row with its own call; resolves with the text to show and whether all went. */
export async function reviewRows(
  rows: readonly TimeCardExceptionRow[],
  revert: boolean,
  call: (row: TimeCardExceptionRow) => Promise<unknown> = (row) =>
    revert ? api.showException({ query: { id: row.id } }) : api.hideException({ query: hideQuery(row) }),
): Promise<{ ok: boolean; text: string }> {
  const outcomes = await Promise.allSettled(rows.map((row) => call(row)));
  const ok = outcomes.every((o) => o.status === 'fulfilled');
  return { ok, text: reviewText(rows.length, revert, ok) };
}

/** The spec's success or failure text for one row or many. */
export function reviewText(count: number, revert: boolean, ok: boolean): string {
  const m = EXCEPTION_MESSAGES;
  const many = count > 1;
  if (revert) return ok ? (many ? m.revertedMany : m.reverted) : many ? m.revertManyFailed : m.revertFailed;
  return ok ? (many ? m.reviewedMany : m.reviewed) : many ? m.reviewManyFailed : m.reviewFailed;
}
