import { PAYROLL_MESSAGES as M } from './payroll-messages';

describe('the close confirmation', () => {
  const fixed = 'Their totals are fixed and no changes are accepted until they are reopened.';

  it('says only what closing does when nothing is left unreviewed or unapproved', () => {
    expect(M.closeDetail(0, 0)).toBe(fixed);
  });

  it('names the unreviewed exceptions and unapproved pairs that remain', () => {
    expect(M.closeDetail(1, 0)).toBe(`1 unreviewed exception remains on these periods' days. Close anyway? ${fixed}`);
    expect(M.closeDetail(0, 3)).toBe(`3 unapproved pairs remain on these periods' days. Close anyway? ${fixed}`);
    expect(M.closeDetail(2, 1)).toBe(
      `2 unreviewed exceptions and 1 unapproved pair remain on these periods' days. Close anyway? ${fixed}`,
    );
  });
});

describe('the Xero texts', () => {
  it('counts the timesheets sent and the drafts replaced', () => {
    expect(M.xeroSent(1, 0, 'Demo (NZ)')).toBe('1 timesheet sent to Demo (NZ).');
    expect(M.xeroSent(3, 2, 'Demo (NZ)')).toBe('3 timesheets sent to Demo (NZ) (2 replaced).');
  });

  it('says what a sync matched', () => {
    expect(M.syncSummary(1, 1, 1)).toBe('1 pay type and 1 employee matched (1 in Xero).');
    expect(M.syncSummary(0, 12, 40)).toBe('0 pay types and 12 employees matched (40 in Xero).');
  });

  it('names the tenant connected, when known', () => {
    expect(M.connected('Demo (NZ)')).toBe('Connected to Xero (Demo (NZ)).');
    expect(M.connected(null)).toBe('Connected to Xero.');
  });
});
