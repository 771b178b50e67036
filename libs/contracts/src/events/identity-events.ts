export const IDENTITY_USER_CHANGED_V1 = 'identity.user.changed.v1';

export interface UserChangedV1 {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'Superadmin' | 'Admin' | 'Supervisor' | 'Employee';
  employeeId: string | null;
  status: 'Active' | 'Inactive' | 'Terminated';
}
