import { ForbiddenException } from '@nestjs/common';
import { PEOPLE_REACH } from '@rollcall/contracts';
import type { Actor } from './actor.js';

/** Whose employee records the caller sees in full, from their token alone (the same in every service). */
export type PeopleScope =
  | { reach: 'company' }
  | { reach: 'managed'; employeeId: string | null; nodeIds: string[] }
  | { reach: 'self'; employeeId: string | null };

export function peopleScopeOf(actor: Actor): PeopleScope {
  switch (PEOPLE_REACH[actor.role]) {
    case 'company':
      return { reach: 'company' };
    case 'managed':
      return { reach: 'managed', employeeId: actor.employeeId, nodeIds: actor.managedNodeIds };
    case 'self':
      return { reach: 'self', employeeId: actor.employeeId };
  }
}

export const OUTSIDE_OWN_RECORD = 'You can only see your own employee record.';
export const OUTSIDE_MANAGED_NODES = 'You can only see employees of the structure nodes you manage.';
export const NODE_NOT_MANAGED = 'You can only choose structure nodes you manage.';

/** The 403 for an employee the caller's scope does not reach. */
export function outsideScope(scope: PeopleScope): ForbiddenException {
  return new ForbiddenException(scope.reach === 'managed' ? OUTSIDE_MANAGED_NODES : OUTSIDE_OWN_RECORD);
}

/** Where a service keeps what the scope is checked against: its own tables or read models. */
export interface PeopleColumns {
  /** the employee id of the row */
  employeeId: string;
  /** the structure node the employee sits in */
  departmentId: string;
  /** the service's table (or read model) of structure nodes, with `id` and `parent_id` */
  nodes: string;
}

/**
 * A SQL condition that keeps the rows of people the scope reaches; its values are appended to `params`. A managed
 * node reaches every node beneath it, however deep, as the service's node table says now.
 */
export function peopleScopeCondition(scope: PeopleScope, at: PeopleColumns, params: unknown[]): string {
  if (scope.reach === 'company') return 'TRUE';
  params.push(scope.employeeId);
  const own = `${at.employeeId} = $${params.length}::uuid`;
  if (scope.reach === 'self') return scope.employeeId ? own : 'FALSE';
  return `(${own} OR ${at.departmentId} IN (${managedNodesSql(scope, at.nodes, params)}))`;
}

/** A SQL condition that holds when the node is one the scope manages, or beneath one. Company scope: always. */
export function managedNodeCondition(scope: PeopleScope, node: string, nodes: string, params: unknown[]): string {
  if (scope.reach === 'company') return 'TRUE';
  if (scope.reach === 'self') return 'FALSE';
  return `${node} IN (${managedNodesSql(scope, nodes, params)})`;
}

function managedNodesSql(scope: { nodeIds: string[] }, nodes: string, params: unknown[]): string {
  params.push(scope.nodeIds);
  return `WITH RECURSIVE managed(id) AS (
            SELECT unnest($${params.length}::uuid[])
            UNION SELECT n.id FROM ${nodes} n JOIN managed ON n.parent_id = managed.id
          ) SELECT id FROM managed`;
}

/** Runs SQL: a TypeORM DataSource or EntityManager (inside a transaction, pass its manager). */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Whether the scope reaches a structure node: company scope always, a manager's nodes and those beneath them. */
export async function scopeReachesNode(
  runner: SqlRunner,
  scope: PeopleScope,
  nodeId: string | null,
  nodes: string,
): Promise<boolean> {
  if (scope.reach === 'company') return true;
  if (scope.reach === 'self' || nodeId === null) return false;
  const params: unknown[] = [nodeId];
  const rows = (await runner.query(
    `SELECT ${managedNodeCondition(scope, '$1::uuid', nodes, params)} AS reaches`,
    params,
  )) as { reaches: boolean }[];
  return rows[0]?.reaches === true;
}

/** Refuses (403) an employee, found by the caller already, whom the scope does not reach. */
export async function assertScopeReaches(
  runner: SqlRunner,
  scope: PeopleScope,
  employee: { id: string; departmentId: string | null },
  nodes: string,
): Promise<void> {
  if (scope.reach === 'company' || employee.id === scope.employeeId) return;
  if (!(await scopeReachesNode(runner, scope, employee.departmentId, nodes))) throw outsideScope(scope);
}
