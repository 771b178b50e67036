// The texts of the holidays screen (spec 002 §2 and §8 "Pay types, groups, rounding, holidays, levels") and of the
// New Zealand generator dialog.

export const HOLIDAY_MESSAGES = {
  saved: 'Holiday is saved successfully.',
  saveFailed: 'Failed to save holiday.',
  deleted: 'Holidays are deleted successfully.',
  deleteFailed: 'Failed to delete Holidays.',
  deleteQuestion: 'Are you sure you want to delete it/them?',
  exist: 'Warning: Name has existed.',
  alterdateBeforeDate: 'Warning: Alternative Date cannot be before Date.',
  systemHoliday: 'System default holiday',
  nameRequired: 'Please enter the Name.',
  dateRequired: 'Please select the Date.',
  alterdateRequired: 'Please select the Alternative Date.',
  generateTitle: 'Generate New Zealand holidays',
  previewFailed: 'Failed to load the New Zealand holidays.',
  generateFailed: 'Failed to save holiday.',
  nothingSelected: 'Please select at least one holiday.',
  alreadyThere: 'Already added',
} as const;

/** After the generator's save: how many were added and skipped. */
export function generatedText(added: number, skipped: number): string {
  const addedText = `${added} holiday${added === 1 ? '' : 's'} added`;
  return skipped > 0 ? `${addedText}, ${skipped} already there.` : `${addedText}.`;
}

/** Server answer codes → the spec's text. */
export const HOLIDAY_ANSWER_TEXT: Record<string, string> = {
  exist: HOLIDAY_MESSAGES.exist,
  alterdateBeforeDate: HOLIDAY_MESSAGES.alterdateBeforeDate,
};
