import { Controller, Injectable } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope, XeroSyncedV1 } from '@rollcall/contracts';
import { EventWriter, handleOnce, type NewEvent } from '@rollcall/platform';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { employeeChanged } from '../employees/employee-events.js';
import { Employee } from '../employees/employee.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { StructureService } from '../structure/structure.service.js';
import { payTypeChanged } from './pay-events.js';
import { PayType } from './pay-type.entity.js';

/**
 * The read-only xeroGuid of pay types and employees: what the last Xero sync matched (integrations.xero.synced.v1).
 * Only a changed value is written, and each change is published again (org.paytype.changed.v1,
 * org.employee.changed.v1) in the same transaction.
 */
@Injectable()
export class XeroGuidsService {
  constructor(
    @InjectDataSource(ORGANISATION) readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly structure: StructureService,
  ) {}

  async apply(manager: EntityManager, companyId: string, synced: XeroSyncedV1): Promise<void> {
    const events: NewEvent[] = [];
    const guidOfPayType = new Map(synced.payTypes.map((p) => [p.payTypeId, p.xeroGuid]));
    const payTypes = await manager.find(PayType, { where: { companyId, id: In([...guidOfPayType.keys()]) } });
    for (const payType of payTypes) {
      const guid = guidOfPayType.get(payType.id) ?? null;
      if (payType.xeroGuid === guid) continue;
      payType.xeroGuid = guid;
      events.push(payTypeChanged(await manager.save(payType)));
    }
    const guidOfEmployee = new Map(synced.employees.map((e) => [e.employeeId, e.xeroGuid]));
    const employees = await manager.find(Employee, { where: { companyId, id: In([...guidOfEmployee.keys()]) } });
    for (const employee of employees) {
      const guid = guidOfEmployee.get(employee.id) ?? null;
      if (employee.xeroGuid === guid) continue;
      employee.xeroGuid = guid;
      const saved = await manager.save(employee);
      events.push(employeeChanged(saved, await this.structure.zoneOf(manager, companyId, saved.departmentId)));
    }
    await this.events.write(manager, events);
  }
}

@Controller()
export class XeroSyncedEventsController {
  constructor(private readonly guids: XeroGuidsService) {}

  @EventPattern('integrations.xero.synced.v1')
  async onXeroSynced(@Payload() event: EventEnvelope<string, XeroSyncedV1>): Promise<void> {
    await handleOnce(this.guids.dataSource, 'organisation.xero-guids', event, (manager) =>
      this.guids.apply(manager, event.companyId, event.payload),
    );
  }
}
