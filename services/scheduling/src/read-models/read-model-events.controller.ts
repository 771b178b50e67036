import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CompanyChangedV1,
  DepartmentChangedV1,
  EmployeeChangedV1,
  EventEnvelope,
  HolidayChangedV1,
  PayGroupChangedV1,
  PayPeriodChangedV1,
} from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnce, handleOnceEach } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { ScheduleTemplatesService } from '../schedule-templates/schedule-templates.service.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { ReadModelWriter } from './read-model-writer.js';

/**
 * Applies organisation's companies, employees, structure nodes, holidays and pay groups and calculation's pay period
 * states to scheduling's own read models: whether a day may have several sections, who may be scheduled, whose
 * records a caller reaches, which dates are in a closed pay period, which are holidays for a template's days, and who
 * may not have overnight shifts.
 */
@Controller()
export class ReadModelEventsController {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ReadModelWriter,
    private readonly templates: ScheduleTemplatesService,
  ) {}

  @EventPattern('org.company.changed.v1')
  async onCompanyChanged(@Payload() event: EventEnvelope<string, CompanyChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.companies', event, (manager) =>
      this.writer.upsertCompany(manager, event.payload),
    );
  }

  /** Employees, a relay batch (embedded) or a fetched batch of a partition (Kafka) at a time: one upsert. */
  @EventPattern('org.employee.changed.v1', EVENT_BATCHES)
  async onEmployeesChanged(
    @Payload() payload: EventEnvelope<string, EmployeeChangedV1> | EventEnvelope<string, EmployeeChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'scheduling.employees', eventsOf(payload), (manager, events) =>
      this.writer.upsertEmployees(manager, events),
    );
  }

  @EventPattern('org.department.changed.v1')
  async onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.departments', event, (manager) =>
      this.writer.upsertDepartment(manager, event.companyId, event.payload),
    );
  }

  @EventPattern('payroll.period.changed.v1')
  async onPayPeriodChanged(@Payload() event: EventEnvelope<string, PayPeriodChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.pay-periods', event, (manager) =>
      this.writer.upsertPayPeriod(manager, event.companyId, event.payload),
    );
  }

  /**
   * A holiday added, moved or removed: the templates' future generated days on its dates before and after are
   * generated again in the same transaction (off unless the template works on holidays; days set by hand stay).
   */
  @EventPattern('org.holiday.changed.v1')
  async onHolidayChanged(@Payload() event: EventEnvelope<string, HolidayChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.holidays', event, async (manager) => {
      const dates = await this.writer.upsertHoliday(manager, event.companyId, event.payload);
      await this.templates.regenerateOn(manager, event.companyId, dates);
    });
  }

  @EventPattern('org.paygroup.changed.v1')
  async onPayGroupChanged(@Payload() event: EventEnvelope<string, PayGroupChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.pay-groups', event, (manager) =>
      this.writer.upsertPayGroup(manager, event.companyId, event.payload),
    );
  }
}
