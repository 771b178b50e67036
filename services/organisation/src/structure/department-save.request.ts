import { FormBoolean, FormList, FormText, IsTimeZone, KeptText, OptionalText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';

const OptionalId = (name: string): PropertyDecorator[] => [
  FormText(),
  IsOptional(),
  IsUUID('all', { message: `${name} must be an id` }),
];
const decorate =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };
const IdList = (name: string): PropertyDecorator =>
  decorate([FormList(), IsOptional(), IsUUID('all', { each: true, message: `${name} must be a list of ids` })]);

/**
 * POST /department/save, form-encoded or JSON: `id` edits that node; without it a node is created under
 * `parent`, one level below it. A field left out keeps its value (edit); a blank one clears it.
 */
export class DepartmentSaveRequest {
  @ApiPropertyOptional({ description: 'the node to edit; absent on create' })
  @decorate(OptionalId('id'))
  id?: string | null;

  @ApiPropertyOptional({ description: 'create: the node to create under' })
  @decorate(OptionalId('parent'))
  parent?: string | null;

  @ApiPropertyOptional({ description: 'required on create' })
  @KeptText(200)
  departmentName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) code?: string | null;

  @ApiPropertyOptional({ enum: ['Active', 'Inactive'], description: 'edit only' })
  @FormText()
  @IsOptional()
  @IsIn(['Active', 'Inactive'], { message: 'status must be Active or Inactive' })
  status?: 'Active' | 'Inactive' | null;

  @ApiPropertyOptional({ type: String, isArray: true }) @IdList('supervisorIds') supervisorIds?: string[];
  @ApiPropertyOptional({ type: String, isArray: true }) @IdList('holidayIds') holidayIds?: string[];
  @ApiPropertyOptional({ type: String, isArray: true }) @IdList('jobIds') jobIds?: string[];
  @ApiPropertyOptional({ type: String, isArray: true, description: 'work sites (multi)' })
  @IdList('workPlaceId')
  workPlaceId?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'department level: one of its positions' })
  @decorate(OptionalId('defaultPositionId'))
  defaultPositionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'IANA zone; blank inherits the parent’s' })
  @FormText()
  @IsOptional()
  @IsTimeZone()
  timeZoneId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @decorate(OptionalId('scheduleId')) scheduleId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @decorate(OptionalId('timeRoundingId'))
  timeRoundingId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @decorate(OptionalId('timeLeaveApproverId'))
  timeLeaveApproverId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'required for positions with position codes on' })
  @OptionalText(20)
  punchCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) payExportCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) rateExportCode?: string | null;

  @ApiPropertyOptional()
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'greentreeWeekly must be true or false' })
  greentreeWeekly?: boolean | null;
}

export class DepartmentDeleteRequest {
  @ApiProperty({ type: String, isArray: true, description: 'the nodes to delete' })
  @FormList()
  @IsNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of department ids' })
  ids!: string[];
}
