import { IDENTITY_USER_CHANGED_V1, ROLE_IDS, type UserEmployeeInfoV1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import type { User } from './user.entity.js';

/**
 * identity.user.changed.v1 with the user's state after a write. `employee` goes along only when the write carried
 * the user form's employee info, for organisation to create or update the employee record.
 */
export function userChanged(user: User, employee?: UserEmployeeInfoV1): NewEvent {
  return {
    type: IDENTITY_USER_CHANGED_V1,
    companyId: user.companyId,
    // The company id, not the employee id: a user's employee link can change, and one user's events must stay
    // on one partition in order.
    key: user.companyId,
    payload: {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      employeeId: user.employeeId,
      status: user.status,
      middleName: user.middleName ?? null,
      roleId: ROLE_IDS[user.role],
      avatarFileName: user.avatarFileName ?? null,
      mobile: user.mobile ?? null,
      phone: user.phone ?? null,
      fax: user.fax ?? null,
      departments: user.managedDepartments ?? [],
      funs: user.functions ?? [],
      exportDevisions: user.exportDivisions ?? [],
      isLeave: user.isLeave ?? false,
      forwardTo: user.forwardTo ?? null,
      mobileApp: user.mobileApp ?? false,
      evacuator: user.evacuator ?? false,
      hasPin: (user.pinHash ?? null) !== null,
      ...(employee ? { employee } : {}),
    },
  };
}
