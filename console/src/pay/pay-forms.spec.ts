import type { NewPayGroupAnswer, NewPayTypeAnswer } from '@rollcall/api-client';
import { payGroupBody, payGroupValues, payGroupVisibility, validatePayGroup } from './pay-group-form';
import { payTypeBody, payTypeValues, payTypeVisibility, validatePayType, withFlag } from './pay-type-form';

/** A blank form as GET /api/pay-groups/new may answer it; not today's defaults, so the form shows what it is sent. */
const blankGroup: NewPayGroupAnswer = {
  name: '',
  active: true,
  period: 'Weekly',
  startDayOfMonth: 1,
  startTime: '2026-11-22',
  timeZoneId: null,
  breakCalculationType: 'None',
  workTime: 0,
  breakStartTime: null,
  breakTime: 0,
  clockOutForBreaks: false,
  minimumBreak: true,
  punchPairCompletionTime: 14,
  breakTimeException: 10,
  shiftThreshold: 75,
  graceTimeIn: 0,
  graceTimeOut: 0,
  earlyArrivalThreshold: 60,
  lateDepartureThreshold: 45,
  payOnFinishDay: false,
  convertUnit: 8,
  skipHoliday: false,
  skipUnscheduleDay: true,
  durationBySchedule: true,
  disableEmployeeApply: true,
  autoLeave: false,
  autoLeavePayTypeId: null,
  overtimeCalculationType: 'None',
  dailyOvertimeThreshold: null,
  includePaidLeavesInOvertimeThreshold: false,
  useStandardHoursAsPeriodOvertimeThreshold: false,
  periodOvertimeThreshold: null,
  periodOvertimeCode: null,
  skipException: false,
  hideApproveOT: false,
  calculatePublicHoliday: true,
  phlAbsent: false,
  enablePublicHolidayLeave: false,
  calculatePublicHolidayLeaveBySchedule: false,
  calculateAlternativeHoliday: true,
  calculateAlternativeHolidayOnSchedule: false,
  acceptEA: false,
  acceptLD: true,
  supervisorMAOT: false,
  approvedUnscheduledWork: true,
  punchPairWitoutSchedule: true,
  manualPunch: false,
  memo: null,
};
const group = (over: Partial<ReturnType<typeof payGroupValues>> = {}) => ({
  ...payGroupValues(blankGroup),
  name: 'Weekly Staff',
  ...over,
});
const multi = { multiShiftView: true };

