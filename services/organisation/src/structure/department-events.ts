import type { NewEvent } from '@rollcall/platform';
import type { Department } from './department.entity.js';

export function departmentChanged(department: Department, deleted = false): NewEvent {
  return {
    type: 'org.department.changed.v1',
    companyId: department.companyId,
    key: department.companyId,
    payload: {
      departmentId: department.id,
      parentId: department.parentId,
      level: department.level,
      name: department.name,
      code: department.code,
      status: department.status,
      timeZoneId: department.timeZoneId,
      deleted,
    },
  };
}
