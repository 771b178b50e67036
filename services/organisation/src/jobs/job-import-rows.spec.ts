import { parseJobFile, planJobImport } from './job-import-rows.js';

describe('parseJobFile', () => {
  it('matches the columns by title without regard to case, spaces or order', () => {
    const parsed = parseJobFile([
      ['punch code', 'CODE', 'Name', 'Tasks', 'Active'],
      ['101', 'J1', 'Job one', 'T1; T2', 'Yes'],
    ]);
    expect(parsed).toEqual({
      ok: true,
      rows: [{ row: 2, code: 'J1', name: 'Job one', punchCode: '101', taskCodes: ['T1', 'T2'], active: true }],
      refused: [],
    });
  });

  it('leaves a field out when its column is absent and clears it when its cell is blank', () => {
    const parsed = parseJobFile([
      ['Code', 'Description'],
      ['J1', ''],
    ]);
    expect(parsed.ok && parsed.rows).toEqual([{ row: 2, code: 'J1', description: null }]);
  });

  it('needs a Code column', () => {
    expect(parseJobFile([['Name'], ['x']])).toEqual({ ok: false, problem: 'noCodeColumn' });
    expect(parseJobFile([])).toEqual({ ok: false, problem: 'noCodeColumn' });
  });

  it('refuses a row without code, with an unknown Active value or a too long field; skips blank rows', () => {
    const parsed = parseJobFile([
      ['Code', 'Name', 'Active', 'Punch Code'],
      ['', 'No code', '', ''],
      ['', '', '', ''],
      ['J2', 'Two', 'maybe', ''],
      ['J3', 'Three', '', '123456789012345678901'],
      ['J4', 'Four', 'inactive', ''],
    ]);
    expect(parsed.ok && parsed.refused).toEqual([
      { row: 2, code: null, reason: 'Code is required.' },
      { row: 4, code: 'J2', reason: 'Active must be Yes or No, not "maybe".' },
      { row: 5, code: 'J3', reason: 'Punch Code must be at most 20 characters.' },
    ]);
    expect(parsed.ok && parsed.rows).toEqual([{ row: 6, code: 'J4', name: 'Four', punchCode: null, active: false }]);
  });
});

describe('planJobImport', () => {
  const jobs = [
    { id: 'a', code: 'J1', name: 'Job one', punchCode: '101' },
    { id: 'b', code: 'J2', name: 'Job two', punchCode: '102' },
  ];
  const tasks = [{ id: 't1', code: 'T1' }];

  it('updates by code (any case) and creates new codes', () => {
    const plan = planJobImport(
      [
        { row: 2, code: 'j1', name: 'Job one renamed', taskCodes: ['t1'] },
        { row: 3, code: 'J3', name: 'Three', punchCode: '103' },
      ],
      jobs,
      tasks,
    );
    expect(plan.refused).toEqual([]);
    expect(plan.writes.map((w) => [w.id, w.row.code, w.taskIds])).toEqual([
      ['a', 'j1', ['t1']],
      [null, 'J3', undefined],
    ]);
  });

  it('refuses a repeated code, a name or punch code of another job and an unknown task code', () => {
    const plan = planJobImport(
      [
        { row: 2, code: 'J3', punchCode: '102' },
        { row: 3, code: 'J4', name: 'job TWO' },
        { row: 4, code: 'J5', taskCodes: ['T9'] },
        { row: 5, code: 'J6', punchCode: '106' },
        { row: 6, code: 'j6', punchCode: '107' },
        { row: 7, code: 'J7', punchCode: '106' },
      ],
      jobs,
      tasks,
    );
    expect(plan.refused).toEqual([
      { row: 2, code: 'J3', reason: 'Punch code 102 is used by job J2.' },
      { row: 3, code: 'J4', reason: 'Name job TWO is used by job J2.' },
      { row: 4, code: 'J5', reason: 'Task code T9 does not exist.' },
      { row: 6, code: 'j6', reason: 'Code j6 appears more than once in the file.' },
      { row: 7, code: 'J7', reason: 'Punch code 106 is used by job J6.' },
    ]);
    expect(plan.writes.map((w) => w.row.code)).toEqual(['J6']);
  });

  it('lets a punch code move from one job to another within the file', () => {
    const plan = planJobImport(
      [
        { row: 2, code: 'J1', punchCode: '201' },
        { row: 3, code: 'J2', punchCode: '101' },
      ],
      jobs,
      tasks,
    );
    expect(plan.refused).toEqual([]);
    expect(plan.writes).toHaveLength(2);
  });
});
