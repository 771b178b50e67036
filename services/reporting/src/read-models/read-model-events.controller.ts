import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DepartmentChangedV1, EmployeeChangedV1, EventEnvelope, ScheduleDayChangedV1 } from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
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

  @EventPattern('org.employee.changed.v1')
  async onEmployeeChanged(@Payload() event: EventEnvelope<string, EmployeeChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'reporting.employees', event, (manager) =>
      this.writer.upsertEmployee(manager, event.companyId, event.payload),
    );
  }

  @EventPattern('org.department.changed.v1')
  async onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'reporting.departments', event, (manager) =>
      this.writer.upsertDepartment(manager, event.companyId, event.payload),
    );
  }

  @EventPattern('schedule.day.changed.v1')
  async onScheduleDayChanged(@Payload() event: EventEnvelope<string, ScheduleDayChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'reporting.schedules', event, (manager) =>
      this.writer.upsertScheduleDay(manager, event.companyId, event.payload),
    );
  }
}
