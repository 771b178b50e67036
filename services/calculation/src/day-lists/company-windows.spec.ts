import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { dailyWindow, windowsOf } from './company-windows.js';

const weekly: PayGroupRules = { ...DEFAULT_PAY_GROUP_RULES, period: 'Weekly', startTime: '2026-11-02' };
const fortnightly: PayGroupRules = { ...DEFAULT_PAY_GROUP_RULES, period: 'Fortnightly', startTime: '2026-11-02' };

describe('the dates a list or count covers', () => {
  it('is one range for everyone when a range is chosen', () => {
    expect(windowsOf({ range: { from: '2026-11-01', to: '2026-11-05' } }, '2026-11-20', [])).toEqual({
      windows: null,
      from: '2026-11-01',
      to: '2026-11-05',
    });
  });

  it('is each pay group’s period around today for Current, and the one before for Previous', () => {
    const groups = [
      { id: 'w', rules: weekly },
      { id: 'f', rules: fortnightly },
    ];
    const current = windowsOf({ period: 'Current' }, '2026-11-20', groups);
    expect(current.windows?.slice(0, 2)).toEqual([
      { paygroupId: 'w', from: '2026-11-16', to: '2026-11-22' },
      { paygroupId: 'f', from: '2026-11-16', to: '2026-11-29' },
    ]);
    expect(current.windows?.[2]?.paygroupId).toBeNull();
    const previous = windowsOf({ period: 'Previous' }, '2026-11-20', groups);
    expect(previous.windows?.slice(0, 2)).toEqual([
      { paygroupId: 'w', from: '2026-11-09', to: '2026-11-15' },
      { paygroupId: 'f', from: '2026-11-02', to: '2026-11-15' },
    ]);
    expect(previous.from <= '2026-11-02').toBe(true);
    expect(previous.to).toBe('2026-11-15');
  });

  it('covers yesterday and today for the daily counts', () => {
    expect(dailyWindow('2026-11-01')).toEqual({ from: '2026-10-31', to: '2026-11-01' });
  });
});
