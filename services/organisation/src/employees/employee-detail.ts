import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const nullableString = { type: String, nullable: true } as const;
const nullableNumber = { type: Number, nullable: true } as const;
const ids = { type: String, isArray: true } as const;

/** GET /api/employees/{id}: every field of the employee form (spec 000 §3 "Employee (form)"). */
export class EmployeeDetail {
  @ApiProperty({ description: 'the employee id' }) id!: string;
  @ApiProperty({ description: 'the employee id (the form sends it back as employeeId)' }) employeeId!: string;
  @ApiPropertyOptional(nullableString) userId!: string | null;
  @ApiPropertyOptional({ ...nullableString, description: 'Supervisor when isSupervisor, else Employee' })
  role!: string | null;
  @ApiPropertyOptional(nullableString) avatarFileName!: string | null;
  @ApiPropertyOptional(nullableString) email!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiPropertyOptional(nullableString) middleName!: string | null;
  @ApiPropertyOptional(nullableNumber) clockId!: number | null;
  @ApiPropertyOptional(nullableString) payId!: string | null;
  @ApiPropertyOptional(nullableString) departmentId!: string | null;
  @ApiPropertyOptional(nullableString) departmentName!: string | null;
  @ApiPropertyOptional(nullableString) paygroupId!: string | null;
  @ApiPropertyOptional(nullableString) payGroupName!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) employeeStatus!: string;
  @ApiPropertyOptional(nullableString) hireOnDateValue!: string | null;
  @ApiPropertyOptional(nullableString) terminateDateValue!: string | null;
  @ApiPropertyOptional(nullableNumber) standardHours!: number | null;
  @ApiPropertyOptional(nullableNumber) guaranteedHours!: number | null;
  @ApiPropertyOptional(nullableString) scheduleId!: string | null;
  @ApiPropertyOptional(nullableString) timeRoundingId!: string | null;
  @ApiPropertyOptional({ ...nullableString, description: 'the rounding rule set’s name' })
  timeRoundingName!: string | null;
  @ApiProperty({ description: 'whether the form shows Time/Leave Approval' }) showReportTo!: boolean;
  @ApiPropertyOptional(nullableString) reportTo!: string | null;
  @ApiProperty(ids) transferPositions!: string[];
  @ApiProperty() isExport!: boolean;
  @ApiProperty(ids) skills!: string[];
  @ApiPropertyOptional(nullableString) comments!: string | null;
  @ApiPropertyOptional(nullableString) xeroGuid!: string | null;
  @ApiPropertyOptional(nullableString) workflowId!: string | null;
  @ApiPropertyOptional(nullableString) externalId!: string | null;
  @ApiPropertyOptional({ ...nullableNumber, description: 'null unless the caller may see payRate' })
  payRate!: number | null;
  @ApiProperty() isSupervisor!: boolean;
  @ApiProperty({ ...ids, description: 'Management: the nodes a supervisor manages' }) departments!: string[];
  @ApiProperty(ids) funs!: string[];
  @ApiPropertyOptional(nullableString) defaultActivity!: string | null;
  @ApiPropertyOptional(nullableString) defaultWorkcentre!: string | null;
  @ApiPropertyOptional(nullableString) payCostcode!: string | null;
  @ApiPropertyOptional(nullableString) glTransType!: string | null;
  @ApiPropertyOptional(nullableString) lastUpdate!: string | null;
  @ApiPropertyOptional(nullableString) mobileIMEI!: string | null;
  @ApiProperty(ids) workPlaceId!: string[];
  @ApiProperty() statusApp!: boolean;
  @ApiProperty() showonDashboard!: boolean;
  @ApiProperty() noGPS!: boolean;
  @ApiProperty() noGeoFence!: boolean;
  @ApiProperty() evacuator!: boolean;
  @ApiPropertyOptional({ ...nullableString, description: 'null unless the caller may update employees' })
  pin!: string | null;
  @ApiPropertyOptional({ ...nullableString, description: 'contact name' }) name!: string | null;
  @ApiPropertyOptional(nullableString) title!: string | null;
  @ApiPropertyOptional(nullableString) physicalAddr!: string | null;
  @ApiPropertyOptional(nullableString) postalAddr!: string | null;
  @ApiPropertyOptional(nullableString) mobile!: string | null;
  @ApiPropertyOptional(nullableString) phone!: string | null;
  @ApiPropertyOptional(nullableString) fax!: string | null;
  @ApiProperty({ description: 'the zone of the employee’s structure node' }) timeZoneId!: string;
}
