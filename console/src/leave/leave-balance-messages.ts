// The leave balance settings and import texts (spec 002 §8 "Leave balance settings", "Imports").

export const BALANCE_SETTINGS_MESSAGES = {
  saved: 'Leave balance settings are updated successfully.',
  saveFailed: 'Failed to update leave balance settings.',
  payIdRequired: 'Pay ID column is required.',
  payTypeNameRequired: 'Pay type column is required.',
  standardHoursRequired: 'Standard hours column is required.',
  payTypeRequired: 'Pay type is required.',
  columnRequired: 'Column is required.',
  columnFormat: "Columns are numbers from 0; combine columns with '#'.",
  noPayType: 'Choose at least one leave pay type.',
} as const;

export const BALANCE_IMPORT_MESSAGES = {
  uploaded: 'Leave Balance upload successfully.',
  importFailed: 'Failed to import Leave Balance.',
  noSetting: 'The import format has NOT been set up. Please contact our support team.',
  fileRequired: 'Please choose a file.',
} as const;

/** The upload's answer codes, as the import screen says them. */
export const BALANCE_IMPORT_ANSWER_TEXT: Record<string, string> = {
  noSetting: BALANCE_IMPORT_MESSAGES.noSetting,
  unreadable: BALANCE_IMPORT_MESSAGES.importFailed,
};
