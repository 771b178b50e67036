import type { INestApplication } from '@nestjs/common';
import { ScheduleTemplatesService } from '@rollcall/scheduling';
import type { Actor } from '@rollcall/platform';
import type { SeededShift } from './demo-shifts.js';

/** A template's section placed from a demo shift: its times, break, label and colour. */
function sectionOf(shift: SeededShift) {
  return {
    startTime: shift.startTime,
    endTime: shift.endTime,
    endTimeType: shift.endTimeType ?? ('Today' as const),
    breakTime: shift.breakTime,
    labelName: shift.labelName,
    colorCode: shift.colorCode,
    baseShiftWorksectionId: shift.id,
  };
}

/** Monday to Friday `section`, the weekend off, for `weeks` weeks. */
function weeks(...sections: ReturnType<typeof sectionOf>[][]) {
  return sections.flatMap((week, w) =>
    Array.from({ length: 7 }, (_, d) => ({
      num: w * 7 + d + 1,
      isOffDay: d >= 5,
      workSections: d >= 5 ? [] : week,
    })),
  );
}

/**
 * The demo's two schedule templates, from next Monday: the Office on weekdays 08:00-16:30 (the Office shift), the
 * Warehouse a fortnight of early shifts then nights (Monday to Friday), each section placed from its demo shift so the
 * roster shows its label and colour. Their days are generated to the horizon; the fortnight the seed wrote by hand
 * (last week and this week) is left as it is.
 */
export async function seedDemoTemplates(
  app: INestApplication,
  companyId: string,
  nextMonday: string,
  staff: {
    office: string[];
    warehouse: string[];
    shifts: { office: SeededShift; early: SeededShift; night: SeededShift };
  },
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
    scheduleRules: weeks([sectionOf(staff.shifts.office)]),
  });
  await templates.save(seed, {
    name: 'Warehouse early and night fortnight',
    employeeIds: staff.warehouse,
    periodType: 'Fortnightly',
    startDate: nextMonday,
    workOnHoliday: false,
    scheduleRules: weeks([sectionOf(staff.shifts.early)], [sectionOf(staff.shifts.night)]),
  });
}
