import { ApiProperty, PartialType } from '@nestjs/swagger';

/** A customer company's optional features (customer-settings.ts FEATURE_FLAGS) and its payroll export interface. */
export class CustomerFeatureSettings {
  @ApiProperty() useTimeClock!: boolean;
  @ApiProperty() mobileApp!: boolean;
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
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the payroll export interface id, e.g. XeroPayType, GreenTreeJobCosting',
  })
  outFaceTypeId!: string | null;
  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'the payroll export templates the company uses, the first the default: generic, ipayroll, payglobal, 23, 21, 25, 27',
  })
  payrollTemplateExportCodes!: string[];
}

/** Any subset of the features, for POST /api/customers/{id}. */
export class CustomerFeatureChange extends PartialType(CustomerFeatureSettings) {}
