import type { DEPARTMENT_ANSWERS } from './department.answers.js';
import type { DepartmentSaveRequest } from './department-save.request.js';
import type { Department } from './department.entity.js';

export type DepartmentRefusal = keyof typeof DEPARTMENT_ANSWERS;

/** What the database says about a node being saved (department-save-facts.ts gathers it). */
export interface DepartmentSaveFacts {
  /** a sibling has the same name, in any case */
  sameName: boolean;
  /** another node of the company has the same code, in any case */
  sameCode: boolean;
  /** another node of the company has the same punch code */
  samePunchCode: boolean;
  /** the default position is a position directly under the node */
  defaultPositionUnder: boolean;
  /** Active employees in the node and below it (counted only when an Active node is made Inactive) */
  activeEmployeesUnder: number;
}

/** The fields a new node must have, each with its message. */
export function missingCreateFields(input: DepartmentSaveRequest): { field: string; message: string }[] {
  return [...(input.parent ? [] : ['parent']), ...(input.departmentName ? [] : ['departmentName'])].map((field) => ({
    field,
    message: `${field} is required.`,
  }));
}

/** Writes the request's fields onto the node: a field left out keeps its value; id lists lose their repeats. */
export function applySave(node: Department, input: DepartmentSaveRequest, creating: boolean): void {
  const set = <K extends keyof Department>(key: K, value: Department[K] | undefined): void => {
    if (value !== undefined) node[key] = value;
  };
  if (input.departmentName) node.name = input.departmentName;
  set('code', input.code);
  if (!creating && input.status) node.status = input.status;
  set('supervisorIds', input.supervisorIds && [...new Set(input.supervisorIds)]);
  set('holidayIds', input.holidayIds && [...new Set(input.holidayIds)]);
  set('jobIds', input.jobIds && [...new Set(input.jobIds)]);
  set('workPlaceIds', input.workPlaceId && [...new Set(input.workPlaceId)]);
  set('defaultPositionId', input.defaultPositionId);
  set('timeZoneId', input.timeZoneId);
  set('scheduleId', input.scheduleId);
  set('timeRoundingId', input.timeRoundingId);
  set('timeLeaveApproverId', input.timeLeaveApproverId);
  set('punchCode', input.punchCode);
  set('payExportCode', input.payExportCode);
  set('rateExportCode', input.rateExportCode);
  if (input.greentreeWeekly !== undefined && input.greentreeWeekly !== null) {
    node.greentreeWeekly = input.greentreeWeekly;
  }
}

/**
 * The first refusal a node's save meets, in the spec's order (name, code, missing then taken punch code, default
 * position, Active employees under a node made Inactive), or null when it may be saved.
 */
export function saveRefusal(
  node: Pick<Department, 'id' | 'level' | 'code' | 'punchCode' | 'defaultPositionId' | 'status'>,
  wasActive: boolean,
  positionCodeRequired: boolean,
  facts: DepartmentSaveFacts,
): DepartmentRefusal | null {
  if (facts.sameName) return 'existName';
  if (node.code && facts.sameCode) return 'existCode';
  if (node.level === 'position' && positionCodeRequired && !node.punchCode) return 'missingPunchCode';
  if (node.punchCode && facts.samePunchCode) return 'existPunchCode';
  if (node.defaultPositionId && !facts.defaultPositionUnder) return 'invalidDefaultPosition';
  if (isDeactivated(node, wasActive) && facts.activeEmployeesUnder > 0) return 'hasEmployee';
  return null;
}

/** An existing node that was Active and is saved Inactive. */
export function isDeactivated(node: Pick<Department, 'id' | 'status'>, wasActive: boolean): boolean {
  return Boolean(node.id) && wasActive && node.status === 'Inactive';
}

/**
 * Why nodes cannot be deleted together, or null: the root never; a node with a child not deleted with it, or
 * with employees of any status, not.
 */
export function deleteRefusal(
  nodes: readonly Pick<Department, 'parentId'>[],
  childrenLeft: number,
  employees: number,
): DepartmentRefusal | null {
  if (nodes.some(isStructureRoot)) return 'rootNotDeletable';
  if (childrenLeft > 0) return 'hasChildren';
  if (employees > 0) return 'hasEmployee';
  return null;
}

/** The root of the tree: the company itself, which is never deleted. */
export function isStructureRoot(node: Pick<Department, 'parentId'>): boolean {
  return node.parentId === null;
}

/** The nodes ordered so that a node comes before its parent (when both are deleted). */
export function childrenFirst<Node extends Pick<Department, 'id' | 'parentId'>>(nodes: readonly Node[]): Node[] {
  const ids = new Set(nodes.map((n) => n.id));
  const depth = (node: Node): number => {
    let d = 0;
    let parent = node.parentId;
    while (parent && ids.has(parent)) {
      d++;
      parent = nodes.find((n) => n.id === parent)?.parentId ?? null;
    }
    return d;
  };
  return [...nodes].sort((a, b) => depth(b) - depth(a));
}
