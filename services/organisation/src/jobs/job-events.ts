import { ORG_JOB_CHANGED_V1, ORG_TASK_CHANGED_V1, type JobChangedV1, type TaskChangedV1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import type { Job } from './job.entity.js';
import type { Task } from './task.entity.js';

export function jobChanged(job: Job): NewEvent {
  const payload: JobChangedV1 = {
    jobId: job.id,
    code: job.code,
    name: job.name,
    active: job.active,
    punchCode: job.punchCode,
    payExportCode: job.payExportCode,
    taskIds: job.taskIds,
    deleted: false,
  };
  return { type: ORG_JOB_CHANGED_V1, companyId: job.companyId, key: job.companyId, payload };
}

export function taskChanged(task: Task): NewEvent {
  const payload: TaskChangedV1 = {
    taskId: task.id,
    code: task.code,
    name: task.name,
    active: task.active,
    punchCode: task.punchCode,
    payExportCode: task.payExportCode,
    deleted: false,
  };
  return { type: ORG_TASK_CHANGED_V1, companyId: task.companyId, key: task.companyId, payload };
}
