import type { OrganisationFeature } from '../organisation-feature.js';
import { JobsAndTasks1764200000400 } from './1764200000400-jobs-and-tasks.js';
import { ExternalSyncService } from './external-sync.service.js';
import { JobImportService } from './job-import.service.js';
import { JobSaveController } from './job-save.controller.js';
import { Job } from './job.entity.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';
import { TaskSaveController } from './task-save.controller.js';
import { Task } from './task.entity.js';
import { TasksController } from './tasks.controller.js';
import { TasksService } from './tasks.service.js';

/** Jobs and tasks (spec 002). */
export const JOBS_FEATURE: OrganisationFeature = {
  entities: [Job, Task],
  migrations: [JobsAndTasks1764200000400],
  controllers: [JobsController, JobSaveController, TasksController, TaskSaveController],
  providers: [JobsService, TasksService, JobImportService, ExternalSyncService],
};
