import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ORG_DEPARTMENT_CHANGED_V1,
  ORG_EMPLOYEE_CHANGED_V1,
  ORG_PAY_GROUP_CHANGED_V1,
  type DepartmentChangedV1,
  type EmployeeChangedV1,
  type EventEnvelope,
  type PayGroupChangedV1,
} from '@rollcall/contracts';
import { OrgDirectory } from './org-directory.service.js';

/** Keeps identity's read models of organisation's employees, structure nodes and pay groups. */
@Controller()
export class OrgDirectoryEventsController {
  constructor(private readonly directory: OrgDirectory) {}

  @EventPattern(ORG_EMPLOYEE_CHANGED_V1)
  onEmployeeChanged(@Payload() event: EventEnvelope<string, EmployeeChangedV1>): Promise<boolean> {
    return this.directory.applyEmployee(event);
  }

  @EventPattern(ORG_DEPARTMENT_CHANGED_V1)
  onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<boolean> {
    return this.directory.applyDepartment(event);
  }

  @EventPattern(ORG_PAY_GROUP_CHANGED_V1)
  onPayGroupChanged(@Payload() event: EventEnvelope<string, PayGroupChangedV1>): Promise<boolean> {
    return this.directory.applyPayGroup(event);
  }
}
