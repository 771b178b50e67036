import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LeaveTypeAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() paidLeave!: boolean;
  @ApiProperty() allowNegativeLeave!: boolean;
}

export class LeaveCoverDay {
  @ApiProperty() date!: string;
  @ApiProperty({ description: 'rostered sections, "HH:mm-HH:mm" each' }) shifts!: string[];
  @ApiProperty() offDay!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a leave on the day: its type' })
  leaveType!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['Pending', 'Approved'] })
  leaveStatus!: string | null;
}

export class LeaveCoverRow {
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'the requester' }) requester!: boolean;
  @ApiProperty({ type: LeaveCoverDay, isArray: true }) days!: LeaveCoverDay[];
}

/** The roster of the requester's department over the leave's days, with each day's count of who is rostered. */
export class LeaveCoverAnswer {
  @ApiPropertyOptional({ type: String, nullable: true }) departmentName!: string | null;
  @ApiProperty({ type: String, isArray: true }) dates!: string[];
  @ApiProperty({ type: Number, isArray: true, description: 'per date: others rostered and not on leave' })
  rostered!: number[];
  @ApiProperty({ type: Number, isArray: true, description: 'per date: others on leave (pending or approved)' })
  away!: number[];
  @ApiProperty({ type: LeaveCoverRow, isArray: true }) rows!: LeaveCoverRow[];
  @ApiProperty({ description: 'more employees than shown (at most 200)' }) truncated!: boolean;
}
