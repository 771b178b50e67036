// The time approvals area's calls on the generated client, with their query keys.
import type { TimeApprovalRow } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';
import { listQuery, type TimeApprovalsFilter } from './time-approvals-filter';

export const timeApprovalKeys = {
  all: ['time-approvals'] as const,
  counts: ['time-approvals', 'counts'] as const,
};

/** A row with the `id` the kit's select column reads (the pair's id). */
export type ApprovalRow = TimeApprovalRow & { id: string };

/** The pages of the search. */
export function timeApprovalPages(filter: TimeApprovalsFilter): PageSource<ApprovalRow> {
  return {
    key: [...timeApprovalKeys.all, filter],
    load: async (params) => {
      const page = await api.listTimeApprovals({ query: { ...params, ...listQuery(filter) } });
      return { ...page, rows: page.rows.map((r) => ({ ...r, id: r.punchPairId })) };
    },
  };
}

/** Approve (true) or disapprove the pairs. */
export function changeApproval(punchPairIds: string[], approved: boolean) {
  const body = { body: { punchPairIds } };
  return approved ? api.approveAllSelected(body) : api.unapproveAllSelected(body);
}
