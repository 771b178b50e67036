import { firstOverlap, sectionsOverlap, sectionsOverlapAcrossDays } from './shift-overlap-rules.js';

const s = (start: string, end: string, flags: { prev?: boolean; next?: boolean } = {}) => ({
  start,
  end,
  startType: flags.prev ? ('Previous' as const) : ('Today' as const),
  endType: flags.next ? ('NextDay' as const) : ('Today' as const),
});

describe('the roster overlap rule (spec 001 §4)', () => {
  const day = s('09:00', '17:00');

  it('refuses a start within [start, end)', () => {
    expect(sectionsOverlap(s('09:00', '18:00'), day)).toBe(true);
    expect(sectionsOverlap(s('16:59', '20:00'), day)).toBe(true);
  });

  it('refuses an end within (start, end]', () => {
    expect(sectionsOverlap(s('06:00', '09:01'), day)).toBe(true);
    expect(sectionsOverlap(s('06:00', '17:00'), day)).toBe(true);
  });

  it('refuses a section that encloses one already there, and one inside it', () => {
    expect(sectionsOverlap(s('08:00', '18:00'), day)).toBe(true);
    expect(sectionsOverlap(s('10:00', '11:00'), day)).toBe(true);
  });

  it('accepts back-to-back sections and separate ones', () => {
    expect(sectionsOverlap(s('17:00', '21:00'), day)).toBe(false);
    expect(sectionsOverlap(s('05:00', '09:00'), day)).toBe(false);
    expect(sectionsOverlap(s('18:00', '22:00'), day)).toBe(false);
  });

  it('counts the Previous Day and Next Day flags', () => {
    // 22:00 (previous day) to 06:00 ends before 07:00 today starts
    expect(sectionsOverlap(s('22:00', '06:00', { prev: true }), s('07:00', '15:00'))).toBe(false);
    expect(sectionsOverlap(s('22:00', '08:00', { prev: true }), s('07:00', '15:00'))).toBe(true);
    // 22:00 to 06:00 next day against an evening shift 20:00–23:00
    expect(sectionsOverlap(s('22:00', '06:00', { next: true }), s('20:00', '23:00'))).toBe(true);
    // 01:00–05:00 today is not 01:00–05:00 of the next day
    expect(sectionsOverlap(s('01:00', '05:00'), s('22:00', '06:00', { next: true }))).toBe(false);
  });

  it('names the first section a drop collides with', () => {
    const sections = [s('06:00', '08:00'), day];
    expect(firstOverlap(s('12:00', '13:00'), sections)).toBe(day);
    expect(firstOverlap(s('08:00', '09:00'), sections)).toBeNull();
  });

  it('meets a neighbouring day’s sections across midnight', () => {
    const overnight = s('22:00', '06:00', { next: true });
    // this day's 05:00–09:00 against the previous day's 22:00–06:00
    expect(sectionsOverlapAcrossDays(s('05:00', '09:00'), overnight, -1)).toBe(true);
    expect(sectionsOverlapAcrossDays(s('06:00', '09:00'), overnight, -1)).toBe(false);
    // this day's 20:00–23:00 against the next day's 22:00 (previous day) start
    expect(sectionsOverlapAcrossDays(s('20:00', '23:00'), s('22:00', '06:00', { prev: true }), 1)).toBe(true);
    expect(sectionsOverlapAcrossDays(s('20:00', '22:00'), s('22:00', '06:00', { prev: true }), 1)).toBe(false);
    // same times on different days never meet without the flags
    expect(sectionsOverlapAcrossDays(s('09:00', '17:00'), s('09:00', '17:00'), 1)).toBe(false);
  });
});
