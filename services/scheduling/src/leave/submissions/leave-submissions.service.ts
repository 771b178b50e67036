import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor, SqlRunner } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { SCHEDULING } from '../../scheduling.constants.js';
import { leaveRefusal } from '../leave.answers.js';
import type { LeaveListed } from '../leave-row.js';
import { employeeOfClock, leaveEmployee } from '../leave-store.js';
import { LeavesService, type SavedLeave } from '../leaves.service.js';
import { LeaveRequestMailer } from './leave-request-mail.js';
import type { KioskLeaveRequest, MobileLeaveRequest } from './leave-submission.request.js';

const s = SCHEDULING;

export const DEVICE_TOKEN_INVALID = 'The device token is not valid.';

/**
 * Leave requested from a kiosk (the company's device token and a clock id) or the mobile app (the signed-in user's
 * own): saved Pending through the same checks and answers as POST /leave/save, and mailed to the approver.
 */
@Injectable()
export class LeaveSubmissionsService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly leaves: LeavesService,
    private readonly mailer: LeaveRequestMailer,
  ) {}

  async fromKiosk(deviceToken: string, input: KioskLeaveRequest): Promise<LeaveListed> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const companyId = await companyOfDevice(manager, deviceToken);
      await assertKioskLeaveOn(manager, companyId);
      const employee = await leaveEmployee(
        manager,
        companyId,
        await employeeOfClock(manager, companyId, input.clockId),
      );
      if (!(await isActive(manager, employee.id))) throw leaveRefusal('noEmployee');
      const typeId = await leaveTypeOfCode(manager, companyId, input.typeCode);
      return this.leaves.write(
        manager,
        null,
        employee,
        { ...input, typeId },
        { before: null, status: 'Pending', source: 'kiosk', companyId },
      );
    });
    this.mailer.requested(saved, null);
    return saved;
  }

  /**
   * The caller's own leave, whatever the body says; saved as a new request (Pending), while the company has the
   * mobile app and leave time features on.
   */
  async fromMobile(actor: Actor, input: MobileLeaveRequest): Promise<SavedLeave> {
    if (!actor.employeeId) throw leaveRefusal('noEmployee');
    await assertMobileLeaveOn(this.dataSource, actor.companyId);
    return this.leaves.save(actor, { ...input, id: null, employeeId: actor.employeeId }, 'mobile');
  }
}

/** The company of a device token (scheduling's read model of the companies), else 401. */
async function companyOfDevice(runner: SqlRunner, deviceToken: string): Promise<string> {
  const [row] = (await runner.query(`SELECT id FROM "${s}".companies WHERE device_token = $1`, [deviceToken])) as {
    id: string;
  }[];
  if (!row) throw new UnauthorizedException(DEVICE_TOKEN_INVALID);
  return row.id;
}

/**
 * Refuses a kiosk's leave request while the company's leave time feature (allowLeaveTime, org.company.changed.v1)
 * or its kiosk settings' enableLeave (org.kiosk.changed.v1) is off; either not heard of yet is on, as organisation's
 * defaults are.
 */
async function assertKioskLeaveOn(runner: SqlRunner, companyId: string): Promise<void> {
  const [row] = (await runner.query(
    `SELECT coalesce((SELECT (features->>'allowLeaveTime')::boolean FROM "${s}".companies WHERE id = $1), true)
              AS "leaveTime",
            coalesce((SELECT enable_leave FROM "${s}".kiosk_leave_settings WHERE company_id = $1), true)
              AS "kioskLeave"`,
    [companyId],
  )) as { leaveTime: boolean; kioskLeave: boolean }[];
  if (row?.leaveTime === false) throw leaveRefusal('leaveTimeOff');
  if (row?.kioskLeave === false) throw leaveRefusal('kioskLeaveOff');
}

/**
 * Refuses the mobile app's leave request while the company's mobileApp or allowLeaveTime feature
 * (org.company.changed.v1) is off; one not heard of yet has organisation's default (the mobile app off, leave time
 * on).
 */
async function assertMobileLeaveOn(runner: SqlRunner, companyId: string): Promise<void> {
  const [row] = (await runner.query(
    `SELECT coalesce((features->>'mobileApp')::boolean, false) AS "mobileApp",
            coalesce((features->>'allowLeaveTime')::boolean, true) AS "leaveTime"
       FROM "${s}".companies WHERE id = $1`,
    [companyId],
  )) as { mobileApp: boolean; leaveTime: boolean }[];
  if (row?.mobileApp !== true) throw leaveRefusal('mobileAppOff');
  if (!row.leaveTime) throw leaveRefusal('leaveTimeOff');
}

async function isActive(runner: SqlRunner, employeeId: string): Promise<boolean> {
  const [row] = (await runner.query(`SELECT employee_status AS status FROM "${s}".employees WHERE id = $1`, [
    employeeId,
  ])) as { status: string | null }[];
  return row?.status !== 'Inactive' && row?.status !== 'Terminated';
}

/** The company's active leave type of this code, else notLeaveType (400). */
async function leaveTypeOfCode(runner: SqlRunner, companyId: string, code: string): Promise<string> {
  const [row] = (await runner.query(
    `SELECT id FROM "${s}".leave_pay_types
      WHERE company_id = $1 AND lower(code) = lower($2) AND is_leave AND active AND NOT deleted
      ORDER BY id LIMIT 1`,
    [companyId, code.trim()],
  )) as { id: string }[];
  if (!row) throw leaveRefusal('notLeaveType');
  return row.id;
}
