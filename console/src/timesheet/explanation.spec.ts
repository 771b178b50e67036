import type { PayTypeTime, PunchPair, TimesheetDay, WorkShift } from '@rollcall/api-client';
import {
  dayPayTypeExplanation,
  dayPayTypeLines,
  NOTHING_TO_EXPLAIN,
  pairExplanation,
  periodPayTypeExplanation,
} from './explanation';

const pair = (explain: string[], over: Partial<PunchPair> = {}): PunchPair => ({
  id: 'p1',
  inPunchId: 'i1',
  outPunchId: 'o1',
  worktime: 478,
  status: 'Complete',
  shiftKey: '2026-11-16#0',
  explain,
  ...over,
});

const shift = (id: string, pairs: PunchPair[], explain: string[]): WorkShift => ({
  id,
  isScheduled: true,
  deductTime: 30,
  paidMinutes: 478,
  punchPairs: pairs,
  explain,
});

const ordinary: PayTypeTime = {
  payTypeId: 'ord',
  payTypeName: 'Ordinary',
  code: 'ORD',
  minutes: 478,
  shiftKeys: ['2026-11-16#0'],
  explain: ['Ordinary 7.97 h.'],
};

const day = (over: Partial<TimesheetDay> = {}): TimesheetDay => ({
  day: '2026-11-16',
  employeeId: 'e1',
  type: 'Working',
  workShifts: [
    shift(
      '2026-11-16#0',
      [
        pair([
          'In 08:02, scheduled 08:00; late arrival, paid from 08:02.',
          'Out 16:35, scheduled 16:30; late departure not accepted, paid to 16:30.',
        ]),
      ],
      ['Break 30 min deducted.'],
    ),
  ],
  unScheduledPairs: [],
  unScheduledShifts: [shift('2026-11-16#u0', [pair(['Unscheduled 18:00-19:00.'], { id: 'p2' })], ['Not approved.'])],
  leaveRecord: [],
  payTypeTimes: [ordinary],
  exceptions: [],
  explain: ['the whole day'],
  ...over,
});

describe('timesheet explanations', () => {
  it('explains a day’s pay type by the pairs and the shift it pays, then its own sentence, in that order', () => {
    expect(dayPayTypeLines(day(), ordinary)).toEqual([
      'In 08:02, scheduled 08:00; late arrival, paid from 08:02.',
      'Out 16:35, scheduled 16:30; late departure not accepted, paid to 16:30.',
      'Break 30 min deducted.',
      'Ordinary 7.97 h.',
    ]);
    expect(dayPayTypeExplanation(day(), ordinary).title).toBe('Why 7.97 Ordinary on 16/11/2026');
  });

  it('falls back to the day’s sentences when none is attributed, and says so when there are none', () => {
    const bare = { ...ordinary, shiftKeys: [], explain: [] };
    expect(dayPayTypeLines(day(), bare)).toEqual(['the whole day']);
    expect(dayPayTypeLines(day({ explain: [] }), bare)).toEqual([NOTHING_TO_EXPLAIN]);
  });

  it('explains a pair by its own sentences', () => {
    const explained = pairExplanation(pair(['In 08:02.', 'In 08:02.', 'Out 16:30.']), '7.97');
    expect(explained).toEqual({ title: 'Why 7.97 h', blocks: [{ heading: null, lines: ['In 08:02.', 'Out 16:30.'] }] });
    expect(pairExplanation(pair([]), '0.00').blocks[0]?.lines).toEqual([NOTHING_TO_EXPLAIN]);
  });

  it('explains a period total day by day, with the pay card units last', () => {
    const other = day({ day: '2026-11-17', payTypeTimes: [{ ...ordinary, minutes: 60, explain: ['Ordinary 1 h.'] }] });
    const none = day({ day: '2026-11-18', payTypeTimes: [] });
    const total: PayTypeTime = {
      ...ordinary,
      minutes: 538,
      payCardUnits: 2.5,
      shiftKeys: undefined,
      explain: undefined,
    };
    const explained = periodPayTypeExplanation([day(), other, none], total);
    expect(explained.title).toBe('Why 8.97 Ordinary in the period');
    expect(explained.blocks.map((b) => b.heading)).toEqual(['16/11/2026: 7.97', '17/11/2026: 1.00', 'Pay card']);
    expect(explained.blocks[2]?.lines).toEqual(['2.50 from the pay card lines.']);
  });
});
