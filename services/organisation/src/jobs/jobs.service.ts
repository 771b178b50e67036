import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import {
  activeFilter,
  type Actor,
  EventWriter,
  listPage,
  type Page,
  type PageColumn,
  refusal,
  type StatusPageQuery,
} from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { Department } from '../structure/department.entity.js';
import { JOB_ANSWERS, JOB_NOT_FOUND } from './job-answer-codes.js';
import { jobChanged } from './job-events.js';
import { isUniqueViolation, jobRow, taskLeaf } from './job-rows.js';
import type { JobSaveRequest } from './job-save.request.js';
import type { JobRow, JobTaskTree } from './job.answers.js';
import { Job } from './job.entity.js';
import { Task } from './task.entity.js';

/** The job table's columns (the console's list screen) as SQL. */
const JOB_COLUMNS: Record<string, PageColumn> = {
  code: { sql: 'j.code', sortSql: 'lower(j.code)' },
  name: { sql: 'j.name', sortSql: 'lower(j.name)' },
  punchCode: { sql: "coalesce(j.punchCode, '')", sortSql: 'lower(j.punchCode)' },
  status: { sql: "CASE WHEN j.active THEN 'Active' ELSE 'Inactive' END" },
};

const DEPARTMENT_NOT_FOUND = 'Warning: The department does not exist.';
const s = ORGANISATION;

