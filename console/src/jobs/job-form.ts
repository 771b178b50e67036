import type { JobRow, TaskRow } from '@rollcall/api-client';
import { JOB_MESSAGES } from './job-messages';

/** The fields jobs and tasks share (CodedItemFormModal edits them). */
export interface CodedItemValues {
  code: string;
  name: string;
  active: boolean;
  description: string;
  punchCode: string;
  payExportCode: string;
}

export interface JobFormValues extends CodedItemValues {
  taskID: string[];
  externalJobType: string;
  externalJobId: string;
}

export interface TaskFormValues extends CodedItemValues {
  externalTaskType: string;
  externalTaskId: string;
}

/** A new job starts active (the box is disabled while creating). */
export function jobFormValues(job: JobRow | null | undefined): JobFormValues {
  return {
    code: job?.code ?? '',
    name: job?.name ?? '',
    active: job?.active ?? true,
    taskID: job?.taskID ?? [],
    description: job?.description ?? '',
    punchCode: job?.punchCode ?? '',
    payExportCode: job?.payExportCode ?? '',
    externalJobType: job?.externalJobType ?? '',
    externalJobId: job?.externalJobId ?? '',
  };
}

export function taskFormValues(task: TaskRow | null | undefined): TaskFormValues {
  return {
    code: task?.code ?? '',
    name: task?.name ?? '',
    active: task?.active ?? true,
    description: task?.description ?? '',
    punchCode: task?.punchCode ?? '',
    payExportCode: task?.payExportCode ?? '',
    externalTaskType: task?.externalTaskType ?? '',
    externalTaskId: task?.externalTaskId ?? '',
  };
}

/** Field messages of the job or task form: Code is required (spec 002 §5). */
export function codeErrors(values: { code: string }): Partial<Record<'code', string>> {
  return values.code.trim() ? {} : { code: JOB_MESSAGES.codeRequired };
}

/** The save body: trimmed text (blank clears), the external fields only when they are shown. */
export function jobSaveBody(id: string | null, values: JobFormValues, withExternal: boolean) {
  return {
    ...(id ? { id } : {}),
    code: values.code.trim(),
    name: values.name.trim(),
    active: values.active,
    taskID: values.taskID,
    description: values.description.trim(),
    punchCode: values.punchCode.trim(),
    payExportCode: values.payExportCode.trim(),
    ...(withExternal
      ? { externalJobType: values.externalJobType.trim(), externalJobId: values.externalJobId.trim() }
      : {}),
  };
}

export function taskSaveBody(id: string | null, values: TaskFormValues, withExternal: boolean) {
  return {
    ...(id ? { id } : {}),
    code: values.code.trim(),
    name: values.name.trim(),
    active: values.active,
    description: values.description.trim(),
    punchCode: values.punchCode.trim(),
    payExportCode: values.payExportCode.trim(),
    ...(withExternal
      ? { externalTaskType: values.externalTaskType.trim(), externalTaskId: values.externalTaskId.trim() }
      : {}),
  };
}
