import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import { type Actor, EventWriter, refusal } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { JOB_ANSWERS } from './job-answer-codes.js';
import { jobChanged } from './job-events.js';
import { jobFileKind, OversizedJobFile, readJobSheet, UnreadableJobFile } from './job-import-file.js';
import { parseJobFile, planJobImport } from './job-import-rows.js';
import { isUniqueViolation } from './job-rows.js';
import type { JobImportAnswer } from './job.answers.js';
import { Job } from './job.entity.js';
import { Task } from './task.entity.js';

export interface UploadedJobFile {
  originalname: string;
  buffer: Buffer;
}

/** POST /api/jobs/import: upserts the file's jobs by code in one transaction; refused rows are reported. */
@Injectable()
export class JobImportService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async import(actor: Actor, file: UploadedJobFile | undefined): Promise<JobImportAnswer> {
    if (!isAllowed(actor.role, 'job', 'create') || !isAllowed(actor.role, 'job', 'update')) {
      throw new ForbiddenException('You do not have permission to perform this action.');
    }
    if (!file || file.buffer.length === 0) throw refusal(JOB_ANSWERS, 'noFile');
    const kind = jobFileKind(file.originalname);
    if (!kind) throw refusal(JOB_ANSWERS, 'badFileType');
    let table: string[][];
    try {
      table = await readJobSheet(file.buffer, kind);
    } catch (error) {
      if (error instanceof UnreadableJobFile) throw refusal(JOB_ANSWERS, 'unreadableFile');
      if (error instanceof OversizedJobFile) throw refusal(JOB_ANSWERS, 'oversizedFile');
      throw error;
    }
    const parsed = parseJobFile(table);
    if (!parsed.ok) throw refusal(JOB_ANSWERS, parsed.problem);
    return this.dataSource
      .transaction(async (manager) => {
        const companyId = actor.companyId;
        // one import at a time per company, so two files cannot both take the same code
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('jobs-import:' || $1))`, [companyId]);
        const jobs = await manager.findBy(Job, { companyId });
        const tasks = await manager.findBy(Task, { companyId });
        const plan = planJobImport(parsed.rows, jobs, tasks);
        const byId = new Map(jobs.map((job) => [job.id, job]));
        const changed: Job[] = [];
        let created = 0;
        // Jobs whose name or punch code moves to another row are saved first with theirs cleared, so the unique
        // indexes never see two owners mid-import.
        const targets = plan.writes.map((write) => {
          const job =
            (write.id ? byId.get(write.id) : undefined) ??
            manager.create(Job, {
              companyId,
              code: write.row.code,
              name: '',
              active: true,
              taskIds: [],
              description: null,
              punchCode: null,
              payExportCode: null,
              externalJobType: null,
              externalJobId: null,
            });
          if (!write.id) created++;
          return { job, write };
        });
        const existingTargets = targets.filter((t) => t.write.id);
        if (existingTargets.length) {
          await manager.query(
            `UPDATE "${ORGANISATION}".jobs SET name = '', punch_code = NULL WHERE id = ANY($1::uuid[])`,
            [existingTargets.map((t) => t.job.id)],
          );
        }
        for (const { job, write } of targets) {
          const row = write.row;
          job.code = row.code;
          if (row.name !== undefined) job.name = row.name ?? '';
          if (row.punchCode !== undefined) job.punchCode = row.punchCode;
          if (row.description !== undefined) job.description = row.description;
          if (row.payExportCode !== undefined) job.payExportCode = row.payExportCode;
          if (row.active !== undefined) job.active = row.active;
          if (write.taskIds) job.taskIds = write.taskIds;
          changed.push(await manager.save(job));
        }
        if (changed.length) await this.events.write(manager, changed.map(jobChanged));
        const refused = [...parsed.refused, ...plan.refused].sort((a, b) => a.row - b.row);
        return { message: 'success', created, updated: changed.length - created, refused };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refusal(JOB_ANSWERS, 'exist');
        throw error;
      });
  }
}
