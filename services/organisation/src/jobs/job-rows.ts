import type { JobRow, TaskLeaf, TaskRow } from './job.answers.js';
import type { Job } from './job.entity.js';
import type { Task } from './task.entity.js';

export function jobRow(job: Job): JobRow {
  return {
    id: job.id,
    code: job.code,
    name: job.name,
    active: job.active,
    taskID: job.taskIds,
    description: job.description,
    punchCode: job.punchCode,
    payExportCode: job.payExportCode,
    externalJobType: job.externalJobType,
    externalJobId: job.externalJobId,
  };
}

export function taskRow(task: Task): TaskRow {
  return {
    id: task.id,
    code: task.code,
    name: task.name,
    active: task.active,
    description: task.description,
    punchCode: task.punchCode,
    payExportCode: task.payExportCode,
    externalTaskType: task.externalTaskType,
    externalTaskId: task.externalTaskId,
  };
}

export function taskLeaf(task: Task): TaskLeaf {
  return { id: task.id, code: task.code, name: task.name, punchCode: task.punchCode };
}

/** Whether a database error is a unique-index refusal (two saves of the same code, name or punch code at once). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string; driverError?: { code?: string } }).code === '23505' ||
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}
