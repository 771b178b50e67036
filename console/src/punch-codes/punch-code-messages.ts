// The punch code generator's texts (spec 002 §5 and the rules docs/api.md records).

export const PUNCH_CODE_MESSAGES = {
  selectTask: 'Please select a task.',
  selectJob: 'Please select a job.',
  selectSomething: 'Please select a position or a job.',
  required: 'This field is required.',
  generateFailed: 'Failed to generate the punch code.',
  fileName: 'punchCode.png',
} as const;
