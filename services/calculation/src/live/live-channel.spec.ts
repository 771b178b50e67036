import { liveNotices, parseLiveNotice } from './live-channel.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the live channel’s notices', () => {
  it('says who punched and which days were recalculated, each employee once', () => {
    const [notice] = liveNotices({ punched: [id(1), id(1), id(2)], days: new Map([[id(3), ['2026-11-20']]]) });
    expect(parseLiveNotice(notice)).toEqual({ p: [id(1), id(2)], d: { [id(3)]: ['2026-11-20'] } });
    expect(liveNotices({})).toEqual([]);
  });

  it('cuts a large change into notices PostgreSQL takes (under 8000 bytes), losing nobody', () => {
    const punched = Array.from({ length: 1000 }, (_, i) => id(i));
    const days = new Map(Array.from({ length: 500 }, (_, i) => [id(5000 + i), ['2026-11-19', '2026-11-20']] as const));
    const notices = liveNotices({ punched, days });
    expect(notices.length).toBeGreaterThan(5);
    for (const n of notices) expect(Buffer.byteLength(n)).toBeLessThan(8000);
    const parsed = notices.map((n) => parseLiveNotice(n));
    expect(parsed.flatMap((n) => n?.p ?? [])).toEqual(punched);
    expect(parsed.flatMap((n) => Object.keys(n?.d ?? {}))).toEqual([...days.keys()]);
  });

  it('ignores what is not a notice', () => {
    expect(parseLiveNotice('not json')).toBeNull();
    expect(parseLiveNotice(undefined)).toBeNull();
  });
});
