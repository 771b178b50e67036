import type { INestApplication } from '@nestjs/common';
import type { Actor } from '@rollcall/platform';
import { JobsService } from './jobs.service.js';
import { TasksService } from './tasks.service.js';

const DEMO_TASKS = [
  { code: 'PICK', name: 'Picking', punchCode: '501' },
  { code: 'PACK', name: 'Packing', punchCode: '502' },
  { code: 'LOAD', name: 'Loading', punchCode: '503' },
  { code: 'ADMIN', name: 'Administration', punchCode: '504' },
];

const DEMO_JOBS = [
  { code: 'J-1001', name: 'Northshore distribution', punchCode: '201', tasks: ['PICK', 'PACK', 'LOAD'] },
  { code: 'J-1002', name: 'Retail restock', punchCode: '202', tasks: ['PICK', 'PACK'] },
  { code: 'J-1003', name: 'Head office support', punchCode: '203', tasks: ['ADMIN'] },
];

/** The demo company's jobs and tasks with punch codes, saved as an Admin would (events included). */
export async function seedDemoJobs(app: INestApplication, companyId: string): Promise<void> {
  const jobs = app.get(JobsService, { strict: false });
  const tasks = app.get(TasksService, { strict: false });
  const actor: Actor = {
    userId: 'demo-seed',
    companyId,
    role: 'Admin',
    email: 'demo-seed',
    employeeId: null,
    managedNodeIds: [],
  };
  const taskIds = new Map<string, string>();
  for (const task of DEMO_TASKS) taskIds.set(task.code, await tasks.save(actor, task));
  for (const job of DEMO_JOBS) {
    await jobs.save(actor, {
      code: job.code,
      name: job.name,
      punchCode: job.punchCode,
      taskID: job.tasks.map((code) => taskIds.get(code) ?? ''),
    });
  }
}
