import { jobToolbar, punchCodeNeedsJob, showsExternalFields, taskToolbar } from './third-party-rules';

describe('third-party rules', () => {
  it('gives the jobs toolbar per type', () => {
    expect(jobToolbar(null)).toEqual({ showNew: true, showImport: true, showSync: false, showClose: true });
    expect(jobToolbar('01')).toEqual({ showNew: true, showImport: true, showSync: false, showClose: true });
    expect(jobToolbar('05')).toEqual({ showNew: false, showImport: false, showSync: true, showClose: true });
    expect(jobToolbar('06')).toEqual({ showNew: false, showImport: true, showSync: false, showClose: true });
    expect(jobToolbar('04')).toEqual({ showNew: false, showImport: false, showSync: false, showClose: true });
    expect(jobToolbar('07')).toEqual(jobToolbar('04'));
  });

  it('hides New Task for the same types and syncs tasks for MYOB Advanced', () => {
    expect(taskToolbar(undefined)).toEqual({ showNew: true, showSync: false });
    expect(taskToolbar('06')).toEqual({ showNew: false, showSync: false });
    expect(taskToolbar('05')).toEqual({ showNew: false, showSync: true });
    expect(taskToolbar('03')).toEqual({ showNew: true, showSync: false });
  });

  it('shows external fields and requires a punch code job for the job-costing ERPs only', () => {
    for (const id of ['04', '05', '06', '07']) {
      expect(showsExternalFields(id)).toBe(true);
      expect(punchCodeNeedsJob(id)).toBe(true);
    }
    for (const id of [null, undefined, '01', '02', '03']) {
      expect(showsExternalFields(id)).toBe(false);
      expect(punchCodeNeedsJob(id)).toBe(false);
    }
  });
});
