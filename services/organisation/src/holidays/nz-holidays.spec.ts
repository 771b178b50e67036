import { easterSunday, isoDate, mondayClosestTo, day } from './calendar-days.js';
import { anniversaryDay, mondayisedSingle, nzPublicHolidays, nzRegionOf, NZ_REGIONS } from './nz-holidays.js';

const table = (year: number, region: string) =>
  Object.fromEntries(nzPublicHolidays(year, region).map((h) => [h.sysCode, [h.date, h.alterdate]]));

describe('the New Zealand public holiday generator', () => {
  it('matches the published 2026 Auckland holidays', () => {
    expect(table(2026, 'Auckland')).toEqual({
      'NZ-NEWYEAR': ['2026-01-01', '2026-01-01'],
      'NZ-NEWYEAR2': ['2026-01-02', '2026-01-02'],
      'NZ-ANNIV-AUCKLAND': ['2026-01-26', '2026-01-26'],
      'NZ-WAITANGI': ['2026-02-06', '2026-02-06'],
      'NZ-GOODFRIDAY': ['2026-04-03', '2026-04-03'],
      'NZ-EASTERMONDAY': ['2026-04-06', '2026-04-06'],
      'NZ-ANZAC': ['2026-04-25', '2026-04-27'],
      'NZ-KINGSBIRTHDAY': ['2026-06-01', '2026-06-01'],
      'NZ-MATARIKI': ['2026-07-10', '2026-07-10'],
      'NZ-LABOUR': ['2026-10-26', '2026-10-26'],
      'NZ-CHRISTMAS': ['2026-12-25', '2026-12-25'],
      'NZ-BOXING': ['2026-12-26', '2026-12-28'],
    });
  });

  it('matches the published 2027 Auckland holidays (weekend New Year, Waitangi, ANZAC and Christmas)', () => {
    expect(table(2027, 'Auckland')).toEqual({
      'NZ-NEWYEAR': ['2027-01-01', '2027-01-01'],
      'NZ-NEWYEAR2': ['2027-01-02', '2027-01-04'],
      'NZ-ANNIV-AUCKLAND': ['2027-02-01', '2027-02-01'],
      'NZ-WAITANGI': ['2027-02-06', '2027-02-08'],
      'NZ-GOODFRIDAY': ['2027-03-26', '2027-03-26'],
      'NZ-EASTERMONDAY': ['2027-03-29', '2027-03-29'],
      'NZ-ANZAC': ['2027-04-25', '2027-04-26'],
      'NZ-KINGSBIRTHDAY': ['2027-06-07', '2027-06-07'],
      'NZ-MATARIKI': ['2027-06-25', '2027-06-25'],
      'NZ-LABOUR': ['2027-10-25', '2027-10-25'],
      'NZ-CHRISTMAS': ['2027-12-25', '2027-12-27'],
      'NZ-BOXING': ['2027-12-26', '2027-12-28'],
    });
  });

  it('lists the holidays in date order with names', () => {
    const holidays = nzPublicHolidays(2026, 'Wellington');
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    expect(holidays[0]).toEqual({
      sysCode: 'NZ-NEWYEAR',
      name: "New Year's Day",
      date: '2026-01-01',
      alterdate: '2026-01-01',
    });
    expect(holidays.find((h) => h.sysCode === 'NZ-ANNIV-WELLINGTON')?.name).toBe('Wellington Anniversary Day');
  });

  it('Mondayises New Year when 1 January is a Saturday or a Sunday', () => {
    // 2022: Saturday 1, Sunday 2 → Monday 3, Tuesday 4
    expect(table(2022, 'Auckland')['NZ-NEWYEAR']).toEqual(['2022-01-01', '2022-01-03']);
    expect(table(2022, 'Auckland')['NZ-NEWYEAR2']).toEqual(['2022-01-02', '2022-01-04']);
    // 2023: Sunday 1 → Tuesday 3 behind Monday 2
    expect(table(2023, 'Auckland')['NZ-NEWYEAR']).toEqual(['2023-01-01', '2023-01-03']);
    expect(table(2023, 'Auckland')['NZ-NEWYEAR2']).toEqual(['2023-01-02', '2023-01-02']);
    // 2022 Christmas: Sunday 25 → Tuesday 27, Monday 26 stays
    expect(table(2022, 'Auckland')['NZ-CHRISTMAS']).toEqual(['2022-12-25', '2022-12-27']);
    expect(table(2022, 'Auckland')['NZ-BOXING']).toEqual(['2022-12-26', '2022-12-26']);
    // 2022: Queen's Birthday, before the King's
    expect(nzPublicHolidays(2022, 'Auckland').find((h) => h.sysCode === 'NZ-KINGSBIRTHDAY')?.name).toBe(
      "Queen's Birthday",
    );
  });

  it('observes every region’s anniversary day as published for 2026', () => {
    const observed = Object.fromEntries(NZ_REGIONS.map((r) => [r, anniversaryDay(r, 2026).date]));
    expect(observed).toEqual({
      Auckland: '2026-01-26',
      Northland: '2026-01-26',
      Wellington: '2026-01-19',
      Nelson: '2026-02-02',
      Taranaki: '2026-03-09',
      "Hawke's Bay": '2026-10-23',
      Marlborough: '2026-11-02',
      Canterbury: '2026-11-13',
      'South Canterbury': '2026-09-28',
      Westland: '2026-11-30',
      Otago: '2026-03-23',
      Southland: '2026-04-07',
      'Chatham Islands': '2026-11-30',
    });
  });

  it('observes every region’s anniversary day as published for 2027', () => {
    const observed = Object.fromEntries(NZ_REGIONS.map((r) => [r, anniversaryDay(r, 2027).date]));
    expect(observed).toEqual({
      Auckland: '2027-02-01',
      Northland: '2027-02-01',
      Wellington: '2027-01-25',
      Nelson: '2027-02-01',
      Taranaki: '2027-03-08',
      "Hawke's Bay": '2027-10-22',
      Marlborough: '2027-11-01',
      Canterbury: '2027-11-12',
      'South Canterbury': '2027-09-27',
      Westland: '2027-11-29',
      Otago: '2027-03-22',
      Southland: '2027-03-30',
      'Chatham Islands': '2027-11-29',
    });
  });

  it('moves Otago’s day to Easter Tuesday when it falls on Easter Monday', () => {
    // 2035: Easter Sunday 25 March; the Monday nearest 23 March is Easter Monday the 26th
    expect(isoDate(easterSunday(2035))).toBe('2035-03-25');
    expect(anniversaryDay('Otago', 2035).date).toBe('2035-03-27');
  });

  it('computes Easter by the Gregorian computus', () => {
    const known: [number, string][] = [
      [2024, '2024-03-31'],
      [2025, '2025-04-20'],
      [2026, '2026-04-05'],
      [2027, '2027-03-28'],
      [2038, '2038-04-25'],
      [2285, '2285-03-22'],
    ];
    for (const [year, date] of known) expect([year, isoDate(easterSunday(year))]).toEqual([year, date]);
  });

  it('picks the nearest Monday', () => {
    expect(isoDate(mondayClosestTo(day(2026, 1, 29)))).toBe('2026-01-26'); // Thursday → back 3
    expect(isoDate(mondayClosestTo(day(2027, 1, 29)))).toBe('2027-02-01'); // Friday → on 3
    expect(isoDate(mondayClosestTo(day(2026, 3, 23)))).toBe('2026-03-23'); // Monday itself
  });

  it('takes Matariki from the legislated schedule and refuses years outside it', () => {
    expect(table(2052, 'Otago')['NZ-MATARIKI']).toEqual(['2052-06-21', '2052-06-21']);
    expect(table(2041, 'Otago')['NZ-MATARIKI']).toEqual(['2041-07-19', '2041-07-19']);
    expect(() => nzPublicHolidays(2021, 'Auckland')).toThrow('2022 to 2052');
    expect(() => nzPublicHolidays(2053, 'Auckland')).toThrow('2022 to 2052');
  });

  it('does not Mondayise Waitangi and ANZAC Day before 2014 (the rule), and refuses unknown regions', () => {
    expect(isoDate(mondayisedSingle(day(2010, 2, 6)))).toBe('2010-02-06'); // Saturday, before the 2014 rule
    expect(isoDate(mondayisedSingle(day(2016, 2, 6)))).toBe('2016-02-08'); // Saturday → Monday
    expect(isoDate(mondayisedSingle(day(2021, 4, 25)))).toBe('2021-04-26'); // Sunday → Monday
    expect(() => nzPublicHolidays(2027, 'Gondor')).toThrow('Unknown region "Gondor"');
    expect(nzRegionOf('hawkes bay')).toBe("Hawke's Bay");
    expect(nzRegionOf('CHATHAM ISLANDS')).toBe('Chatham Islands');
  });
});
