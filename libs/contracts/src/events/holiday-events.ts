export const ORG_HOLIDAY_CHANGED_V1 = 'org.holiday.changed.v1';

/** A public holiday as it now stands. */
export interface HolidayChangedV1 {
  holidayId: string;
  name: string;
  /** local date YYYY-MM-DD */
  date: string;
  /** the Mondayised date, YYYY-MM-DD, when the holiday has one */
  alterdate: string | null;
  /**
   * Structure node ids (any level: a region is a division or branch node) whose employees, at or below them, have
   * the holiday. Empty: the whole company.
   */
  departmentIds: string[];
  deleted: boolean;
}
