import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScheduleSection } from '@rollcall/contracts';
import { EventWriter, type NewEvent } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { SCHEDULING } from '../scheduling.constants.js';

export interface ScheduleDayInput {
  date: string;
  offDay: boolean;
  sections: ScheduleSection[];
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Sets employees' schedules date by date and tells the calculation service through schedule.day.changed.v1. */
@Injectable()
export class EmployeeSchedulesService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async setDays(companyId: string, employeeId: string, days: ScheduleDayInput[]): Promise<void> {
    for (const day of days) {
      if (!LOCAL_DATE.test(day.date)) throw new BadRequestException(`date must be YYYY-MM-DD (got "${day.date}")`);
      for (const section of day.sections) {
        if (!LOCAL_TIME.test(section.start) || !LOCAL_TIME.test(section.end)) {
          throw new BadRequestException(
            `section times must be HH:mm (got ${section.start}-${section.end} on ${day.date})`,
          );
        }
      }
      if (day.offDay && day.sections.length)
        throw new BadRequestException(`${day.date} is an off day and has sections`);
    }
    await this.dataSource.transaction(async (manager) => {
      const events: NewEvent[] = [];
      for (const day of days) {
        await manager.query(
          `INSERT INTO "${SCHEDULING}".schedule_days (company_id, employee_id, date, off_day, sections)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (employee_id, date) DO UPDATE SET off_day = EXCLUDED.off_day, sections = EXCLUDED.sections`,
          [companyId, employeeId, day.date, day.offDay, JSON.stringify(day.sections)],
        );
        events.push({
          type: 'schedule.day.changed.v1',
          companyId,
          key: employeeId,
          payload: { employeeId, date: day.date, offDay: day.offDay, sections: day.sections },
        });
      }
      await this.events.write(manager, events);
    });
  }
}
