/** The company's feature switches and exception toggles (spec 000 §3 "Company settings"). */
export interface CompanySettingsFlags {
  structureName: string;
  useTimeClock: boolean;
  mobileApp: boolean;
  outFaceTypeId: string | null;
  thirdPartyType: { id: string; name: string } | null;
  isSkillEnabled: boolean;
  isJobCodeEnabled: boolean;
  isTaskCodeEnabled: boolean;
  isPositionCodeEnabled: boolean;
  isSiteCodeEnabled: boolean;
  multiShiftView: boolean;
  isShiftBudgetEnabled: boolean;
  allowEditBreakTime: boolean;
  allowAutoPunch: boolean;
  allowEditWorkCode: boolean;
  allowLeaveTime: boolean;
  allowManualPunch: boolean;
  isTimeApprovalEnabled: boolean;
  hideApproveOT: boolean;
  isCalderStewart: boolean;
  isTimesheetNewUiEnabled: boolean;
  standardHoursDisplayName: string;
  guaranteedHoursDisplayName: string;
  payrollTemplateExportCodes: string[];
  lateArrival: boolean;
  earlyDeparture: boolean;
  absent: boolean;
  missingPunch: boolean;
  longBreak: boolean;
  unscheduledWork: boolean;
  unscheduledBreak: boolean;
  earlyArrival: boolean;
  lateDeparture: boolean;
}

export const DEFAULT_COMPANY_SETTINGS: CompanySettingsFlags = {
  structureName: 'Department',
  useTimeClock: true,
  mobileApp: false,
  outFaceTypeId: null,
  thirdPartyType: null,
  isSkillEnabled: false,
  isJobCodeEnabled: false,
  isTaskCodeEnabled: false,
  isPositionCodeEnabled: false,
  isSiteCodeEnabled: false,
  multiShiftView: true,
  isShiftBudgetEnabled: false,
  allowEditBreakTime: true,
  allowAutoPunch: false,
  allowEditWorkCode: false,
  allowLeaveTime: true,
  allowManualPunch: true,
  isTimeApprovalEnabled: false,
  hideApproveOT: false,
  isCalderStewart: false,
  isTimesheetNewUiEnabled: true,
  standardHoursDisplayName: 'Standard Hours',
  guaranteedHoursDisplayName: 'Guaranteed Hours',
  payrollTemplateExportCodes: [],
  lateArrival: true,
  earlyDeparture: true,
  absent: true,
  missingPunch: true,
  longBreak: true,
  unscheduledWork: true,
  unscheduledBreak: true,
  earlyArrival: false,
  lateDeparture: false,
};

export const EXCEPTION_TOGGLES = [
  'lateArrival',
  'earlyDeparture',
  'absent',
  'missingPunch',
  'longBreak',
  'unscheduledWork',
  'unscheduledBreak',
  'earlyArrival',
  'lateDeparture',
] as const;
