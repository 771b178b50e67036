import {
  Controller,
  PayloadTooLargeException,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Actor,
  CurrentActor,
  refusal,
  RequirePermission,
  StatusPageQuery,
  UploadRefusals,
  ApiFilePart,
} from '@rollcall/platform';
import { ExternalSyncService } from './external-sync.service.js';
import { MAX_JOB_FILE_BYTES } from './job-import-file.js';
import { JobImportService, type UploadedJobFile } from './job-import.service.js';
import { activeOf, StatusQuery } from './job-status.query.js';
import { ExternalSyncAnswer, JobImportAnswer, JobRow, JobPage, JobTaskTree } from './job.answers.js';
import { JobsService } from './jobs.service.js';
import { JOB_ANSWERS } from './job-answer-codes.js';

export const JOB_FILE_FIELD = 'jobFile';

const JOB_UPLOAD_REFUSALS = new UploadRefusals({
  tooLarge: () => new PayloadTooLargeException('The job file must be at most 2 MB.'),
  noFile: () => refusal(JOB_ANSWERS, 'noFile'),
  unreadable: () => refusal(JOB_ANSWERS, 'unreadableFile'),
});

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('api/jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly imports: JobImportService,
    private readonly sync: ExternalSyncService,
  ) {}

  @Get()
  @RequirePermission('job', 'visible')
  @ApiOperation({ operationId: 'listJobs', summary: 'The company’s jobs by code; status=true|false filters' })
  @ApiOkResponse({ type: JobRow, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: StatusQuery): Promise<JobRow[]> {
    return this.jobs.list(actor.companyId, activeOf(query));
  }

  @Get('page')
  @RequirePermission('job', 'visible')
  @ApiOperation({
    operationId: 'pageJobs',
    summary: 'A page of the company’s jobs: sort and search by code, name, punch code and status',
  })
  @ApiOkResponse({ type: JobPage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<JobPage> {
    return this.jobs.page(actor.companyId, query);
  }

  @Get('active-with-external-info')
  @RequirePermission('job', 'visible')
  @ApiOperation({
    operationId: 'listActiveJobsWithExternalInfo',
    summary: 'Every active job with its external type and id (the generator’s All Jobs list)',
  })
  @ApiOkResponse({ type: JobRow, isArray: true })
  active(@CurrentActor() actor: Actor): Promise<JobRow[]> {
    return this.jobs.list(actor.companyId, true);
  }

  @Get('active-task-tree')
  @RequirePermission('job', 'visible')
  @ApiOperation({ operationId: 'getActiveJobTaskTree', summary: 'Active jobs with their active tasks, for pickers' })
  @ApiOkResponse({ type: JobTaskTree, isArray: true })
  taskTree(@CurrentActor() actor: Actor): Promise<JobTaskTree[]> {
    return this.jobs.activeTaskTree(actor.companyId);
  }

  @Get('list-with-external-info/:id')
  @RequirePermission('job', 'visible')
  @ApiOperation({
    operationId: 'listJobsWithExternalInfo',
    summary:
      'The active jobs offered at structure node {id} (its linked jobs, else its nearest linked ancestor’s, else all)',
  })
  @ApiOkResponse({ type: JobRow, isArray: true })
  forDepartment(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobRow[]> {
    return this.jobs.forDepartment(actor.companyId, id);
  }

  @Post('import')
  @HttpCode(200)
  @RequirePermission('job', 'create')
  @UseInterceptors(
    JOB_UPLOAD_REFUSALS,
    FileInterceptor(JOB_FILE_FIELD, { limits: { fileSize: MAX_JOB_FILE_BYTES, files: 1, fields: 10 } }),
  )
  @ApiOperation({
    operationId: 'importJobs',
    summary:
      'Upsert jobs by code from a .csv or .xlsx (columns Code, Name, Punch Code, Description, Pay Export Code, Tasks, Active); refused rows are listed; refusals: noFile, badFileType, unreadableFile, noCodeColumn, tooManyRows',
  })
  @ApiFilePart(JOB_FILE_FIELD)
  @ApiOkResponse({ type: JobImportAnswer })
  import(@CurrentActor() actor: Actor, @UploadedFile() file: UploadedJobFile | undefined): Promise<JobImportAnswer> {
    return this.imports.import(actor, file);
  }

  @Post('sync')
  @HttpCode(200)
  @RequirePermission('job', 'update')
  @ApiOperation({
    operationId: 'syncJobs',
    summary: 'Sync jobs with the company’s ERP; answers success false while no connector exists',
  })
  @ApiOkResponse({ type: ExternalSyncAnswer })
  syncJobs(@CurrentActor() actor: Actor): Promise<ExternalSyncAnswer> {
    return this.sync.sync(actor.companyId, 'jobs');
  }

  @Get(':id')
  @RequirePermission('job', 'visible')
  @ApiOperation({ operationId: 'getJob', summary: 'One job of the caller’s company, with its form fields' })
  @ApiOkResponse({ type: JobRow })
  detail(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobRow> {
    return this.jobs.detail(actor.companyId, id);
  }
}
