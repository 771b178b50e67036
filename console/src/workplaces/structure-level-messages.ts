// The texts of the company structure levels screen (spec 002 §8 "Pay types, groups, rounding, holidays, levels").

export const STRUCTURE_LEVEL_MESSAGES = {
  saved: 'Company Structure is saved successfully.',
  saveFailed: 'Failed to update Company Structure.',
  confirmQuestion: 'Do you really want to save it?',
  confirmDetail: 'The node of company profiles has been changed. This operation is not recoverable.',
  nameRequired: 'Please input the name.',
} as const;
