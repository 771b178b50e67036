import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, refusal } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { scheduleTargets } from '../../global-schedule/global-schedule-targets.js';
import { SCHEDULING } from '../../scheduling.constants.js';
import type { LeaveFormFields } from '../leave-save.request.js';
import { leaveEmployee, leaveType } from '../leave-store.js';
import { LeavesService, leaveShapeOf } from '../leaves.service.js';
import { LeaveRequestMailer } from '../submissions/leave-request-mail.js';
import { GLOBAL_LEAVE_ANSWERS, type GlobalLeaveAnswer, type GlobalLeaveRefused } from './global-leave.answers.js';
import { globalLeaveMessages } from './global-leave-rules.js';
import { type GlobalLeaveRequest, MAX_GLOBAL_LEAVE_EMPLOYEES } from './global-leave.request.js';

/**
 * Global Leave (spec 002 §3, §7): one leave for each employee named, or each active employee of the departments and
 * the nodes beneath them. Each employee's leave is checked and written on its own, through the leave save's rules
 * (off days, holidays, days without a schedule, an existing leave, a closed period, the balance rule): who got it and
 * who did not, and why, is the answer. The leave is Approved where the caller may examine it (a supervisor's or
 * admin's bulk leave), else Pending and mailed to its approver.
 */
@Injectable()
export class GlobalLeaveService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly leaves: LeavesService,
    private readonly mailer: LeaveRequestMailer,
  ) {}

  async save(actor: Actor, input: GlobalLeaveRequest): Promise<GlobalLeaveAnswer> {
    const form: LeaveFormFields = {
      ...input,
      fromTime: input.fromTime ?? input.fromLeaveTime ?? null,
      toTime: input.toTime ?? input.toLeaveTime ?? null,
    };
    // the order's own faults refuse it whole, before anything is written
    leaveShapeOf(form);
    const departmentIds = [...new Set([...(input.department ? [input.department] : []), ...(input.departments ?? [])])];
    const employeeIds = input.employees ?? [];
    if (input.byEmployee ? employeeIds.length === 0 : departmentIds.length === 0)
      throw refusal(GLOBAL_LEAVE_ANSWERS, 'noTargets');
    const targets = await scheduleTargets(this.dataSource, actor, {
      byEmployee: input.byEmployee,
      employeeIds,
      departmentIds,
    });
    if (targets.length > MAX_GLOBAL_LEAVE_EMPLOYEES) throw refusal(GLOBAL_LEAVE_ANSWERS, 'tooManyEmployees');
    await leaveType(this.dataSource, actor.companyId, form.typeId);

    const added: GlobalLeaveAnswer['added'] = [];
    const refused: GlobalLeaveRefused[] = [];
    for (const target of targets) {
      try {
        const row = await this.dataSource.transaction(async (manager) => {
          const employee = await leaveEmployee(manager, actor.companyId, target.id);
          const status = (await this.leaves.mayExamine(manager, actor, employee)) ? 'Approved' : 'Pending';
          return this.leaves.write(manager, actor, employee, form, { before: null, status, source: 'global' });
        });
        this.mailer.requested(row, actor.userId);
        added.push({ employeeId: target.id, employeeName: target.name, leaveId: row.id, leaveStatus: row.status });
      } catch (error) {
        const why = refusalOf(error);
        if (!why) throw error;
        refused.push({ employeeId: target.id, employeeName: target.name, ...why });
      }
    }
    return { message: 'success', ...globalLeaveMessages(added, refused), added, refused };
  }
}

/** The code and text of a leave refusal (a 4xx the save answers); null for anything else. */
function refusalOf(error: unknown): { code: string; reason: string } | null {
  if (!(error instanceof HttpException) || error.getStatus() >= 500) return null;
  const body = error.getResponse() as { message?: unknown; detail?: unknown };
  if (typeof body !== 'object' || typeof body.message !== 'string') return null;
  return { code: body.message, reason: typeof body.detail === 'string' ? body.detail : body.message };
}
