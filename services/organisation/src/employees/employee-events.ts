import type { NewEvent } from '@rollcall/platform';
import type { Employee } from './employee.entity.js';

export function employeeChanged(employee: Employee, timeZoneId: string): NewEvent {
  return {
    type: 'org.employee.changed.v1',
    companyId: employee.companyId,
    key: employee.id,
    payload: {
      employeeId: employee.id,
      userId: employee.userId,
      clockId: employee.clockId,
      payId: employee.payId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      employeeStatus: employee.employeeStatus,
      departmentId: employee.departmentId,
      paygroupId: employee.paygroupId,
      timeZoneId,
      standardHours: employee.standardHours === null ? null : Number(employee.standardHours),
      guaranteedHours: employee.guaranteedHours === null ? null : Number(employee.guaranteedHours),
      hireOnDate: employee.hireOnDate,
      terminateDate: employee.terminateDate,
      scheduleId: employee.scheduleId,
      timeRoundingId: employee.timeRoundingId,
      skillIds: employee.skills,
      email: employee.email,
      payRate: employee.payRate === null ? null : Number(employee.payRate),
      xeroGuid: employee.xeroGuid,
    },
  };
}
