import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, assertScopeReaches, peopleScopeOf } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { LeaveBalanceAnswer, type LeaveBalanceEntry } from './leave-balance.answers.js';
import { balancesAsOf, dayHoursOf } from './leave-balance-rule.js';
import { leaveEmployee, leaveTypes } from './leave-store.js';

/**
 * Leave balances (spec 001 §2 "Leave balance screen", the timesheet's panel): for each leave pay type the employee
 * has an imported balance of, the balance as of a date in hours, and in days where the type's convert-to-day mode
 * gives a day's length. Types with hideBalance are not shown to the Employee role.
 */
@Injectable()
export class LeaveBalancesService {
  constructor(@InjectDataSource(SCHEDULING) private readonly dataSource: DataSource) {}

  async of(actor: Actor, employeeId: string, asOf: string): Promise<LeaveBalanceAnswer> {
    const employee = await leaveEmployee(this.dataSource, actor.companyId, employeeId);
    await assertScopeReaches(this.dataSource, peopleScopeOf(actor), employee, EMPLOYEE_SCOPE_COLUMNS.nodes);
    const [balances, types] = await Promise.all([
      balancesAsOf(this.dataSource, employee.id, asOf),
      leaveTypes(this.dataSource, actor.companyId),
    ]);
    const byId = new Map(types.map((t) => [t.id, t]));
    const dataList: LeaveBalanceEntry[] = [];
    for (const balance of balances) {
      const type = byId.get(balance.payTypeId);
      if (!type || (type.hideBalance && actor.role === 'Employee')) continue;
      const dayHours = dayHoursOf(type, employee.standardHours);
      const time = round2(balance.hours);
      dataList.push({
        paytypeId: type.id,
        code: type.code,
        name: type.name,
        time,
        days: dayHours ? round2(balance.hours / dayHours) : null,
        balanceDate: balance.balanceDate,
        importedHours: round2(balance.importedHours),
        takenHours: round2(balance.takenHours),
        allowNegativeLeave: type.allowNegativeLeave,
      });
    }
    dataList.sort((a, b) => a.name.localeCompare(b.name));
    return { employeeId: employee.id, employeeName: employee.name, fromDate: asOf, dataList };
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
