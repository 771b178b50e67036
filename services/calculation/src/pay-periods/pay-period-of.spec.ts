import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { samePeriodDefinition } from './pay-period-of.js';

const rules = (over: Partial<PayGroupRules>): PayGroupRules => ({ ...DEFAULT_PAY_GROUP_RULES, ...over });

describe('samePeriodDefinition', () => {
  it('reads a group without a start date as starting on the engine anchor, Monday 2024-01-01', () => {
    expect(samePeriodDefinition(rules({ startTime: '00:00' }), rules({ startTime: '2024-01-01' }))).toBe(true);
    expect(samePeriodDefinition(rules({ startTime: '00:00' }), rules({ startTime: '2024-01-08' }))).toBe(false);
  });

  it('differs on the period, the month start day and the zone', () => {
    expect(samePeriodDefinition(rules({}), rules({ period: 'Fortnightly' }))).toBe(false);
    expect(
      samePeriodDefinition(
        rules({ period: 'Monthly', startDayOfMonth: 1 }),
        rules({ period: 'Monthly', startDayOfMonth: 15 }),
      ),
    ).toBe(false);
    expect(samePeriodDefinition(rules({}), rules({ timeZoneId: 'Pacific/Auckland' }))).toBe(false);
    expect(samePeriodDefinition(rules({ graceTimeIn: 5 }), rules({ graceTimeIn: 10 }))).toBe(true);
  });
});
