// The texts of the job and task screens (spec 002 §8 "Jobs, tasks, skills").

export const JOB_MESSAGES = {
  exist: 'Warning: Name or punch code has existed.',
  saveJobFailed: 'Failed to save the job',
  saveTaskFailed: 'Failed to save the task',
  jobSaved: 'Job is saved successfully.',
  taskSaved: 'Task is saved successfully.',
  closeFailed: 'Failed to close the jobs.',
  closed: 'Jobs are closed successfully.',
  closeQuestion: 'Are you sure you want to close the selected jobs?',
  importFailed: 'Failed to import the jobs.',
  fileRequired: 'Please select a file.',
  syncFailed: 'Failed to sync.',
  codeRequired: 'Please input the code.',
} as const;

/** Server answer codes → the spec's text. */
export const JOB_ANSWER_TEXT: Record<string, string> = { exist: JOB_MESSAGES.exist };
