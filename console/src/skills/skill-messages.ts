// The texts of the skills screen (spec 002 §8 "Jobs, tasks, skills").

export const SKILL_MESSAGES = {
  saved: 'Skill is saved successfully.',
  saveFailed: 'Failed to save the Skill.',
  exist: 'Warning: Name has existed.',
} as const;

/** Server answer codes → the spec's text. */
export const SKILL_ANSWER_TEXT: Record<string, string> = { exist: SKILL_MESSAGES.exist };
