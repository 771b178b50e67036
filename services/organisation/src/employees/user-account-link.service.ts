import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UserChangedV1 } from '@rollcall/contracts';
import { EventWriter, type NewEvent } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { PayGroup } from '../pay/pay-group.entity.js';
import { Department } from '../structure/department.entity.js';
import { StructureService } from '../structure/structure.service.js';
import { employeeChanged } from './employee-events.js';
import { newEmployee } from './employee-form.service.js';
import { Employee } from './employee.entity.js';
import { clockIdTaken } from './licences.js';

/**
 * Applies identity's user form to employees: the user's Employee Info creates or updates the employee identity
 * named, a user without employee access unlinks theirs. Identity has already answered the user with the spec's
 * codes from its own copy of the data; what no longer holds here (a node or pay group since deleted, a clock id
 * taken meanwhile) is left out and logged rather than refused, because an event cannot be answered.
 */
@Injectable()
export class UserAccountLinkService {
  private readonly logger = new Logger(UserAccountLinkService.name);

  constructor(
    @InjectDataSource(ORGANISATION) readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly structure: StructureService,
  ) {}

  async apply(manager: EntityManager, companyId: string, user: UserChangedV1): Promise<void> {
    const changed: Employee[] = [];
    const linkedElsewhere = await manager.find(Employee, { where: { companyId, userId: user.userId } });
    for (const employee of linkedElsewhere) {
      if (employee.id === user.employeeId) continue;
      employee.userId = null;
      changed.push(await manager.save(employee));
    }
    if (user.employeeId) {
      const existing = await manager.findOneBy(Employee, { id: user.employeeId });
      if (existing && existing.companyId !== companyId) {
        this.logger.warn(`user ${user.userId}: employee ${user.employeeId} belongs to another company; not linked`);
      } else if (existing && existing.userId === user.userId && !user.employee) {
        // already linked, nothing to apply: no write, no event
      } else if (existing || user.employee) {
        const employee = existing ?? Object.assign(newEmployee(companyId), { id: user.employeeId });
        employee.userId = user.userId;
        if (user.employee) await this.applyInfo(manager, companyId, employee, user);
        changed.push(await manager.save(employee));
      }
    }
    const events: NewEvent[] = [];
    for (const employee of changed) {
      events.push(employeeChanged(employee, await this.structure.zoneOf(manager, companyId, employee.departmentId)));
    }
    await this.events.write(manager, events);
  }

  private async applyInfo(manager: EntityManager, companyId: string, e: Employee, user: UserChangedV1): Promise<void> {
    const info = user.employee;
    if (!info) return;
    e.firstName = user.firstName;
    e.lastName = user.lastName;
    e.middleName = user.middleName ?? e.middleName;
    e.email = user.email;
    e.hireOnDate = info.hireOnDateValue;
    e.terminateDate = info.terminateDateValue;
    if (await manager.existsBy(Department, { id: info.departmentId, companyId })) e.departmentId = info.departmentId;
    else this.logger.warn(`user ${user.userId}: department ${info.departmentId} not found; kept the employee's`);
    if (info.paygroupId === null || (await manager.existsBy(PayGroup, { id: info.paygroupId, companyId }))) {
      e.paygroupId = info.paygroupId;
    } else this.logger.warn(`user ${user.userId}: pay group ${info.paygroupId} not found; kept the employee's`);
    if (info.clockId !== null && (await clockIdTaken(manager, companyId, info.clockId, e.id ?? null))) {
      this.logger.warn(`user ${user.userId}: clock id ${info.clockId} is another employee's; left unset`);
    } else e.clockId = info.clockId;
    e.payId = info.payId;
    e.contactName = info.name;
    e.title = info.title;
    e.workflowId = info.workflowId;
    e.externalId = info.externalId;
    e.isExport = info.isExport;
    e.mobile = info.mobile;
    e.phone = info.phone;
    e.fax = info.fax;
    e.physicalAddr = info.physicalAddr;
    e.postalAddr = info.postalAddr;
    e.scheduleId = info.scheduleId;
    e.timeRoundingId = info.timeRoundingId;
  }
}
