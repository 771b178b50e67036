// The texts of the Global Schedule screen (spec 002 §5 and §8 "Global actions").

export const GLOBAL_SCHEDULE_MESSAGES = {
  verifyFailed: 'Failed to verify the schedule.',
  generated: 'Successfully generated the schedule.',
  generateFailed: 'Failed to generate the schedule.',
  conflictsTitle: 'Schedule time conflicts',
  overwriteQuestion: 'Generate the schedule?',
  overwriteDetail: (date: string, overwrites: number) =>
    `Existing shifts on ${date} are overwritten${overwrites ? ` (${overwrites} employee${overwrites === 1 ? ' has' : 's have'} a schedule that day)` : ''}.`,
  employeesRequired: 'Please select employees.',
  departmentsRequired: 'Please select departments.',
  dateRequired: 'Please select a date.',
  sectionRequired: 'Add a section, or make the day an off day.',
  timeclash: 'Warning: Scheduling conflicts!',
} as const;

/** Server answer codes → text (the closed-period text comes with the refusal as its detail). */
export const GLOBAL_SCHEDULE_ANSWER_TEXT: Record<string, string> = {
  noEmployees: 'The departments chosen have no active employees.',
  noEmployee: 'Employee not found.',
  noDepartment: 'Structure node not found.',
  scheduleConflicts: GLOBAL_SCHEDULE_MESSAGES.timeclash,
};
