import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyChangedV1, EmployeeChangedV1, EventEnvelope } from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnce, handleOnceEach, lastOfEach } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import { KnownCompany } from './known-company.entity.js';
import { KnownEmployee } from './known-employee.entity.js';

/** Keeps the local directory of companies (device tokens) and employees (clock ids) from organisation's events. */
@Controller()
export class DirectoryEventsController {
  constructor(@InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource) {}

  @EventPattern('org.company.changed.v1')
  async onCompanyChanged(@Payload() event: EventEnvelope<string, CompanyChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'time-capture.directory', event, async (manager) => {
      const p = event.payload;
      await manager.upsert(KnownCompany, { id: p.companyId, deviceToken: p.deviceToken, timeZoneId: p.timeZoneId }, [
        'id',
      ]);
    });
  }

  /** Employees, a relay batch (embedded) or a fetched batch of a partition (Kafka) at a time: one upsert. */
  @EventPattern('org.employee.changed.v1', EVENT_BATCHES)
  async onEmployeesChanged(
    @Payload() payload: EventEnvelope<string, EmployeeChangedV1> | EventEnvelope<string, EmployeeChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'time-capture.directory', eventsOf(payload), async (manager, events) => {
      await manager.upsert(
        KnownEmployee,
        lastOfEach(events, (e) => e.payload.employeeId).map(({ companyId, payload: p }) => ({
          id: p.employeeId,
          companyId,
          clockId: p.clockId,
          employeeStatus: p.employeeStatus,
          firstName: p.firstName,
          lastName: p.lastName,
          timeZoneId: p.timeZoneId,
          departmentId: p.departmentId,
          paygroupId: p.paygroupId,
        })),
        ['id'],
      );
    });
  }
}
