import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { JobCloseRequest, JobSaveRequest } from './job-save.request.js';
import { JobCloseAnswer, JobSaveAnswer } from './job.answers.js';
import { JobsService } from './jobs.service.js';

/** The legacy job saves (spec 002 §7). */
@ApiTags('jobs')
@ApiBearerAuth()
@Controller('job')
export class JobSaveController {
  constructor(private readonly jobs: JobsService) {}

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveJob',
    summary: 'Create a job (no id) or edit job `id`; refusals: exist (code, name or punch code taken), noTask',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: JobSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: JobSaveRequest): Promise<JobSaveAnswer> {
    return { message: 'success', id: await this.jobs.save(actor, body) };
  }

  @Post('closeAllSelected')
  @HttpCode(200)
  @RequirePermission('job', 'update')
  @ApiOperation({ operationId: 'closeJobs', summary: 'Make the selected jobs inactive, all or none' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: JobCloseAnswer })
  async close(@CurrentActor() actor: Actor, @Body() body: JobCloseRequest): Promise<JobCloseAnswer> {
    return { message: 'success', closed: await this.jobs.close(actor, body.ids) };
  }
}