describe('pay group page rules', () => {
  it("shows the server's blank form: numbers as text, empty ones blank", () => {
    expect(payGroupValues(blankGroup)).toMatchObject({
      startTime: '2026-11-22',
      earlyArrivalThreshold: '60',
      convertUnit: '8',
      breakTime: '0',
      acceptEA: false,
      dailyOvertimeThreshold: '',
      breakStartTime: '',
      timeZoneId: '',
      autoLeavePayTypeId: '',
      memo: '',
    });
  });

  it('starts valid from the blank form except the name', () => {
    expect(validatePayGroup(payGroupValues(blankGroup), multi)).toEqual({ name: 'This field is required.' });
    expect(validatePayGroup(group(), multi)).toEqual({});
  });

  it('shows the start day for Monthly only', () => {
    expect(payGroupVisibility(group(), multi).startDayOfMonth).toBe(false);
    expect(payGroupVisibility(group({ period: 'Monthly' }), multi).startDayOfMonth).toBe(true);
  });

  it('shows the break fields of the break type, and the type only with multi-shift view', () => {
    const hours = payGroupVisibility(group({ breakCalculationType: 'HoursAtWork' }), multi);
    expect([hours.workTime, hours.breakStartTime, hours.breakTime]).toEqual([true, false, true]);
    const time = payGroupVisibility(group({ breakCalculationType: 'TimeOfDay' }), multi);
    expect([time.workTime, time.breakStartTime, time.breakTime]).toEqual([false, true, true]);
    const single = payGroupVisibility(group({ breakCalculationType: 'TimeOfDay' }), { multiShiftView: false });
    expect([single.breakCalculationType, single.breakStartTime]).toEqual([false, false]);
  });

  it('requires the threshold of the overtime type', () => {
    expect(validatePayGroup(group({ overtimeCalculationType: 'Daily' }), multi)).toEqual({
      dailyOvertimeThreshold: 'This field is required.',
    });
    expect(validatePayGroup(group({ overtimeCalculationType: 'PayPeriod' }), multi)).toEqual({
      periodOvertimeThreshold: 'This field is required.',
    });
    const standard = group({ overtimeCalculationType: 'Weekly', useStandardHoursAsPeriodOvertimeThreshold: true });
    expect(validatePayGroup(standard, multi)).toEqual({});
    expect(payGroupVisibility(standard, multi).periodOvertimeThreshold).toBe(false);
  });

  it('requires break start time, auto leave type, thresholds', () => {
    expect(
      validatePayGroup(
        group({
          breakCalculationType: 'TimeOfDay',
          autoLeave: true,
          earlyArrivalThreshold: '',
          lateDepartureThreshold: 'x',
        }),
        multi,
      ),
    ).toEqual({
      earlyArrivalThreshold: 'This field is required.',
      lateDepartureThreshold: 'This field is required.',
      breakStartTime: 'This field is required.',
      autoLeavePayTypeId: 'This field is required.',
    });
    expect(validatePayGroup(group({ breakCalculationType: '' }), multi)).toEqual({
      breakCalculationType: 'This field is required.',
    });
  });

  it('hides manual OT approval with hideApproveOT, and the holiday sub-options with their toggles', () => {
    expect(payGroupVisibility(group({ hideApproveOT: true }), multi).supervisorMAOT).toBe(false);
    const off = payGroupVisibility(
      group({ calculatePublicHoliday: false, enablePublicHolidayLeave: false, calculateAlternativeHoliday: false }),
      multi,
    );
    expect([off.phlAbsent, off.publicHolidayLeaveBySchedule, off.alternativeHolidayOnSchedule]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('sends startTime in the user date format, breakTime 0 when empty, numbers as numbers', () => {
    const body = payGroupBody(group({ breakTime: '', period: 'Monthly', startDayOfMonth: '15' }), null, {
      ...multi,
      dateFormat: 'dd/MM/yyyy',
    });
    expect(body).toMatchObject({
      name: 'Weekly Staff',
      startTime: '22/11/2026',
      dateFormat: 'dd/MM/yyyy',
      breakTime: 0,
      startDayOfMonth: 15,
      shiftThreshold: 75,
      earlyArrivalThreshold: 60,
      dailyOvertimeThreshold: null,
      periodOvertimeCode: null,
      acceptEA: false,
      timeZoneId: null,
    });
    expect(body.id).toBeUndefined();
    expect(
      payGroupBody(group({ timeZoneId: 'Pacific/Auckland' }), null, { ...multi, dateFormat: 'yyyy-MM-dd' }).timeZoneId,
    ).toBe('Pacific/Auckland');
    expect(payGroupBody(group(), 'g1', { ...multi, dateFormat: 'yyyy-MM-dd' }).id).toBe('g1');
  });
});

/** A blank form as GET /api/pay-types/new may answer it (not today's defaults: the form shows what it is sent). */
const blankType: NewPayTypeAnswer = {
  code: '',
  name: '',
  exportCode: null,
  active: true,
  hideFromEmp: true,
  shouldExport: false,
  isAllowance: false,
  leaveStatus: false,
  paidLeave: true,
  allowNegativeLeave: false,
  hideBalance: false,
  isOvertime: false,
  payRateFactor: null,
  type: null,
  convertToDay: true,
  percentage: false,
  byStandardHour: false,
  ctDay: 7.5,
  isDefault: false,
};
const newPayTypeValues = () => payTypeValues(blankType);

describe('pay type modal rules', () => {
  it("shows the server's blank form: hours per day as text, the convert mode it flags", () => {
    expect(newPayTypeValues()).toMatchObject({
      exportCode: '',
      payRateFactor: '',
      ctDay: '7.5',
      convertMode: 'convertToDay',
    });
    expect(payTypeValues({ ...blankType, convertToDay: false, byStandardHour: true }).convertMode).toBe(
      'byStandardHour',
    );
  });
  it('Allowance and Leave clear each other', () => {
    const leave = withFlag(newPayTypeValues(), 'leaveStatus', true);
    const allowance = withFlag(leave, 'isAllowance', true);
    expect([allowance.isAllowance, allowance.leaveStatus]).toEqual([true, false]);
    expect(withFlag(allowance, 'leaveStatus', true)).toMatchObject({ isAllowance: false, leaveStatus: true });
  });
  it('shows leave fields only for leave, the leave-time ones only with allowLeaveTime, the factor only for overtime', () => {
    const ctx = { creating: true, allowLeaveTime: false, xero: false };
    const leave = withFlag(newPayTypeValues(), 'leaveStatus', true);
    expect(payTypeVisibility(newPayTypeValues(), ctx)).toMatchObject({ leaveFields: false, overtimeFactor: false });
    expect(payTypeVisibility(leave, ctx)).toMatchObject({ leaveFields: true, leaveTimeFields: false });
    expect(payTypeVisibility(leave, { ...ctx, allowLeaveTime: true }).leaveTimeFields).toBe(true);
    expect(payTypeVisibility({ ...newPayTypeValues(), isOvertime: true }, ctx).overtimeFactor).toBe(true);
  });
  it('requires code and name, and an overtime factor above 0', () => {
    expect(validatePayType(newPayTypeValues())).toEqual({
      code: 'This field is required.',
      name: 'This field is required.',
    });
    expect(
      validatePayType({ ...newPayTypeValues(), code: 'X', name: 'X', isOvertime: true, payRateFactor: '0' }),
    ).toEqual({ payRateFactor: 'Overtime factor should be a number and greater than 0.' });
  });
  it('sends the code only on create and the chosen convert mode as a true flag', () => {
    const v = { ...newPayTypeValues(), code: 'X', name: 'Y', convertMode: 'percentage' as const };
    expect(payTypeBody(v, null)).toMatchObject({
      code: 'X',
      percentage: true,
      convertToDay: false,
      byStandardHour: false,
    });
    const edit = payTypeBody(v, 'id1');
    expect(edit.code).toBeUndefined();
    expect(edit).toMatchObject({ id: 'id1', active: true, hideFromEmp: true });
  });
});
