// The texts of the rounding rules screen (spec 002 §8 "Pay types, groups, rounding, holidays, levels").

export const ROUNDING_MESSAGES = {
  saved: 'Rounding Rule is saved successfully.',
  saveFailed: 'Failed to save the Rounding Rule.',
  deleted: 'Rounding Rules are deleted successfully.',
  deleteFailed: 'Failed to delete Rounding Rules.',
  deleteQuestion: 'Are you sure you want to delete it/them?',
  exist: 'Warning: Name has existed.',
  noRules: 'Warning: Please set the Rounding Rules.',
  tooManyRules: 'Warning: Rounding Rules cannot exceed 20.',
  toNotAfterFrom: 'Warning: Rounding rules "To" must be greater than "From".',
  outOfRange: 'Warning: Rounding Rule must be between 0 and 60.',
  overlap: 'Warning: Rounding rules cannot overlap.',
  nameRequired: 'Please enter the name.',
} as const;

/** 'Warning: Rounding rule {list} cannot be deleted as is currently in use'. */
export function inUseText(names: string[]): string {
  return `Warning: Rounding rule ${names.join(', ')} cannot be deleted as is currently in use`;
}

/** Server answer codes → the spec's text. */
export const ROUNDING_ANSWER_TEXT: Record<string, string> = {
  exist: ROUNDING_MESSAGES.exist,
  noRules: ROUNDING_MESSAGES.noRules,
  tooManyRules: ROUNDING_MESSAGES.tooManyRules,
  toNotAfterFrom: ROUNDING_MESSAGES.toNotAfterFrom,
  outOfRange: ROUNDING_MESSAGES.outOfRange,
  overlap: ROUNDING_MESSAGES.overlap,
};
