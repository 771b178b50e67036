import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const LEVELS = ['division', 'branch', 'department', 'position'];

/** One node of GET /api/departments (spec 000 §3 "Company structure node"). */
export class DepartmentNode {
  @ApiProperty({ description: 'the node id' }) key!: string;
  @ApiProperty({ description: 'the node name' }) title!: string;
  @ApiPropertyOptional({ enum: LEVELS, nullable: true, description: 'null for the root' }) level!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive'] }) status!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the parent’s id' }) parent!: string | null;
  @ApiProperty({ description: 'the company’s structure name (settings.structureName)' }) structureName!: string;
  @ApiProperty({ description: 'the level’s label: Company, Division, Branch, Department or Position' })
  labelName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) code!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
  @ApiProperty({ type: () => DepartmentNode, isArray: true }) children!: DepartmentNode[];
}

/** GET /api/departments/{id}: the node form's fields. */
export class DepartmentDetail {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) parent!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) parentName!: string | null;
  @ApiPropertyOptional({ enum: LEVELS, nullable: true }) level!: string | null;
  @ApiProperty() labelName!: string;
  @ApiProperty() departmentName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) code!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive'] }) status!: string;
  @ApiProperty({ type: String, isArray: true }) supervisorIds!: string[];
  @ApiProperty({ type: String, isArray: true }) holidayIds!: string[];
  @ApiProperty({ type: String, isArray: true }) jobIds!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) defaultPositionId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the node’s own zone (null: inherited)' })
  timeZoneId!: string | null;
  @ApiProperty({ description: 'the zone in force: its own, else the nearest ancestor’s, else the company’s' })
  effectiveTimeZoneId!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) scheduleId!: string | null;
  @ApiProperty({ type: String, isArray: true }) workPlaceId!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) timeRoundingId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) timeLeaveApproverId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payExportCode!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) rateExportCode!: string | null;
  @ApiProperty() greentreeWeekly!: boolean;
}

export class ChildNode {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) code!: string | null;
  @ApiPropertyOptional({ enum: LEVELS, nullable: true }) level!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive'] }) status!: string;
}

/** GET /api/departments/{id}/child-company-structure: what a child of the node is, and its children. */
export class ChildCompanyStructure {
  @ApiPropertyOptional({ enum: LEVELS, nullable: true, description: 'null: the node can have no children' })
  level!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) labelName!: string | null;
  @ApiProperty({ description: 'whether the caller may add a child here (create permission on that level)' })
  canCreate!: boolean;
  @ApiProperty({ type: ChildNode, isArray: true }) children!: ChildNode[];
}

/** GET /api/company-structures: the levels, top down. */
export class CompanyStructureLevel {
  @ApiProperty({ description: 'the level’s id (POST /structure/update)' }) id!: string;
  @ApiProperty({ enum: LEVELS }) level!: string;
  @ApiProperty({ description: 'the level’s name as shown (its labelName)' }) name!: string;
  @ApiProperty({ description: 'the name the level is shown with in the tree and node forms' }) labelName!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the zone new nodes of the level start with' })
  timeZone!: string | null;
  @ApiProperty({ description: 'whether the level is on; an off level is skipped by the add-child chain' })
  isActive!: boolean;
  @ApiPropertyOptional({ enum: LEVELS, nullable: true, description: 'null: under the company root' })
  parentLevel!: string | null;
  @ApiProperty({ description: 'whether the caller may create nodes of this level' }) canCreate!: boolean;
}

export class NextPunchCode {
  @ApiProperty({ description: 'a punch code no node of the company has' }) punchCode!: string;
}

export class DepartmentVo {
  @ApiProperty() id!: string;
}

export class DepartmentSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ type: DepartmentVo }) departmentVo!: DepartmentVo;
}
