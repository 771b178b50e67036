import type { DayResult, Leave } from '@rollcall/contracts';
import { leaveRecordsOf } from './leave-records.js';

const types = new Map([
  ['al', { id: 'al', code: 'AL', name: 'Annual Leave' }],
  ['sl', { id: 'sl', code: 'SL', name: 'Sick Leave' }],
]);
const leave = (over: Partial<Leave>): Leave => ({
  id: 'l1',
  payTypeId: 'al',
  status: 'Approved',
  fromDate: '2027-05-03',
  toDate: '2027-05-04',
  ...over,
});
const day = (payTypes: DayResult['payTypes']): DayResult => ({
  date: '2027-05-03',
  status: 'Leave',
  shifts: [],
  payTypes,
  exceptions: [],
  explain: [],
});

describe('leaveRecordsOf', () => {
  it('shows an approved leave with the minutes the engine charged its type on the day', () => {
    expect(leaveRecordsOf('2027-05-03', [leave({})], day([{ payTypeId: 'al', minutes: 480 }]), types)).toEqual([
      {
        id: 'l1',
        typeId: 'al',
        typeCode: 'AL',
        typeName: 'Annual Leave',
        leaveStatus: 'Approved',
        fromDate: '2027-05-03',
        toDate: '2027-05-04',
        fromTime: null,
        toTime: null,
        minutes: 480,
      },
    ]);
  });

  it('says 0 on a day the engine skipped, and nothing while pending or before the day is calculated', () => {
    expect(leaveRecordsOf('2027-05-04', [leave({})], day([]), types)[0]?.minutes).toBe(0);
    expect(leaveRecordsOf('2027-05-04', [leave({ status: 'Pending' })], day([]), types)[0]).toMatchObject({
      leaveStatus: 'Pending',
      minutes: null,
    });
    expect(leaveRecordsOf('2027-05-04', [leave({})], undefined, types)[0]?.minutes).toBeNull();
  });

  it('leaves out declined and cancelled leave and days outside the leave', () => {
    const leaves = [leave({ status: 'Declined' }), leave({ id: 'l2', status: 'Cancelled' })];
    expect(leaveRecordsOf('2027-05-03', leaves, day([]), types)).toEqual([]);
    expect(leaveRecordsOf('2027-05-05', [leave({})], day([]), types)).toEqual([]);
  });

  it('gives the window of a leave by time range, and no minutes when two of one type share the day', () => {
    const morning = leave({ byWorkHours: true, fromTime: '09:00', toTime: '12:00', toDate: '2027-05-03' });
    const evening = leave({ id: 'l2', byWorkHours: true, fromTime: '14:00', toTime: '17:00', toDate: '2027-05-03' });
    const sick = leave({ id: 'l3', payTypeId: 'sl', byWorkHours: true, fromTime: '12:00', toTime: '13:00' });
    const records = leaveRecordsOf(
      '2027-05-03',
      [morning, evening, sick],
      day([
        { payTypeId: 'al', minutes: 360 },
        { payTypeId: 'sl', minutes: 60 },
      ]),
      types,
    );
    expect(records.map((r) => [r.typeCode, r.fromTime, r.toTime, r.minutes])).toEqual([
      ['AL', '09:00', '12:00', null],
      ['AL', '14:00', '17:00', null],
      ['SL', '12:00', '13:00', 60],
    ]);
  });
});
