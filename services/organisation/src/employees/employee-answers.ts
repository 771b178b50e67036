import { ApiProperty } from '@nestjs/swagger';

export class EmployeeSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty({ description: 'always false here: cross-midnight timesheets are the calculation service’s' })
  hasCrossMidnightTs!: boolean;
}

export class LicenceCount {
  @ApiProperty({ description: 'licences in use' }) used!: number;
  @ApiProperty({ description: 'licences subscribed' }) total!: number;
  @ApiProperty({ description: 'total − used, never below 0' }) remaining!: number;
}

export class NextClockId {
  @ApiProperty({ type: Number, nullable: true, description: 'null when 999999999 is taken' }) clockId!: number | null;
}

export class EmployeeStatusChangeRow {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'the user id of who changed it' }) changedBy!: string;
  @ApiProperty() changedAt!: string;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) statusBefore!: string;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) statusAfter!: string;
}
