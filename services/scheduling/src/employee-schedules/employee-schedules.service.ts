import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';

export interface ScheduleDayInput {
  date: string;
  offDay: boolean;
  sections: StoredSection[];
}

/** How long a seed waits for organisation's employee event to reach scheduling. */
const EMPLOYEE_KNOWN_TIMEOUT_MS = 30_000;

/** Sets an employee's schedule date by date, for the seeds and tests, through the day writer. */
@Injectable()
export class EmployeeSchedulesService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
  ) {}

  /**
   * Writes the days in one transaction. An employee just created in organisation reaches scheduling by event:
   * this waits (at most 30 s) until it has, instead of refusing them as unknown.
   */
  async setDays(companyId: string, employeeId: string, days: ScheduleDayInput[]): Promise<void> {
    await this.setDaysOfMany(companyId, [{ employeeId, days }]);
  }

  /** setDays for many employees in one transaction (the scale company schedules thousands). */
  async setDaysOfMany(
    companyId: string,
    schedules: readonly { employeeId: string; days: readonly ScheduleDayInput[] }[],
  ): Promise<void> {
    await this.untilKnown(
      companyId,
      schedules.map((s) => s.employeeId),
    );
    await this.dataSource.transaction((manager) =>
      this.writer.write(
        manager,
        companyId,
        schedules.flatMap(({ employeeId, days }) => days.map((day) => ({ ...day, employeeId }))),
      ),
    );
  }

  private async untilKnown(companyId: string, employeeIds: readonly string[]): Promise<void> {
    const unique = [...new Set(employeeIds)];
    const deadline = Date.now() + EMPLOYEE_KNOWN_TIMEOUT_MS;
    for (;;) {
      const [row] = (await this.dataSource.query(
        `SELECT count(*)::int AS n FROM "${SCHEDULING}".employees WHERE id = ANY($1::uuid[]) AND company_id = $2`,
        [unique, companyId],
      )) as { n: number }[];
      if ((row?.n ?? 0) >= unique.length || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
