import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

export const DepartmentChangedEvent = defineEvent(
  'org.department.changed',
  1,
  Type.Object({
    departmentId: Type.String(),
    parentId: nullable(Type.String()),
    level: nullable(Type.Enum(['division', 'branch', 'department', 'position'])),
    name: Type.String(),
    code: nullable(Type.String()),
    status: Type.Enum(['Active', 'Inactive']),
    timeZoneId: nullable(Type.String()),
    deleted: Type.Boolean(),
  }),
);
export const ORG_DEPARTMENT_CHANGED_V1 = DepartmentChangedEvent.type;
export type DepartmentChangedV1 = PayloadOf<typeof DepartmentChangedEvent>;
