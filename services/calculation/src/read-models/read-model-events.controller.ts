import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CompanyChangedV1,
  EmployeeChangedV1,
  EventEnvelope,
  PayGroupChangedV1,
  PayTypeChangedV1,
  PunchRecordedV1,
  ScheduleDayChangedV1,
} from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { RecalcQueue } from '../recalc/recalc-queue.js';
import { ReadModelWriter } from './read-model-writer.js';

function nextDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? date;
}

/** Applies organisation's and time capture's events to the calculation service's own read models. */
@Controller()
export class ReadModelEventsController {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly writer: ReadModelWriter,
    private readonly queue: RecalcQueue,
  ) {}

  @EventPattern('time.punch.recorded.v1')
  async onPunchRecorded(@Payload() event: EventEnvelope<string, PunchRecordedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.punches', event, async (manager) => {
      await this.writer.upsertPunch(manager, event.companyId, event.payload);
      const zone = await this.writer.zoneOfEmployee(manager, event.payload.employeeId);
      await this.queue.enqueueAround(manager, event.companyId, event.payload.employeeId, event.payload.punchTime, zone);
    });
  }

  /** A schedule change moves the day's pay and may move punches of the next day (an overnight section). */
  @EventPattern('schedule.day.changed.v1')
  async onScheduleDayChanged(@Payload() event: EventEnvelope<string, ScheduleDayChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.schedules', event, async (manager) => {
      await this.writer.upsertScheduleDay(manager, event.companyId, event.payload);
      await this.queue.enqueue(manager, event.companyId, event.payload.employeeId, [
        event.payload.date,
        nextDate(event.payload.date),
      ]);
    });
  }

  @EventPattern('org.employee.changed.v1')
  async onEmployeeChanged(@Payload() event: EventEnvelope<string, EmployeeChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.employees', event, async (manager) => {
      await this.writer.upsertEmployee(manager, event.companyId, event.payload);
      await this.queue.enqueueRecentPunchDays(manager, event.payload.employeeId, event.payload.timeZoneId);
    });
  }

  @EventPattern('org.paygroup.changed.v1')
  async onPayGroupChanged(@Payload() event: EventEnvelope<string, PayGroupChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.pay-groups', event, (manager) =>
      this.writer.upsertPayGroup(manager, event.companyId, event.payload),
    );
  }

  @EventPattern('org.paytype.changed.v1')
  async onPayTypeChanged(@Payload() event: EventEnvelope<string, PayTypeChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.pay-types', event, (manager) =>
      this.writer.upsertPayType(manager, event.companyId, event.payload),
    );
  }

  @EventPattern('org.company.changed.v1')
  async onCompanyChanged(@Payload() event: EventEnvelope<string, CompanyChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.companies', event, (manager) =>
      this.writer.upsertCompany(manager, event.payload),
    );
  }
}
