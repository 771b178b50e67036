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
    await this.untilKnown(companyId, employeeId);
    await this.dataSource.transaction((manager) =>
      this.writer.write(
        manager,
        companyId,
        days.map((day) => ({ ...day, employeeId })),
      ),
    );
  }

  private async untilKnown(companyId: string, employeeId: string): Promise<void> {
    const deadline = Date.now() + EMPLOYEE_KNOWN_TIMEOUT_MS;
    for (;;) {
      const rows = (await this.dataSource.query(
        `SELECT 1 FROM "${SCHEDULING}".employees WHERE id = $1 AND company_id = $2`,
        [employeeId, companyId],
      )) as unknown[];
      if (rows.length > 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
