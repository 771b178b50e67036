import type { INestApplication } from '@nestjs/common';
import { ScheduleTemplatesService } from '@rollcall/scheduling';
import type { Actor } from '@rollcall/platform';

const WEEKDAY = { startTime: '08:00', endTime: '16:30', breakTime: 30 };
const EARLY = { startTime: '06:00', endTime: '14:30', breakTime: 30 };
const NIGHT = { startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' as const, breakTime: 30 };

/** Monday to Friday `section`, the weekend off, for `weeks` weeks. */
function weeks(...sections: (typeof WEEKDAY | typeof NIGHT)[][]) {
  return sections.flatMap((week, w) =>
    Array.from({ length: 7 }, (_, d) => ({
      num: w * 7 + d + 1,
      isOffDay: d >= 5,
      workSections: d >= 5 ? [] : week,
    })),
  );
}

/**
 * The demo's two schedule templates, from next Monday: the Office on weekdays 08:00-16:30, the Warehouse a fortnight
 * of early shifts then nights (Monday to Friday). Their days are generated to the horizon; the fortnight the seed
 * wrote by hand (last week and this week) is left as it is.
 */
export async function seedDemoTemplates(
  app: INestApplication,
  companyId: string,
  nextMonday: string,
  staff: { office: string[]; warehouse: string[] },
): Promise<void> {
  const templates = app.get(ScheduleTemplatesService, { strict: false });
  const seed: Actor = {
    userId: 'demo-seed',
    companyId,
    role: 'Admin',
    email: 'admin@demo.test',
    employeeId: null,
    managedNodeIds: [],
  };
  await templates.save(seed, {
    name: 'Office week',
    employeeIds: staff.office,
    periodType: 'Weekly',
    startDate: nextMonday,
    workOnHoliday: false,
    scheduleRules: weeks([WEEKDAY]),
  });
  await templates.save(seed, {
    name: 'Warehouse early and night fortnight',
    employeeIds: staff.warehouse,
    periodType: 'Fortnightly',
    startDate: nextMonday,
    workOnHoliday: false,
    scheduleRules: weeks([EARLY], [NIGHT]),
  });
}
