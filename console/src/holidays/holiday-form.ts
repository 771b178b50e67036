// The holiday form (spec 002 §3 Holiday, §5 validation: Name, Date and Alternative Date required).

import type { HolidayRow, HolidaySaveRequest } from '@rollcall/api-client';
import { HOLIDAY_MESSAGES } from './holiday-messages';

export interface HolidayFormValues {
  name: string;
  date: string;
  alterdate: string;
}

export function holidayFormValues(holiday: HolidayRow | null): HolidayFormValues {
  return holiday
    ? { name: holiday.name, date: holiday.date, alterdate: holiday.alterdate }
    : { name: '', date: '', alterdate: '' };
}

/** A new Date also fills an empty Alternative Date (a holiday that is not moved is observed on its own date). */
export function withDate(values: HolidayFormValues, date: string): HolidayFormValues {
  return { ...values, date, alterdate: values.alterdate === '' ? date : values.alterdate };
}

export function holidayFormErrors(values: HolidayFormValues): Partial<Record<keyof HolidayFormValues, string>> {
  const errors: Partial<Record<keyof HolidayFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = HOLIDAY_MESSAGES.nameRequired;
  if (values.date === '') errors.date = HOLIDAY_MESSAGES.dateRequired;
  if (values.alterdate === '') errors.alterdate = HOLIDAY_MESSAGES.alterdateRequired;
  else if (values.date !== '' && values.alterdate < values.date)
    errors.alterdate = HOLIDAY_MESSAGES.alterdateBeforeDate;
  return errors;
}

export function holidaySaveBody(id: string | null, values: HolidayFormValues): HolidaySaveRequest {
  return { ...(id ? { id } : {}), name: values.name.trim(), date: values.date, alterdate: values.alterdate };
}
