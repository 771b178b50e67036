import { scheduleDaySpans } from './recalc-queue.js';

describe('scheduleDaySpans', () => {
  it("makes one span of an employee's days whose windows meet, and keeps days further apart apart", () => {
    const day = (employeeId: string, date: string) => ({ companyId: 'c1', employeeId, date });
    expect(
      scheduleDaySpans([
        day('b', '2026-11-02'),
        day('a', '2026-11-05'),
        day('a', '2026-11-02'),
        day('a', '2026-11-03'),
        day('a', '2026-11-03'),
        day('a', '2026-11-20'),
      ]),
    ).toEqual([
      { companyId: 'c1', employeeId: 'a', from: '2026-11-02', to: '2026-11-05' },
      { companyId: 'c1', employeeId: 'a', from: '2026-11-20', to: '2026-11-20' },
      { companyId: 'c1', employeeId: 'b', from: '2026-11-02', to: '2026-11-02' },
    ]);
    // windows of the 2nd (1st-3rd) and the 6th (5th-7th) leave the 4th between them: two spans
    expect(scheduleDaySpans([day('a', '2026-11-02'), day('a', '2026-11-06')])).toHaveLength(2);
  });
});
