import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { JobRow, TaskRow } from '../jobs/job.answers.js';
import { JobsService } from '../jobs/jobs.service.js';
import { TasksService } from '../jobs/tasks.service.js';
import { PunchCodePosition } from './punch-code-lookups.answers.js';
import { PunchCodePositionsService } from './punch-code-positions.service.js';

/**
 * The punch code generator's lookups (spec 002 §7 "Lookups for the punch code generator"), behind the punchCode
 * permission so a user of the generator needs no rights on the job screens.
 */
@ApiTags('punch codes')
@ApiBearerAuth()
@Controller('api/punch-codes')
export class PunchCodeLookupsController {
  constructor(
    private readonly positions: PunchCodePositionsService,
    private readonly jobs: JobsService,
    private readonly tasks: TasksService,
  ) {}

  @Get('positions')
  @RequirePermission('punchCode', 'visible')
  @ApiOperation({ operationId: 'listPunchCodePositions', summary: 'Active positions of the structure' })
  @ApiOkResponse({ type: PunchCodePosition, isArray: true })
  listPositions(@CurrentActor() actor: Actor): Promise<PunchCodePosition[]> {
    return this.positions.positions(actor.companyId);
  }

  @Get('jobs')
  @RequirePermission('punchCode', 'visible')
  @ApiOperation({ operationId: 'listPunchCodeJobs', summary: 'Every active job (All Jobs, or no position chosen)' })
  @ApiOkResponse({ type: JobRow, isArray: true })
  allJobs(@CurrentActor() actor: Actor): Promise<JobRow[]> {
    return this.jobs.list(actor.companyId, true);
  }

  @Get('departments/:id/jobs')
  @RequirePermission('punchCode', 'visible')
  @ApiOperation({
    operationId: 'listPunchCodeJobsOfDepartment',
    summary: 'The active jobs offered at node {id}: its linked jobs, else its nearest linked ancestor’s, else all',
  })
  @ApiOkResponse({ type: JobRow, isArray: true })
  jobsOfDepartment(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobRow[]> {
    return this.jobs.forDepartment(actor.companyId, id);
  }

  @Get('jobs/:id/tasks')
  @RequirePermission('punchCode', 'visible')
  @ApiOperation({ operationId: 'listPunchCodeTasksOfJob', summary: 'The active tasks offered under job {id}' })
  @ApiOkResponse({ type: TaskRow, isArray: true })
  tasksOfJob(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<TaskRow[]> {
    return this.tasks.forJob(actor.companyId, id);
  }
}
