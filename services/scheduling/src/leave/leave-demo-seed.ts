import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { SCHEDULING } from '../scheduling.constants.js';
import { LeavesService } from './leaves.service.js';

/** One demo leave: whose, which type (code), the dates, and what the approver did with it. */
export interface DemoLeave {
  employeeId: string;
  typeCode: string;
  fromDate: string;
  toDate: string;
  status: 'Pending' | 'Approved' | 'Declined';
  reason?: string;
}

/**
 * The demo company's leave (the embedded demo seed): balances of annual and sick leave for every employee as of a
 * date, and a few requests through the same save and approval as the console's, so every leave screen has data.
 */
@Injectable()
export class LeaveDemoSeed {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly leaves: LeavesService,
  ) {}

  async seed(
    admin: Actor,
    balances: { employeeIds: string[]; balanceDate: string; hours: Record<string, number> },
    requests: DemoLeave[],
  ): Promise<void> {
    const types = await this.typesByCode(admin.companyId, Object.keys(balances.hours));
    await this.dataSource.query(
      `INSERT INTO "${SCHEDULING}".leave_balances (company_id, employee_id, pay_type_id, balance_date, hours, imported_by)
       SELECT $1, e, t.id, $3, t.hours, $4 FROM unnest($2::uuid[]) AS e,
              unnest($5::uuid[], $6::numeric[]) AS t(id, hours)
       ON CONFLICT (employee_id, pay_type_id, balance_date) DO UPDATE SET hours = EXCLUDED.hours`,
      [
        admin.companyId,
        balances.employeeIds,
        balances.balanceDate,
        admin.userId,
        Object.keys(balances.hours).map((code) => types.get(code)),
        Object.values(balances.hours),
      ],
    );
    const requestTypes = await this.typesByCode(
      admin.companyId,
      requests.map((r) => r.typeCode),
    );
    for (const request of requests) {
      const saved = await this.leaves
        .save(admin, {
          employeeId: request.employeeId,
          typeId: requestTypes.get(request.typeCode) as string,
          fromDate: request.fromDate,
          toDate: request.toDate,
          scheduledDuration: true,
          skip: true,
        })
        .catch((error: unknown) => {
          // a request whose every day is a holiday this year charges nothing: the demo goes without it
          if (
            error instanceof HttpException &&
            (error.getResponse() as { message?: unknown }).message === 'unscheduledDays'
          )
            return null;
          throw error;
        });
      if (saved && request.status !== 'Pending')
        await this.leaves.examine(admin, { id: saved.id, status: request.status, reason: request.reason ?? null });
    }
  }

  /** Waits (at most 30 s) until scheduling has learnt the company's leave types, then names them by code. */
  private async typesByCode(companyId: string, codes: string[]): Promise<Map<string, string>> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = (await this.dataSource.query(
        `SELECT code, id FROM "${SCHEDULING}".leave_pay_types WHERE company_id = $1 AND is_leave AND code = ANY($2)`,
        [companyId, codes],
      )) as { code: string; id: string }[];
      if (rows.length === new Set(codes).size) return new Map(rows.map((r) => [r.code, r.id]));
      if (Date.now() > deadline) throw new Error(`scheduling did not learn the leave types ${codes.join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
