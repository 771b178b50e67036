import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { PUNCH_STATUSES } from '../live/punch-status.js';

/** One employee of the dashboard's list (spec 001 §3 "Employee list item"). */
export class DashboardEmployeeRow {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'always null here: the calculation service does not keep photos',
  })
  avatarFileName!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payId!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the last punch’s position' })
  punchPositionId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the last punch’s job' }) punchJobId!:
    string | null;
  @ApiProperty({ enum: PUNCH_STATUSES, description: 'the punch status now' }) status!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) payGroupName!: string | null;
}

export class DashboardEmployeePage extends PageAnswer(DashboardEmployeeRow, 'DashboardEmployeePage') {}

/** What the dashboard shows of an employee beside the list (spec 001 §3 "Dashboard employee info"). */
export class DashboardEmployeeInfo {
  @ApiProperty() employeeId!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'the current or next scheduled shift’s start, YYYY-MM-DDTHH:mm in the employee’s zone; null: none in the next 14 days',
  })
  nextScheduledStartTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'its end, likewise' })
  nextScheduledEndTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) punchJobId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the last punch’s job, by name' })
  punchJobName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) punchPositionId!: string | null;
  @ApiProperty({ enum: PUNCH_STATUSES }) status!: string;
}

/** An employee's punch status (GET /api/punches/status). */
export class PunchStatusAnswer {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ enum: PUNCH_STATUSES }) status!: string;
}

export class LastPunch {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'ISO instant' }) punchTime!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) positionId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) jobId!: string | null;
}

/** An employee's last punch of the last three days (GET /api/punches/last-punch). */
export class LastPunchAnswer {
  @ApiProperty() employeeId!: string;
  @ApiPropertyOptional({ type: LastPunch, nullable: true }) lastPunch!: LastPunch | null;
  @ApiProperty({ enum: PUNCH_STATUSES }) status!: string;
}
