import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { assertReachesAll, employeesOfCompany } from '../access/scheduled-employees.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { closedEmployeeDays } from './closed-periods.js';

/** Answers whether a date of an employee the caller reaches lies in a closed pay period. */
@Injectable()
export class ClosedPeriodsService {
  constructor(@InjectDataSource(SCHEDULING) private readonly dataSource: DataSource) {}

  async isClosed(actor: Actor, employeeId: string, date: string): Promise<boolean> {
    const employees = await employeesOfCompany(this.dataSource, actor.companyId, [employeeId]);
    await assertReachesAll(this.dataSource, actor, employees.values());
    return (await closedEmployeeDays(this.dataSource, actor.companyId, [{ employeeId, date }])).length > 0;
  }
}
