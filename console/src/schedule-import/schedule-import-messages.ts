// The texts of the Import Schedule screen (spec 002 §8 "Imports and transfers").

export const SCHEDULE_IMPORT_MESSAGES = {
  importFailed: 'Failed to import Schedule.',
  modelerror: 'Template format error.',
  uploaded: 'Schedule upload successfully.',
  fileRequired: 'Please choose a file.',
  templateFailed: 'Failed to download the template.',
} as const;

/** Server answer codes → text. */
export const SCHEDULE_IMPORT_ANSWER_TEXT: Record<string, string> = {
  modelerror: SCHEDULE_IMPORT_MESSAGES.modelerror,
};
