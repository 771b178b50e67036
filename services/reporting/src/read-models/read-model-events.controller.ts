import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DepartmentChangedV1, EmployeeChangedV1, EventEnvelope, ScheduleDayChangedV1 } from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnce, handleOnceEach } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { REPORTING } from '../reporting.constants.js';
import { ReadModelWriter } from './read-model-writer.js';

/** Keeps reporting's own copies of employees, structure nodes and schedule days, in both run modes. */
@Controller()
export class ReadModelEventsController {
  constructor(
    @InjectDataSource(REPORTING) private readonly dataSource: DataSource,
    private readonly writer: ReadModelWriter,
  ) {}

  /** Employees, a relay batch (embedded) or a fetched batch of a partition (Kafka) at a time. */
  @EventPattern('org.employee.changed.v1', EVENT_BATCHES)
  async onEmployeesChanged(
    @Payload() payload: EventEnvelope<string, EmployeeChangedV1> | EventEnvelope<string, EmployeeChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'reporting.employees', eventsOf(payload), (manager, events) =>
      this.writer.upsertEmployees(manager, events),
    );
  }

  @EventPattern('org.department.changed.v1')
  async onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'reporting.departments', event, (manager) =>
      this.writer.upsertDepartment(manager, event.companyId, event.payload),
    );
  }

  /** Schedule days, a batch at a time as employees are. */
  @EventPattern('schedule.day.changed.v1', EVENT_BATCHES)
  async onScheduleDaysChanged(
    @Payload() payload: EventEnvelope<string, ScheduleDayChangedV1> | EventEnvelope<string, ScheduleDayChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'reporting.schedules', eventsOf(payload), (manager, events) =>
      this.writer.upsertScheduleDays(manager, events),
    );
  }
}
