import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsOptional, IsUUID } from 'class-validator';

/** GET /api/departments/selected. */
export class SelectedDepartment {
  @ApiProperty({ type: String, nullable: true, description: 'the chosen structure node; null: no filter' })
  departmentId!: string | null;
}

/** POST /api/departments/selected. */
export class SelectDepartmentRequest {
  @ApiProperty({ type: String, nullable: true, description: 'a node of the caller’s company; null clears the filter' })
  @Allow()
  @IsOptional()
  @IsUUID('all', { message: 'departmentId must be a department id or null' })
  departmentId!: string | null;
}

export class SelectDepartmentAnswer {
  @ApiProperty({ example: 'success' }) message!: 'success';
  @ApiProperty({ type: String, nullable: true }) departmentId!: string | null;
}
