import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DepartmentChangedV1,
  EventEnvelope,
  JobChangedV1,
  PayPeriodChangedV1,
  TaskChangedV1,
  WorkplaceChangedV1,
} from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { TIME_CAPTURE } from '../time-capture.constants.js';

const s = TIME_CAPTURE;

/**
 * What a punch edit is checked against, kept from organisation's and calculation's events: the structure nodes
 * (whose punches a Supervisor reaches, and the positions a punch names), the codes a punch carries (sites, jobs and
 * the tasks each job offers) and which pay periods are closed. Each is one upsert, so a replay changes nothing.
 */
@Controller()
export class WorkCodesEventsController {
  constructor(@InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource) {}

  @EventPattern('org.department.changed.v1')
  async onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'time-capture.departments', event, async (manager) => {
      const p = event.payload;
      if (p.deleted) {
        await manager.query(`DELETE FROM "${s}".known_departments WHERE id = $1`, [p.departmentId]);
        return;
      }
      await manager.query(
        `INSERT INTO "${s}".known_departments (id, company_id, parent_id, name, status) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, status = EXCLUDED.status`,
        [p.departmentId, event.companyId, p.parentId, p.name, p.status],
      );
    });
  }

  @EventPattern('payroll.period.changed.v1')
  async onPayPeriodChanged(@Payload() event: EventEnvelope<string, PayPeriodChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'time-capture.pay-periods', event, async (manager) => {
      const p = event.payload;
      await manager.query(
        `INSERT INTO "${s}".pay_periods (id, company_id, paygroup_id, from_date, to_date, closed)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET paygroup_id = EXCLUDED.paygroup_id, from_date = EXCLUDED.from_date,
           to_date = EXCLUDED.to_date, closed = EXCLUDED.closed`,
        [p.payPeriodId, event.companyId, p.paygroupId, p.fromDate, p.toDate, p.closed],
      );
    });
  }

  @EventPattern('org.workplace.changed.v1')
  async onWorkplaceChanged(@Payload() event: EventEnvelope<string, WorkplaceChangedV1>): Promise<void> {
    const p = event.payload;
    await this.upsertCode(event, { kind: 'site', id: p.workplaceId, code: p.siteCode, name: p.name, active: p.active });
  }

  @EventPattern('org.job.changed.v1')
  async onJobChanged(@Payload() event: EventEnvelope<string, JobChangedV1>): Promise<void> {
    const p = event.payload;
    await this.upsertCode(event, {
      kind: 'job',
      id: p.jobId,
      code: p.code,
      name: p.name,
      active: p.active && !p.deleted,
      taskIds: p.taskIds,
    });
  }

  @EventPattern('org.task.changed.v1')
  async onTaskChanged(@Payload() event: EventEnvelope<string, TaskChangedV1>): Promise<void> {
    const p = event.payload;
    await this.upsertCode(event, {
      kind: 'task',
      id: p.taskId,
      code: p.code,
      name: p.name,
      active: p.active && !p.deleted,
    });
  }

  private async upsertCode(
    event: EventEnvelope,
    code: {
      kind: 'site' | 'job' | 'task';
      id: string;
      code: string | null;
      name: string;
      active: boolean;
      taskIds?: string[];
    },
  ): Promise<void> {
    await handleOnce(this.dataSource, `time-capture.${code.kind}s`, event, async (manager: EntityManager) => {
      await manager.query(
        `INSERT INTO "${s}".work_codes (kind, id, company_id, code, name, active, task_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[])
         ON CONFLICT (kind, id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, active = EXCLUDED.active,
           task_ids = EXCLUDED.task_ids`,
        [code.kind, code.id, event.companyId, code.code, code.name, code.active, code.taskIds ?? []],
      );
    });
  }
}
