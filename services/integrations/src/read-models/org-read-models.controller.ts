import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EmployeeChangedV1, EventEnvelope, PayTypeChangedV1 } from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnce, handleOnceEach, lastOfEach } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { INTEGRATIONS } from '../integrations.constants.js';

const s = INTEGRATIONS;

/**
 * Organisation's pay types and employees as the integrations match and send them: names, status, pay group,
 * department and the xeroGuid organisation stores from each Xero sync. Each upsert is one statement.
 */
@Controller()
export class OrgReadModelsController {
  constructor(@InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource) {}

  @EventPattern('org.paytype.changed.v1')
  async onPayTypeChanged(@Payload() event: EventEnvelope<string, PayTypeChangedV1>): Promise<void> {
    const p = event.payload;
    await handleOnce(this.dataSource, 'integrations.pay-types', event, async (manager) => {
      await manager.query(
        `INSERT INTO "${s}".org_pay_types (id, company_id, code, name, export_code, active, deleted, xero_guid)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name,
           export_code = EXCLUDED.export_code, active = EXCLUDED.active, deleted = EXCLUDED.deleted,
           xero_guid = EXCLUDED.xero_guid`,
        [
          p.payTypeId,
          event.companyId,
          p.code,
          p.name,
          p.exportCode ?? null,
          p.active ?? true,
          p.deleted,
          p.xeroGuid ?? null,
        ],
      );
    });
  }

  /** Employees, a relay batch (embedded) or a fetched batch of a partition (Kafka) at a time: one statement each. */
  @EventPattern('org.employee.changed.v1', EVENT_BATCHES)
  async onEmployeesChanged(
    @Payload() payload: EventEnvelope<string, EmployeeChangedV1> | EventEnvelope<string, EmployeeChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'integrations.employees', eventsOf(payload), async (manager, events) => {
      for (const { companyId, payload: p } of lastOfEach(events, (e) => e.payload.employeeId)) {
        await manager.query(
          `INSERT INTO "${s}".org_employees (id, company_id, first_name, last_name, employee_status, department_id,
             paygroup_id, xero_guid)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
             employee_status = EXCLUDED.employee_status, department_id = EXCLUDED.department_id,
             paygroup_id = EXCLUDED.paygroup_id, xero_guid = EXCLUDED.xero_guid`,
          [
            p.employeeId,
            companyId,
            p.firstName,
            p.lastName,
            p.employeeStatus,
            p.departmentId,
            p.paygroupId,
            p.xeroGuid ?? null,
          ],
        );
      }
    });
  }
}
