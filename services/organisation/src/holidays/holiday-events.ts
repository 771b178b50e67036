import type { HolidayChangedV1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import type { Holiday } from './holiday.entity.js';

/** A holiday as it now stands; holidays are company-wide, so departmentIds is empty. */
export function holidayChanged(holiday: Holiday, deleted = false): NewEvent {
  const payload: HolidayChangedV1 = {
    holidayId: holiday.id,
    name: holiday.name,
    date: holiday.date,
    alterdate: holiday.alterdate,
    departmentIds: [],
    deleted,
  };
  return { type: 'org.holiday.changed.v1', companyId: holiday.companyId, key: holiday.companyId, payload };
}
