import type { DepartmentSaveRequest } from './department-save.request.js';
import { Department } from './department.entity.js';
import {
  applySave,
  childrenFirst,
  type DepartmentSaveFacts,
  deleteRefusal,
  missingCreateFields,
  saveRefusal,
} from './department-rules.js';

const clear: DepartmentSaveFacts = {
  sameName: false,
  sameCode: false,
  samePunchCode: false,
  defaultPositionUnder: false,
  activeEmployeesUnder: 0,
};

const node = (fields: Partial<Department> = {}): Department =>
  Object.assign(new Department(), {
    id: 'n1',
    parentId: 'p1',
    level: 'department',
    name: 'Warehouse',
    code: null,
    status: 'Active',
    punchCode: null,
    defaultPositionId: null,
    supervisorIds: [],
    holidayIds: [],
    jobIds: [],
    workPlaceIds: [],
    greentreeWeekly: false,
    ...fields,
  });

describe('department rules', () => {
  it('names each field a new node lacks', () => {
    expect(missingCreateFields({} as DepartmentSaveRequest).map((m) => m.field)).toEqual(['parent', 'departmentName']);
    expect(missingCreateFields({ parent: 'p1', departmentName: 'Yard' } as DepartmentSaveRequest)).toEqual([]);
  });

  it('writes the fields sent, keeps those left out, and drops repeated ids', () => {
    const saved = node({ code: 'WH', supervisorIds: ['s0'] });
    applySave(saved, { holidayIds: ['h1', 'h1', 'h2'], status: 'Inactive' } as DepartmentSaveRequest, false);
    expect(saved).toMatchObject({ code: 'WH', supervisorIds: ['s0'], holidayIds: ['h1', 'h2'], status: 'Inactive' });
    const created = node();
    applySave(created, { status: 'Inactive', departmentName: 'Yard' } as DepartmentSaveRequest, true);
    expect(created).toMatchObject({ name: 'Yard', status: 'Active' });
  });

  it('refuses a save for the first reason in the spec’s order', () => {
    const both = { ...clear, sameName: true, sameCode: true };
    expect(saveRefusal(node({ code: 'WH' }), true, false, both)).toBe('existName');
    expect(saveRefusal(node({ code: 'WH' }), true, false, { ...clear, sameCode: true })).toBe('existCode');
    expect(saveRefusal(node({ code: null }), true, false, { ...clear, sameCode: true })).toBeNull();
    expect(saveRefusal(node({ level: 'position' }), true, true, clear)).toBe('missingPunchCode');
    expect(saveRefusal(node({ level: 'position' }), true, false, clear)).toBeNull();
    expect(saveRefusal(node({ punchCode: '12' }), true, false, { ...clear, samePunchCode: true })).toBe(
      'existPunchCode',
    );
    expect(saveRefusal(node({ defaultPositionId: 'x' }), true, false, clear)).toBe('invalidDefaultPosition');
    expect(saveRefusal(node({ defaultPositionId: 'x' }), true, false, { ...clear, defaultPositionUnder: true })).toBe(
      null,
    );
  });

  it('refuses making a node Inactive while Active employees work under it, and only then', () => {
    const people = { ...clear, activeEmployeesUnder: 3 };
    expect(saveRefusal(node({ status: 'Inactive' }), true, false, people)).toBe('hasEmployee');
    expect(saveRefusal(node({ status: 'Inactive' }), false, false, people)).toBeNull();
    expect(saveRefusal(node({ status: 'Active' }), true, false, people)).toBeNull();
  });

  it('deletes neither the root, nor a node with a child left or with employees', () => {
    expect(deleteRefusal([{ parentId: null }], 0, 0)).toBe('rootNotDeletable');
    expect(deleteRefusal([{ parentId: 'p' }], 1, 5)).toBe('hasChildren');
    expect(deleteRefusal([{ parentId: 'p' }], 0, 5)).toBe('hasEmployee');
    expect(deleteRefusal([{ parentId: 'p' }], 0, 0)).toBeNull();
  });

  it('deletes children before their parents', () => {
    const nodes = [
      { id: 'a', parentId: 'root' },
      { id: 'c', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(childrenFirst(nodes).map((n) => n.id)).toEqual(['c', 'b', 'a']);
  });
});
