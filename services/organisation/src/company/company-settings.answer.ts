import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ThirdPartyType {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

/** GET /api/company/settings (spec 000 §3 "Company settings"). */
export class CompanySettings {
  @ApiProperty() companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() timeZoneId!: string;
  @ApiProperty() structureName!: string;
  @ApiProperty() useTimeClock!: boolean;
  @ApiProperty() mobileApp!: boolean;
  @ApiProperty() sumLicense!: number;
  @ApiProperty() sumAppLicense!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) outFaceTypeId!: string | null;
  @ApiPropertyOptional({ type: ThirdPartyType, nullable: true }) thirdPartyType!: ThirdPartyType | null;
  @ApiProperty() isSkillEnabled!: boolean;
  @ApiProperty() isJobCodeEnabled!: boolean;
  @ApiProperty() isTaskCodeEnabled!: boolean;
  @ApiProperty() isPositionCodeEnabled!: boolean;
  @ApiProperty() isSiteCodeEnabled!: boolean;
  @ApiProperty() multiShiftView!: boolean;
  @ApiProperty() isShiftBudgetEnabled!: boolean;
  @ApiProperty() allowEditBreakTime!: boolean;
  @ApiProperty() allowAutoPunch!: boolean;
  @ApiProperty() allowEditWorkCode!: boolean;
  @ApiProperty() allowLeaveTime!: boolean;
  @ApiProperty() allowManualPunch!: boolean;
  @ApiProperty() isTimeApprovalEnabled!: boolean;
  @ApiProperty() hideApproveOT!: boolean;
  @ApiProperty() isCalderStewart!: boolean;
  @ApiProperty() isTimesheetNewUiEnabled!: boolean;
  @ApiProperty() standardHoursDisplayName!: string;
  @ApiProperty() guaranteedHoursDisplayName!: string;
  @ApiProperty({ type: String, isArray: true }) payrollTemplateExportCodes!: string[];
  @ApiProperty() lateArrival!: boolean;
  @ApiProperty() earlyDeparture!: boolean;
  @ApiProperty() absent!: boolean;
  @ApiProperty() missingPunch!: boolean;
  @ApiProperty() longBreak!: boolean;
  @ApiProperty() unscheduledWork!: boolean;
  @ApiProperty() unscheduledBreak!: boolean;
  @ApiProperty() earlyArrival!: boolean;
  @ApiProperty() lateDeparture!: boolean;
}
