import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope, KioskChangedV1, PayTypeChangedV1, UserChangedV1 } from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { SCHEDULING } from '../scheduling.constants.js';

const s = SCHEDULING;

/**
 * Leave's read models: organisation's pay types (which are leave types and how their balances behave), its kiosk
 * settings (whether kiosks take leave requests) and identity's users (who approves a request, where the approver's
 * mail goes). Each upsert is one statement, so a replayed event changes nothing.
 */
@Controller()
export class LeaveReadModelsController {
  constructor(@InjectDataSource(SCHEDULING) private readonly dataSource: DataSource) {}

  @EventPattern('org.paytype.changed.v1')
  async onPayTypeChanged(@Payload() event: EventEnvelope<string, PayTypeChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.leave-pay-types', event, (manager) =>
      upsertLeavePayType(manager, event.companyId, event.payload),
    );
  }

  /** The kiosk settings' enableLeave (POST /api/leaves/kiosk-submit-leave); the kiosk contents are not leave's. */
  @EventPattern('org.kiosk.changed.v1')
  async onKioskChanged(@Payload() event: EventEnvelope<string, KioskChangedV1>): Promise<void> {
    const { part, value } = event.payload;
    if (part !== 'settings' || typeof value.enableLeave !== 'boolean') return;
    const enableLeave = value.enableLeave;
    await handleOnce(this.dataSource, 'scheduling.kiosk-leave-settings', event, async (manager) => {
      await manager.query(
        `INSERT INTO "${s}".kiosk_leave_settings (company_id, enable_leave) VALUES ($1, $2)
         ON CONFLICT (company_id) DO UPDATE SET enable_leave = EXCLUDED.enable_leave`,
        [event.companyId, enableLeave],
      );
    });
  }

  @EventPattern('identity.user.changed.v1')
  async onUserChanged(@Payload() event: EventEnvelope<string, UserChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'scheduling.leave-users', event, (manager) =>
      upsertLeaveUser(manager, event.companyId, event.payload),
    );
  }
}

async function upsertLeavePayType(manager: EntityManager, companyId: string, p: PayTypeChangedV1): Promise<void> {
  await manager.query(
    `INSERT INTO "${s}".leave_pay_types (id, company_id, code, name, is_leave, active, paid_leave,
       allow_negative_leave, hide_balance, day_mode, ct_day, deleted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, is_leave = EXCLUDED.is_leave,
       active = EXCLUDED.active, paid_leave = EXCLUDED.paid_leave,
       allow_negative_leave = EXCLUDED.allow_negative_leave, hide_balance = EXCLUDED.hide_balance,
       day_mode = EXCLUDED.day_mode, ct_day = EXCLUDED.ct_day, deleted = EXCLUDED.deleted`,
    [
      p.payTypeId,
      companyId,
      p.code,
      p.name,
      p.isLeave,
      p.active ?? true,
      p.paidLeave ?? true,
      p.allowNegativeLeave ?? false,
      p.hideBalance ?? false,
      p.dayMode ?? 'convertToDay',
      p.ctDay ?? 1,
      p.deleted,
    ],
  );
}

/** A user as leave needs them; fields an older event lacks keep what was known. */
async function upsertLeaveUser(manager: EntityManager, companyId: string, p: UserChangedV1): Promise<void> {
  await manager.query(
    `INSERT INTO "${s}".leave_users (id, company_id, email, first_name, last_name, role, status, employee_id,
       departments, forward_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::uuid[], '{}'), $10)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name, role = EXCLUDED.role, status = EXCLUDED.status,
       employee_id = EXCLUDED.employee_id,
       departments = CASE WHEN $9::uuid[] IS NULL THEN "${s}".leave_users.departments ELSE EXCLUDED.departments END,
       forward_to = CASE WHEN $11 THEN EXCLUDED.forward_to ELSE "${s}".leave_users.forward_to END`,
    [
      p.userId,
      companyId,
      p.email,
      p.firstName,
      p.lastName,
      p.role,
      p.status,
      p.employeeId,
      p.departments ?? null,
      p.isLeave && p.forwardTo ? p.forwardTo : null,
      p.isLeave !== undefined,
    ],
  );
}
