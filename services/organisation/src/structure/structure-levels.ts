import { type Action, isAllowed, type Resource, type RoleName } from '@rollcall/contracts';
import type { StructureLevel } from './department.entity.js';

/** Which level a child of each level has: the root → division → branch → department → position → none. */
export const CHILD_LEVEL: Record<'root' | StructureLevel, StructureLevel | null> = {
  root: 'division',
  division: 'branch',
  branch: 'department',
  department: 'position',
  position: null,
};

export const LEVELS: StructureLevel[] = ['division', 'branch', 'department', 'position'];

export const LEVEL_LABELS: Record<StructureLevel, string> = {
  division: 'Division',
  branch: 'Branch',
  department: 'Department',
  position: 'Position',
};

export function childLevelOf(level: StructureLevel | null): StructureLevel | null {
  return CHILD_LEVEL[level ?? 'root'];
}

export function labelOf(level: StructureLevel | null): string {
  return level ? LEVEL_LABELS[level] : 'Company';
}

/** The permission resource of a node: its level, or the company for the root. */
export function resourceOf(level: StructureLevel | null): Resource {
  return level ?? 'company';
}

export function mayOnLevel(role: RoleName, level: StructureLevel | null, action: Action): boolean {
  return isAllowed(role, resourceOf(level), action);
}

/** The node fields a signed-in Supervisor may not change (spec 000 §6). */
export interface RestrictedNodeFields {
  supervisorIds: string[];
  timeLeaveApproverId: string | null;
}

/**
 * Whether a save by `role` changes a field a Supervisor may not change. `before` is the stored node (null on
 * create, where setting either field counts as a change); a field left out of the save changes nothing.
 */
export function changesSupervisorFields(
  role: RoleName,
  before: RestrictedNodeFields | null,
  input: { supervisorIds?: string[] | undefined; timeLeaveApproverId?: string | null | undefined },
): boolean {
  if (role !== 'Supervisor') return false;
  const storedSupervisors = [...(before?.supervisorIds ?? [])].sort().join(',');
  const storedApprover = before?.timeLeaveApproverId ?? null;
  const supervisorsChanged =
    input.supervisorIds !== undefined && [...new Set(input.supervisorIds)].sort().join(',') !== storedSupervisors;
  const approverChanged = input.timeLeaveApproverId !== undefined && input.timeLeaveApproverId !== storedApprover;
  return supervisorsChanged || approverChanged;
}
