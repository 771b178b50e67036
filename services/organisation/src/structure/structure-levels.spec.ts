import { changesSupervisorFields, childLevelOf, mayOnLevel } from './structure-levels.js';

const stored = { supervisorIds: ['b', 'a'], timeLeaveApproverId: 'x' };

describe('the add-child rule', () => {
  it('goes root → division → branch → department → position → none', () => {
    expect(childLevelOf(null)).toBe('division');
    expect(childLevelOf('division')).toBe('branch');
    expect(childLevelOf('branch')).toBe('department');
    expect(childLevelOf('department')).toBe('position');
    expect(childLevelOf('position')).toBeNull();
  });

  it('needs the permission of the level: Admin may, Supervisor and Employee may not create', () => {
    expect(mayOnLevel('Admin', 'position', 'create')).toBe(true);
    expect(mayOnLevel('Supervisor', 'position', 'create')).toBe(false);
    expect(mayOnLevel('Employee', 'division', 'visible')).toBe(false);
    expect(mayOnLevel('Admin', null, 'update')).toBe(true);
  });
});

describe('the Supervisor restriction on a node', () => {
  it('lets a Supervisor save other fields, or the same supervisors in another order', () => {
    expect(changesSupervisorFields('Supervisor', stored, {})).toBe(false);
    expect(changesSupervisorFields('Supervisor', stored, { supervisorIds: ['a', 'b', 'a'] })).toBe(false);
    expect(changesSupervisorFields('Supervisor', stored, { timeLeaveApproverId: 'x' })).toBe(false);
  });

  it('refuses a Supervisor who changes the supervisors or the Time/Leave approver', () => {
    expect(changesSupervisorFields('Supervisor', stored, { supervisorIds: ['a'] })).toBe(true);
    expect(changesSupervisorFields('Supervisor', stored, { timeLeaveApproverId: null })).toBe(true);
    expect(changesSupervisorFields('Supervisor', null, { supervisorIds: ['a'] })).toBe(true);
    expect(changesSupervisorFields('Supervisor', null, { supervisorIds: [] })).toBe(false);
  });

  it('does not restrict an Admin', () => {
    expect(changesSupervisorFields('Admin', stored, { supervisorIds: [], timeLeaveApproverId: null })).toBe(false);
  });
});
