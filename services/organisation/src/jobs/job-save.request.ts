import { FormBoolean, FormList, FormText, KeptText, OptionalText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsBoolean, IsOptional, IsUUID } from 'class-validator';

/**
 * POST /job/save, form-encoded or JSON: `id` edits that job, without it a job is created. A field left out keeps
 * its value; a blank one clears it (code cannot be cleared).
 */
export class JobSaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the job to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be a job id' })
  id?: string | null;

  @ApiPropertyOptional({ type: String, description: 'required on create' }) @KeptText(50) code?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(200) name?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'default true on create' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'the tasks offered under the job' })
  @FormList()
  @IsOptional()
  @IsUUID('all', { each: true, message: 'taskID must be a list of task ids' })
  taskID?: string[];

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) description?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(20) punchCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) payExportCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) externalJobType?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) externalJobId?: string | null;
}

/** POST /job/closeAllSelected: the jobs to make inactive. */
export class JobCloseRequest {
  @ApiProperty({ type: String, isArray: true })
  @FormList()
  @IsArray({ message: 'ids is required.' })
  @ArrayNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of job ids' })
  ids!: string[];
}
