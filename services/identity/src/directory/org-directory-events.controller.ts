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
import { EVENT_BATCHES, eventsOf } from '@rollcall/platform';
import { OrgDirectory } from './org-directory.service.js';

/** Keeps identity's read models of organisation's employees, structure nodes and pay groups. */
@Controller()
export class OrgDirectoryEventsController {
  constructor(private readonly directory: OrgDirectory) {}

  /** A relay batch (embedded) or a fetched batch of a partition (Kafka) at a time. */
  @EventPattern(ORG_EMPLOYEE_CHANGED_V1, EVENT_BATCHES)
  async onEmployeesChanged(
    @Payload() payload: EventEnvelope<string, EmployeeChangedV1> | EventEnvelope<string, EmployeeChangedV1>[],
  ): Promise<void> {
    await this.directory.applyEmployees(eventsOf(payload));
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
