// The texts of the work site screen (spec 002 §8 "Work sites").

export const WORKPLACE_MESSAGES = {
  created: 'Workplace created successfully',
  updated: 'Workplace updated successfully',
  createFailed: 'Failed to create workplace',
  updateFailed: 'Failed to update workplace',
  nameRepeat: 'Warning: The name already exist.',
  noCompany: 'Warning: The company does not exist.',
  searchFailed: 'Address search is unavailable. Type the address and place the pin on the map.',
  searchNotFound: 'No place was found for this address.',
  unseenEmployee: 'An employee you cannot see',
} as const;

/** Server answer codes → the spec's text; other messages are shown as they are. */
export const WORKPLACE_ANSWER_TEXT: Record<string, string> = {
  'name repeat': WORKPLACE_MESSAGES.nameRepeat,
  'no company': WORKPLACE_MESSAGES.noCompany,
};
