import { newPayGroupValues, payGroupBody, payGroupVisibility, validatePayGroup } from './pay-group-form';
import { newPayTypeValues, payTypeBody, payTypeVisibility, validatePayType, withFlag } from './pay-type-form';

const today = '2026-11-22';
const group = (over: Partial<ReturnType<typeof newPayGroupValues>> = {}) => ({
  ...newPayGroupValues(today),
  name: 'Weekly Staff',
  ...over,
});
const multi = { multiShiftView: true };

describe('pay group page rules', () => {
  it('starts valid with the spec defaults except the name', () => {
    expect(validatePayGroup(newPayGroupValues(today), multi)).toEqual({ name: 'This field is required.' });
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
      shiftThreshold: 90,
      earlyArrivalThreshold: 90,
      dailyOvertimeThreshold: null,
      periodOvertimeCode: null,
      acceptEA: true,
      timeZoneId: null,
    });
    expect(body.id).toBeUndefined();
    expect(
      payGroupBody(group({ timeZoneId: 'Pacific/Auckland' }), null, { ...multi, dateFormat: 'yyyy-MM-dd' }).timeZoneId,
    ).toBe('Pacific/Auckland');
    expect(payGroupBody(group(), 'g1', { ...multi, dateFormat: 'yyyy-MM-dd' }).id).toBe('g1');
  });
});

describe('pay type modal rules', () => {
  it('starts with the new pay type defaults', () => {
    expect(newPayTypeValues()).toMatchObject({ active: true, hideFromEmp: true, shouldExport: true, ctDay: '1' });
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
