import { FormBoolean, FormText, KeptText, OptionalText } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';

/** POST /task/save, form-encoded or JSON; the same rules as a job save. */
export class TaskSaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the task to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be a task id' })
  id?: string | null;

  @ApiPropertyOptional({ type: String, description: 'required on create' }) @KeptText(50) code?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(200) name?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'default true on create' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) description?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(20) punchCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) payExportCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) externalTaskType?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) externalTaskId?: string | null;
}
