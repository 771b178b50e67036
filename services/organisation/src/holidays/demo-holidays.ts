import type { INestApplication } from '@nestjs/common';
import { HolidaysService } from './holidays.service.js';
import { nzPublicHolidays, nzYearRefusal } from './nz-holidays.js';

/** The demo company's Auckland public holidays of `now`'s year and the next (years the generator covers). */
export async function seedDemoHolidays(app: INestApplication, companyId: string, now: Date): Promise<void> {
  const holidays = app.get(HolidaysService, { strict: false });
  const year = now.getUTCFullYear();
  for (const y of [year, year + 1]) {
    if (nzYearRefusal(y)) continue;
    const sysCodes = nzPublicHolidays(y, 'Auckland').map((h) => h.sysCode);
    await holidays.addGenerated(companyId, y, 'Auckland', sysCodes);
  }
}
