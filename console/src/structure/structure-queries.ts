// The structure area's calls on the generated client: the tree and a node's form, with the root's level and
// parent as null (the document leaves them out when empty).
import type {
  ChildCompanyStructure,
  DepartmentDetail,
  DepartmentNode as DepartmentNodeAnswer,
} from '@rollcall/api-client';
import { api } from '../api/client';

export type TreeStatus = 'All' | 'Active' | 'Inactive';
export type Level = 'division' | 'branch' | 'department' | 'position';

/** A structure node with the root's level and parent as null (the document leaves them out when empty). */
export interface DepartmentNode extends Omit<
  DepartmentNodeAnswer,
  'level' | 'parent' | 'children' | 'status' | 'structureName' | 'labelName'
> {
  level: Level | null;
  status: string;
  structureName?: string;
  labelName?: string;
  parent: string | null;
  children: DepartmentNode[];
}

export interface DepartmentForm extends Omit<DepartmentDetail, 'level' | 'parent'> {
  level: Level | null;
  parent: string | null;
}

export interface ChildStructure extends Omit<ChildCompanyStructure, 'level'> {
  level: Level | null;
}

function nodeOf(answer: DepartmentNodeAnswer): DepartmentNode {
  return {
    ...answer,
    level: answer.level ?? null,
    parent: answer.parent ?? null,
    children: answer.children.map(nodeOf),
  };
}

export const structureApi = {
  departmentTree: async (status: TreeStatus): Promise<DepartmentNode[]> =>
    (await api.getDepartmentTree({ query: { status } })).map(nodeOf),
  getDepartment: async (id: string): Promise<DepartmentForm> => {
    const answer = await api.getDepartment({ path: { id } });
    return { ...answer, level: answer.level ?? null, parent: answer.parent ?? null };
  },
  childStructure: async (id: string): Promise<ChildStructure> => {
    const answer = await api.getChildCompanyStructure({ path: { id } });
    return { ...answer, level: answer.level ?? null };
  },
};
