import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, StatusPageQuery } from '@rollcall/platform';
import { ExternalSyncService } from './external-sync.service.js';
import { activeOf, StatusQuery } from './job-status.query.js';
import { ExternalSyncAnswer, TaskRow, TaskPage } from './job.answers.js';
import { TasksService } from './tasks.service.js';

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('api/tasks')
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly sync: ExternalSyncService,
  ) {}

  @Get()
  @RequirePermission('job', 'visible')
  @ApiOperation({ operationId: 'listTasks', summary: 'The company’s tasks by code; status=true|false filters' })
  @ApiOkResponse({ type: TaskRow, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: StatusQuery): Promise<TaskRow[]> {
    return this.tasks.list(actor.companyId, activeOf(query));
  }

  @Get('page')
  @RequirePermission('job', 'visible')
  @ApiOperation({
    operationId: 'pageTasks',
    summary: 'A page of the company’s tasks: sort and search by code, name, punch code and status',
  })
  @ApiOkResponse({ type: TaskPage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<TaskPage> {
    return this.tasks.page(actor.companyId, query);
  }

  @Get('list-with-external-info/:id')
  @RequirePermission('job', 'visible')
  @ApiOperation({
    operationId: 'listTasksWithExternalInfo',
    summary: 'The active tasks offered under job {id}, with their external type and id',
  })
  @ApiOkResponse({ type: TaskRow, isArray: true })
  forJob(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<TaskRow[]> {
    return this.tasks.forJob(actor.companyId, id);
  }

  @Post('sync')
  @HttpCode(200)
  @RequirePermission('job', 'update')
  @ApiOperation({
    operationId: 'syncTasks',
    summary: 'Sync tasks with the company’s ERP; answers success false while no connector exists',
  })
  @ApiOkResponse({ type: ExternalSyncAnswer })
  syncTasks(@CurrentActor() actor: Actor): Promise<ExternalSyncAnswer> {
    return this.sync.sync(actor.companyId, 'tasks');
  }

  @Get(':id')
  @RequirePermission('job', 'visible')
  @ApiOperation({ operationId: 'getTask', summary: 'One task of the caller’s company, with its form fields' })
  @ApiOkResponse({ type: TaskRow })
  detail(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<TaskRow> {
    return this.tasks.detail(actor.companyId, id);
  }
}
