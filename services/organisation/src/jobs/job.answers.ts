import { PageAnswer } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One job as GET /api/jobs and GET /api/jobs/{id} answer it (the form's fields). */
export class JobRow {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, isArray: true, description: 'the tasks offered under the job' }) taskID!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payExportCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) externalJobType!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) externalJobId!: string | null;
}

/** One task as GET /api/tasks and GET /api/tasks/{id} answer it. */
export class TaskRow {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() active!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payExportCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) externalTaskType!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) externalTaskId!: string | null;
}

/** A task under a job in GET /api/jobs/active-task-tree. */
export class TaskLeaf {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
}

/** An active job with its active tasks (pickers). */
export class JobTaskTree {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
  @ApiProperty({ type: TaskLeaf, isArray: true }) tasks!: TaskLeaf[];
}

export class JobSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the saved job' }) id!: string;
}

export class TaskSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the saved task' }) id!: string;
}

export class JobCloseAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'how many jobs were made inactive' }) closed!: number;
}

export class RefusedImportRow {
  @ApiProperty({ description: 'the row number in the file (the header is row 1)' }) row!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) code!: string | null;
  @ApiProperty({ description: 'why the row was not imported' }) reason!: string;
}

export class JobImportAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty({ type: RefusedImportRow, isArray: true }) refused!: RefusedImportRow[];
}

/** The answer of the external-system sync (spec 002 §7 "Sync jobs or tasks with an external ERP"). */
export class ExternalSyncAnswer {
  @ApiProperty() success!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) errorMessage!: string | null;
}

export class JobPage extends PageAnswer(JobRow, 'JobPage') {}

export class TaskPage extends PageAnswer(TaskRow, 'TaskPage') {}
