// The punch code generator's rules (spec 002 §2 "Punch code generator", §3 "QR payload", §5 "Punch code").
import { PUNCH_CODE_MESSAGES } from './punch-code-messages';

export interface Coded {
  id: string;
  code: string;
  name: string;
}

export interface Named {
  id: string;
  name: string;
}

/** The QR payload of the default form; absent parts are null. */
export interface PunchCodePayload {
  departmentId: string | null;
  departmentName: string | null;
  jobId: string | null;
  jobName: string | null;
  taskId: string | null;
  taskName: string | null;
}

/** "code - name", or the code alone when the name is blank. */
export function codeAndName(item: { code: string; name: string }): string {
  return item.name.trim() ? `${item.code} - ${item.name}` : item.code;
}

export function punchCodePayload(choice: {
  department: Named | null;
  job: Coded | null;
  task: Coded | null;
}): PunchCodePayload {
  return {
    departmentId: choice.department?.id ?? null,
    departmentName: choice.department?.name ?? null,
    jobId: choice.job?.id ?? null,
    jobName: choice.job ? codeAndName(choice.job) : null,
    taskId: choice.task?.id ?? null,
    taskName: choice.task ? codeAndName(choice.task) : null,
  };
}

export interface DefaultFormRules {
  /** isPositionCodeEnabled: the structure select shows */
  positionShown: boolean;
  /** isTaskCodeEnabled: the task select shows */
  taskShown: boolean;
  /** the company's third-party type is one that needs a job */
  jobRequired: boolean;
  /** how many tasks the chosen job offers */
  taskOptionCount: number;
}

/**
 * The default form's messages by field. A job is required for the job-costing third-party types; a chosen job
 * needs a task when task codes are on and the job offers tasks; a code must name at least a position or a job.
 */
export function defaultFormErrors(
  values: { departmentId: string; jobId: string; taskId: string },
  rules: DefaultFormRules,
): Partial<Record<'department' | 'job' | 'task', string>> {
  const errors: Partial<Record<'department' | 'job' | 'task', string>> = {};
  if (!values.jobId && rules.jobRequired) errors.job = PUNCH_CODE_MESSAGES.selectJob;
  else if (!values.jobId && !(rules.positionShown && values.departmentId)) {
    errors.job = PUNCH_CODE_MESSAGES.selectSomething;
  }
  if (values.jobId && rules.taskShown && rules.taskOptionCount > 0 && !values.taskId) {
    errors.task = PUNCH_CODE_MESSAGES.selectTask;
  }
  return errors;
}

/** The customer-variant payload (Project, Level 2, Level 3, Category). */
export interface CustomerPunchCodePayload {
  project: string;
  projectName: string;
  panel: string;
  panelName: string;
  task: string;
  taskName: string;
  category: string;
  categoryName: string;
}

/** Every field of the customer-variant form is required. */
export function customerFormErrors(values: {
  project: string;
  panel: string;
  task: string;
  category: string;
}): Partial<Record<'project' | 'panel' | 'task' | 'category', string>> {
  const errors: Partial<Record<'project' | 'panel' | 'task' | 'category', string>> = {};
  for (const key of ['project', 'panel', 'task', 'category'] as const) {
    if (!values[key]) errors[key] = PUNCH_CODE_MESSAGES.required;
  }
  return errors;
}

/** A list of one is chosen for the user (spec: a single returned job or task is auto-selected). */
export function autoSelected<T extends { id: string }>(items: readonly T[] | undefined, current: string): string {
  if (current && items?.some((i) => i.id === current)) return current;
  return items?.length === 1 ? (items[0]?.id ?? '') : '';
}