/** Jobs: lists, the form's save, closing, and the lookups of pickers and the punch code generator. */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** The company's jobs by code; `active` filters by status when given. */
  async list(companyId: string, active?: boolean): Promise<JobRow[]> {
    const jobs = await this.dataSource.getRepository(Job).find({
      where: { companyId, ...(active === undefined ? {} : { active }) },
      order: { code: 'ASC' },
    });
    return jobs.map(jobRow);
  }

  /** A page of the list (Status filter as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: StatusPageQuery): Promise<Page<JobRow>> {
    const builder = this.dataSource
      .getRepository(Job)
      .createQueryBuilder('j')
      .where('j.companyId = :companyId', { companyId });
    const active = activeFilter(query.status);
    if (active !== null) builder.andWhere('j.active = :active', { active });
    const { rows, ...page } = await listPage(builder, query, JOB_COLUMNS, {
      defaultSort: 'lower(j.code)',
      tieBreak: 'j.id',
    });
    return { ...page, rows: rows.map(jobRow) };
  }

  async detail(companyId: string, id: string): Promise<JobRow> {
    const job = await this.dataSource.getRepository(Job).findOneBy({ id, companyId });
    if (!job) throw new NotFoundException(JOB_NOT_FOUND);
    return jobRow(job);
  }

  /**
   * The active jobs offered at a structure node: those linked to the node (its Jobs field) or, when it has none,
   * to its nearest ancestor that has some; every active job when no node on the way up has a link.
   */
  async forDepartment(companyId: string, departmentId: string): Promise<JobRow[]> {
    const nodes = await this.dataSource.getRepository(Department).findBy({ companyId });
    const byId = new Map(nodes.map((node) => [node.id, node]));
    let node = byId.get(departmentId);
    if (!node) throw new NotFoundException(DEPARTMENT_NOT_FOUND);
    const seen = new Set<string>();
    while (node && node.jobIds.length === 0 && node.parentId && !seen.has(node.id)) {
      seen.add(node.id);
      node = byId.get(node.parentId);
    }
    const linked = node?.jobIds ?? [];
    const jobs = await this.dataSource.getRepository(Job).find({
      where: { companyId, active: true, ...(linked.length ? { id: In(linked) } : {}) },
      order: { code: 'ASC' },
    });
    return jobs.map(jobRow);
  }

  /** Active jobs with their active tasks, for pickers. */
  async activeTaskTree(companyId: string): Promise<JobTaskTree[]> {
    const jobs = await this.dataSource.getRepository(Job).find({
      where: { companyId, active: true },
      order: { code: 'ASC' },
    });
    const tasks = await this.dataSource.getRepository(Task).find({
      where: { companyId, active: true },
      order: { code: 'ASC' },
    });
    return jobs.map((job) => ({
      id: job.id,
      code: job.code,
      name: job.name,
      punchCode: job.punchCode,
      tasks: tasks.filter((task) => job.taskIds.includes(task.id)).map(taskLeaf),
    }));
  }

  /** Creates (no id) or edits a job; resolves to its id. */
  async save(actor: Actor, input: JobSaveRequest): Promise<string> {
    const companyId = actor.companyId;
    if (!isAllowed(actor.role, 'job', input.id ? 'update' : 'create')) {
      throw new ForbiddenException('You do not have permission to perform this action.');
    }
    return this.dataSource
      .transaction(async (manager) => {
        let job: Job;
        if (input.id) {
          const found = await manager.findOne(Job, {
            where: { id: input.id, companyId },
            lock: { mode: 'pessimistic_write' },
          });
          if (!found) throw new NotFoundException(JOB_NOT_FOUND);
          job = found;
        } else {
          if (!input.code) {
            throw new BadRequestException({
              message: 'code is required.',
              details: [{ field: 'code', message: 'code is required.' }],
            });
          }
          job = manager.create(Job, {
            companyId,
            name: '',
            active: true,
            taskIds: [],
            description: null,
            punchCode: null,
            payExportCode: null,
            externalJobType: null,
            externalJobId: null,
          });
        }
        if (input.code) job.code = input.code;
        if (input.name !== undefined) job.name = input.name ?? '';
        if (input.active !== undefined && input.active !== null) job.active = input.active;
        if (input.description !== undefined) job.description = input.description;
        if (input.punchCode !== undefined) job.punchCode = input.punchCode;
        if (input.payExportCode !== undefined) job.payExportCode = input.payExportCode;
        if (input.externalJobType !== undefined) job.externalJobType = input.externalJobType;
        if (input.externalJobId !== undefined) job.externalJobId = input.externalJobId;
        if (input.taskID !== undefined) {
          const taskIds = [...new Set(input.taskID)];
          const found = taskIds.length ? await manager.countBy(Task, { companyId, id: In(taskIds) }) : 0;
          if (found !== taskIds.length) throw refusal(JOB_ANSWERS, 'noTask');
          job.taskIds = taskIds;
        }
        if (await this.clashes(manager, job)) throw refusal(JOB_ANSWERS, 'exist');
        const saved = await manager.save(job);
        await this.events.write(manager, [jobChanged(saved)]);
        return saved.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refusal(JOB_ANSWERS, 'exist');
        throw error;
      });
  }

  /** Makes the jobs inactive, all or none (another company's id: 404); resolves to how many changed. */
  async close(actor: Actor, ids: string[]): Promise<number> {
    const unique = [...new Set(ids)];
    return this.dataSource.transaction(async (manager) => {
      const jobs = await manager.find(Job, {
        where: { companyId: actor.companyId, id: In(unique) },
        lock: { mode: 'pessimistic_write' },
      });
      if (jobs.length !== unique.length) throw new NotFoundException(JOB_NOT_FOUND);
      const closing = jobs.filter((job) => job.active);
      for (const job of closing) job.active = false;
      if (!closing.length) return 0;
      const saved = await manager.save(closing);
      await this.events.write(manager, saved.map(jobChanged));
      return saved.length;
    });
  }

  /** Whether another job of the company has the job's code, (non-blank) name or punch code. */
  private async clashes(manager: EntityManager, job: Job): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".jobs
        WHERE company_id = $1 AND ($2::uuid IS NULL OR id <> $2)
          AND (lower(code) = lower($3) OR ($4 <> '' AND lower(name) = lower($4)) OR punch_code = $5)
        LIMIT 1`,
      [job.companyId, job.id ?? null, job.code, job.name, job.punchCode],
    )) as unknown[];
    return rows.length > 0;
  }
}
