import { NotFoundException } from '@nestjs/common';
import {
  type Actor,
  NODE_NOT_MANAGED,
  type PeopleColumns,
  peopleScopeOf,
  scopeReachesNode,
  type SqlRunner,
} from '@rollcall/platform';
import { ForbiddenException } from '@nestjs/common';
import { REPORTING } from '../reporting.constants.js';

/** Where reporting checks whose rows a caller reaches: its read models of employees (`e`) and structure nodes. */
export const REPORT_SCOPE_COLUMNS: PeopleColumns = {
  employeeId: 'e.id',
  departmentId: 'e.department_id',
  nodes: `"${REPORTING}".departments`,
};

export const UNKNOWN_NODES = 'Some of the chosen structure nodes are not in your company.';

/**
 * The names of the chosen structure nodes, in the order given; refuses (404) a node that is not the caller's
 * company's, and (403) one a Supervisor does not manage.
 */
export async function reachableNodeNames(
  runner: SqlRunner,
  actor: Actor,
  nodeIds: readonly string[],
): Promise<string[]> {
  if (nodeIds.length === 0) return [];
  const rows = (await runner.query(
    `SELECT id, name FROM "${REPORTING}".departments WHERE id = ANY($1::uuid[]) AND company_id = $2`,
    [nodeIds, actor.companyId],
  )) as { id: string; name: string }[];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  if (nodeIds.some((id) => !names.has(id))) throw new NotFoundException(UNKNOWN_NODES);
  const scope = peopleScopeOf(actor);
  for (const id of nodeIds) {
    if (!(await scopeReachesNode(runner, scope, id, REPORT_SCOPE_COLUMNS.nodes))) {
      throw new ForbiddenException(NODE_NOT_MANAGED);
    }
  }
  return nodeIds.map((id) => names.get(id) ?? id);
}
