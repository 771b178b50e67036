import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DayCalculatedV1, DepartmentChangedV1, EventEnvelope, PayPeriodChangedV1 } from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnce, handleOnceEach, lastOfEach } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { INTEGRATIONS } from '../integrations.constants.js';

const s = INTEGRATIONS;

/**
 * What the Xero timesheets are made of: each calculated day's pay types (calc.day.calculated.v1, a batch in one
 * statement, the last event of a day winning), the pay periods as closed and reopened with each close's pay card
 * lines (payroll.period.changed.v1) and the structure's parents, for the department filter (org.department.changed.v1).
 */
@Controller()
export class PayrollReadModelsController {
  constructor(@InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource) {}

  @EventPattern('calc.day.calculated.v1', EVENT_BATCHES)
  async onDaysCalculated(
    @Payload() payload: EventEnvelope<string, DayCalculatedV1> | EventEnvelope<string, DayCalculatedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'integrations.calc-days', eventsOf(payload), async (manager, events) => {
      const days = lastOfEach(events, (e) => `${e.payload.employeeId}|${e.payload.date}`);
      if (days.length === 0) return;
      await manager.query(
        `INSERT INTO "${s}".calc_days (employee_id, date, company_id, pay_types)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::jsonb[])
         ON CONFLICT (employee_id, date) DO UPDATE SET pay_types = EXCLUDED.pay_types`,
        [
          days.map((e) => e.payload.employeeId),
          days.map((e) => e.payload.date),
          days.map((e) => e.companyId),
          days.map((e) => JSON.stringify(e.payload.payTypes)),
        ],
      );
    });
  }

  @EventPattern('payroll.period.changed.v1')
  async onPayPeriodChanged(@Payload() event: EventEnvelope<string, PayPeriodChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'integrations.pay-periods', event, async (manager) => {
      const p = event.payload;
      await manager.query(
        `INSERT INTO "${s}".pay_periods (id, company_id, paygroup_id, period_code, from_date, to_date, closed)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO UPDATE SET closed = EXCLUDED.closed`,
        [p.payPeriodId, event.companyId, p.paygroupId, p.periodCode, p.fromDate, p.toDate, p.closed],
      );
      // a close names its pay card lines; a reopen drops them (the next close names them again); an export's
      // event names none and leaves them
      if (p.payCardLines === undefined && p.closed) return;
      await manager.query(`DELETE FROM "${s}".pay_period_card_lines WHERE pay_period_id = $1`, [p.payPeriodId]);
      const lines = p.closed ? (p.payCardLines ?? []) : [];
      if (lines.length === 0) return;
      await manager.query(
        `INSERT INTO "${s}".pay_period_card_lines (pay_period_id, employee_id, pay_type_id, date, unit_hundredths)
         SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::date[], $5::int[])`,
        [
          p.payPeriodId,
          lines.map((l) => l.employeeId),
          lines.map((l) => l.payTypeId),
          lines.map((l) => l.date),
          lines.map((l) => l.unitHundredths),
        ],
      );
    });
  }

  @EventPattern('org.department.changed.v1')
  async onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'integrations.departments', event, async (manager) => {
      const p = event.payload;
      await manager.query(
        `INSERT INTO "${s}".org_departments (id, company_id, parent_id, deleted) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, deleted = EXCLUDED.deleted`,
        [p.departmentId, event.companyId, p.parentId, p.deleted],
      );
    });
  }
}
