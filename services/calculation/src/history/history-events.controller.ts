import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChangeRecordedV1, EventEnvelope } from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

const s = CALCULATION;

/** Keeps every service's changes to an employee's time, for the timesheet's history of a day. */
@Controller()
export class HistoryEventsController {
  constructor(@InjectDataSource(CALCULATION) private readonly dataSource: DataSource) {}

  @EventPattern('audit.change.recorded.v1')
  async onChangeRecorded(@Payload() event: EventEnvelope<string, ChangeRecordedV1>): Promise<void> {
    const p = event.payload;
    if (!p.employeeId) return;
    await handleOnce(this.dataSource, 'calculation.history', event, async (manager) => {
      await manager.query(
        `INSERT INTO "${s}".timesheet_history (change_id, company_id, employee_id, producer, entity, entity_id,
           related_ids, action, dates, reason, changed_by_user_id, changed_by_email, changed_at, before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9::date[], $10, $11, $12, $13, $14, $15)
         ON CONFLICT (change_id) DO NOTHING`,
        [
          p.changeId,
          event.companyId,
          p.employeeId,
          event.producer,
          p.entity,
          p.entityId,
          p.relatedIds,
          p.action,
          p.dates,
          p.reason,
          p.changedBy.userId,
          p.changedBy.email,
          p.changedAt,
          p.before === null ? null : JSON.stringify(p.before),
          p.after === null ? null : JSON.stringify(p.after),
        ],
      );
    });
  }
}
