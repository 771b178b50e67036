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
