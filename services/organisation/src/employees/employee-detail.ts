import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The employee form's fields as the thin path serves them (spec 000 §3 "Employee (form)"). */
export class EmployeeDetail {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) userId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) middleName!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) paygroupId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payGroupName!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) employeeStatus!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) hireOnDateValue!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) terminateDateValue!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) standardHours!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) guaranteedHours!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) scheduleId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) timeRoundingId!: string | null;
  @ApiProperty() isExport!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) mobile!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) fax!: string | null;
  @ApiProperty() timeZoneId!: string;
}
