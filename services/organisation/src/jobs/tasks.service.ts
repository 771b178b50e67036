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
import { JOB_NOT_FOUND, TASK_ANSWERS, TASK_NOT_FOUND } from './job-answer-codes.js';
import { taskChanged } from './job-events.js';
import { isUniqueViolation, taskRow } from './job-rows.js';
import type { TaskRow } from './job.answers.js';
import { Job } from './job.entity.js';
import type { TaskSaveRequest } from './task-save.request.js';
import { Task } from './task.entity.js';

/** The task table's columns (the console's list screen) as SQL. */
const TASK_COLUMNS: Record<string, PageColumn> = {
  code: { sql: 't.code', sortSql: 'lower(t.code)' },
  name: { sql: 't.name', sortSql: 'lower(t.name)' },
  punchCode: { sql: "coalesce(t.punchCode, '')", sortSql: 'lower(t.punchCode)' },
  status: { sql: "CASE WHEN t.active THEN 'Active' ELSE 'Inactive' END" },
};

const s = ORGANISATION;

/** Tasks: lists, the form's save, and the tasks of a job. */
@Injectable()
export class TasksService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async list(companyId: string, active?: boolean): Promise<TaskRow[]> {
    const tasks = await this.dataSource.getRepository(Task).find({
      where: { companyId, ...(active === undefined ? {} : { active }) },
      order: { code: 'ASC' },
    });
    return tasks.map(taskRow);
  }

  /** A page of the list (Status filter as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: StatusPageQuery): Promise<Page<TaskRow>> {
    const builder = this.dataSource
      .getRepository(Task)
      .createQueryBuilder('t')
      .where('t.companyId = :companyId', { companyId });
    const active = activeFilter(query.status);
    if (active !== null) builder.andWhere('t.active = :active', { active });
    const { rows, ...page } = await listPage(builder, query, TASK_COLUMNS, {
      defaultSort: 'lower(t.code)',
      tieBreak: 't.id',
    });
    return { ...page, rows: rows.map(taskRow) };
  }

  async detail(companyId: string, id: string): Promise<TaskRow> {
    const task = await this.dataSource.getRepository(Task).findOneBy({ id, companyId });
    if (!task) throw new NotFoundException(TASK_NOT_FOUND);
    return taskRow(task);
  }

  /** The active tasks offered under job `jobId` (its Tasks field). */
  async forJob(companyId: string, jobId: string): Promise<TaskRow[]> {
    const job = await this.dataSource.getRepository(Job).findOneBy({ id: jobId, companyId });
    if (!job) throw new NotFoundException(JOB_NOT_FOUND);
    if (!job.taskIds.length) return [];
    const tasks = await this.dataSource.getRepository(Task).find({
      where: { companyId, active: true, id: In(job.taskIds) },
      order: { code: 'ASC' },
    });
    return tasks.map(taskRow);
  }

  async save(actor: Actor, input: TaskSaveRequest): Promise<string> {
    const companyId = actor.companyId;
    if (!isAllowed(actor.role, 'job', input.id ? 'update' : 'create')) {
      throw new ForbiddenException('You do not have permission to perform this action.');
    }
    return this.dataSource
      .transaction(async (manager) => {
        let task: Task;
        if (input.id) {
          const found = await manager.findOne(Task, {
            where: { id: input.id, companyId },
            lock: { mode: 'pessimistic_write' },
          });
          if (!found) throw new NotFoundException(TASK_NOT_FOUND);
          task = found;
        } else {
          if (!input.code) {
            throw new BadRequestException({
              message: 'code is required.',
              details: [{ field: 'code', message: 'code is required.' }],
            });
          }
          task = manager.create(Task, {
            companyId,
            name: '',
            active: true,
            description: null,
            punchCode: null,
            payExportCode: null,
            externalTaskType: null,
            externalTaskId: null,
          });
        }
        if (input.code) task.code = input.code;
        if (input.name !== undefined) task.name = input.name ?? '';
        if (input.active !== undefined && input.active !== null) task.active = input.active;
        if (input.description !== undefined) task.description = input.description;
        if (input.punchCode !== undefined) task.punchCode = input.punchCode;
        if (input.payExportCode !== undefined) task.payExportCode = input.payExportCode;
        if (input.externalTaskType !== undefined) task.externalTaskType = input.externalTaskType;
        if (input.externalTaskId !== undefined) task.externalTaskId = input.externalTaskId;
        if (await this.clashes(manager, task)) throw refusal(TASK_ANSWERS, 'exist');
        const saved = await manager.save(task);
        await this.events.write(manager, [taskChanged(saved)]);
        return saved.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refusal(TASK_ANSWERS, 'exist');
        throw error;
      });
  }

  private async clashes(manager: EntityManager, task: Task): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".tasks
        WHERE company_id = $1 AND ($2::uuid IS NULL OR id <> $2)
          AND (lower(code) = lower($3) OR ($4 <> '' AND lower(name) = lower($4)) OR punch_code = $5)
        LIMIT 1`,
      [task.companyId, task.id ?? null, task.code, task.name, task.punchCode],
    )) as unknown[];
    return rows.length > 0;
  }
}
