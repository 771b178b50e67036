import { jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/test-app.js';
import {
  eventsSince,
  outboxMark,
  postFile,
  postForm,
  rowOf,
  setCompanySettings,
  signInAs,
} from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface JobRow {
  id: string;
  code: string;
  name: string;
  active: boolean;
  taskID: string[];
  description: string | null;
  punchCode: string | null;
  payExportCode: string | null;
  externalJobType: string | null;
  externalJobId: string | null;
}
interface TaskRow {
  id: string;
  code: string;
  name: string;
  active: boolean;
  punchCode: string | null;
  externalTaskType: string | null;
  externalTaskId: string | null;
}
interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface Saved {
  message: string;
  id: string;
}
interface Node {
  key: string;
  title: string;
  children: Node[];
}
interface ImportAnswer {
  message: string;
  created: number;
  updated: number;
  refused: { row: number; code: string | null; reason: string }[];
}

const find = (nodes: Node[], title: string): Node | undefined => {
  for (const node of nodes) {
    if (node.title === title) return node;
    const found = find(node.children, title);
    if (found) return found;
  }
  return undefined;
};
const csv = (text: string) => Buffer.from(text, 'utf8');

describe('jobs and tasks', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;
  let employee: string;
  let taskA: string;
  let taskB: string;
  let jobId: string;
  let tree: Node[];

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'JOB', 9100);
    other = await createCompany(testApp, 'JOX', 9200);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@job.test');
    tree = (await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const saveJob = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/job/save', { token, body });
  const saveTask = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/task/save', { token, body });

  it('POST /task/save creates tasks (JSON and form-encoded) and publishes org.task.changed.v1', async () => {
    const mark = await outboxMark(testApp);
    const a = await saveTask({ code: 'T-A', name: 'Task A', punchCode: '501', payExportCode: 'PA' });
    expect(a).toEqual({ status: 200, body: { message: 'success', id: expect.any(String) } });
    taskA = a.body.id;
    const b = await postForm<Saved>(testApp, '/task/save', admin, [
      ['code', 'T-B'],
      ['name', 'Task B'],
      ['punchCode', '502'],
      ['externalTaskType', 'Labour'],
      ['externalTaskId', 'EXT-B'],
    ]);
    expect(b.status).toBe(200);
    taskB = b.body.id;
    const events = await eventsSince(testApp, mark, 'org.task.changed.v1');
    expect(events.map((e) => e.payload)).toEqual([
      {
        taskId: taskA,
        code: 'T-A',
        name: 'Task A',
        active: true,
        punchCode: '501',
        payExportCode: 'PA',
        deleted: false,
      },
      {
        taskId: taskB,
        code: 'T-B',
        name: 'Task B',
        active: true,
        punchCode: '502',
        payExportCode: null,
        deleted: false,
      },
    ]);
    expect(events[0]).toMatchObject({ companyId: company.companyId, key: company.companyId });
    const detail = await call<TaskRow>(testApp, 'GET', `/api/tasks/${taskB}`, { token: admin });
    expect(detail.body).toMatchObject({
      code: 'T-B',
      externalTaskType: 'Labour',
      externalTaskId: 'EXT-B',
      active: true,
    });
  });

  it('task saves refuse a missing code (400) and a taken code, name or punch code (409 exist), changing nothing', async () => {
    const missing = await saveTask({ name: 'Nameless' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('code is required.');
    for (const clash of [{ code: 't-a' }, { code: 'T-C', name: 'TASK A' }, { code: 'T-C', punchCode: '502' }]) {
      const refused = await saveTask(clash);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'exist', detail: 'Warning: Name or punch code has existed.' });
    }
    const mark = await outboxMark(testApp);
    const edit = await saveTask({ id: taskB, punchCode: '501' });
    expect(edit.status).toBe(409);
    expect((await rowOf(testApp, 'tasks', taskB))?.punch_code).toBe('502');
    expect(await eventsSince(testApp, mark)).toEqual([]);
  });

  it('POST /job/save creates a job with its tasks, defaults active, and publishes org.job.changed.v1', async () => {
    const mark = await outboxMark(testApp);
    const saved = await saveJob({
      code: 'J-100',
      name: 'Fit out',
      taskID: [taskA, taskB],
      description: 'Level 2 fit out',
      punchCode: '100',
      payExportCode: 'FIT',
      externalJobType: 'Project',
      externalJobId: 'P-100',
    });
    expect(saved.status).toBe(200);
    jobId = saved.body.id;
    const detail = await call<JobRow>(testApp, 'GET', `/api/jobs/${jobId}`, { token: admin });
    expect(detail.body).toEqual({
      id: jobId,
      code: 'J-100',
      name: 'Fit out',
      active: true,
      taskID: [taskA, taskB],
      description: 'Level 2 fit out',
      punchCode: '100',
      payExportCode: 'FIT',
      externalJobType: 'Project',
      externalJobId: 'P-100',
    });
    const events = await eventsSince(testApp, mark, 'org.job.changed.v1');
    expect(events.map((e) => e.payload)).toEqual([
      {
        jobId,
        code: 'J-100',
        name: 'Fit out',
        active: true,
        punchCode: '100',
        payExportCode: 'FIT',
        taskIds: [taskA, taskB],
        deleted: false,
      },
    ]);
  });

  it('a form-encoded job save takes repeated or comma-joined taskID; a blank field clears, a missing one keeps', async () => {
    const form = await postForm<Saved>(testApp, '/job/save', admin, [
      ['code', 'J-200'],
      ['name', 'Demolition'],
      ['taskID', `${taskA},${taskB}`],
      ['punchCode', '200'],
    ]);
    expect(form.status).toBe(200);
    const edited = await postForm<Saved>(testApp, '/job/save', admin, [
      ['id', form.body.id],
      ['taskID', taskB],
      ['punchCode', ''],
    ]);
    expect(edited.status).toBe(200);
    const detail = await call<JobRow>(testApp, 'GET', `/api/jobs/${form.body.id}`, { token: admin });
    expect(detail.body).toMatchObject({ name: 'Demolition', taskID: [taskB], punchCode: null });
  });

  it('job saves refuse a missing code, a clash (exist), an unknown task (noTask) and bad values', async () => {
    expect((await saveJob({ name: 'No code' })).body.message).toBe('code is required.');
    for (const clash of [{ code: 'j-100' }, { code: 'J-300', name: 'fit OUT' }, { code: 'J-300', punchCode: '100' }]) {
      const refused = await saveJob(clash);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'exist', detail: 'Warning: Name or punch code has existed.' });
    }
    const otherTask = await saveTask({ code: 'X-T', name: 'Other task' }, otherAdmin);
    const noTask = await saveJob({ id: jobId, taskID: [otherTask.body.id] });
    expect(noTask.status).toBe(400);
    expect(noTask.body.message).toBe('noTask');
    const bad = await saveJob({ code: 'J-300', active: 'perhaps', taskID: ['nope'] });
    expect(bad.status).toBe(400);
    expect((await rowOf(testApp, 'jobs', jobId))?.task_ids).toEqual([taskA, taskB]);
  });

  it('a Supervisor can read jobs but not save them; an Employee cannot list them', async () => {
    expect((await call(testApp, 'GET', '/api/jobs', { token: supervisor })).status).toBe(200);
    expect((await saveJob({ code: 'J-SUP' }, supervisor)).status).toBe(403);
    expect((await saveTask({ code: 'T-SUP' }, supervisor)).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/jobs', { token: employee })).status).toBe(403);
  });

  it('GET /api/jobs and /api/tasks filter by status; /api/jobs/active-task-tree lists active tasks under active jobs', async () => {
    await saveTask({ id: taskB, active: false });
    const all = await call<JobRow[]>(testApp, 'GET', '/api/jobs', { token: admin });
    expect(all.body.map((j) => j.code)).toEqual(['J-100', 'J-200']);
    const inactiveTasks = await call<TaskRow[]>(testApp, 'GET', '/api/tasks?status=false', { token: admin });
    expect(inactiveTasks.body.map((t) => t.code)).toEqual(['T-B']);
    const activeTasks = await call<TaskRow[]>(testApp, 'GET', '/api/tasks?status=true', { token: admin });
    expect(activeTasks.body.map((t) => t.code)).toEqual(['T-A']);
    expect((await call(testApp, 'GET', '/api/jobs?status=maybe', { token: admin })).status).toBe(400);
    const taskTree = await call<{ code: string; tasks: { code: string }[] }[]>(
      testApp,
      'GET',
      '/api/jobs/active-task-tree',
      { token: admin },
    );
    expect(taskTree.body.map((j) => [j.code, j.tasks.map((t) => t.code)])).toEqual([
      ['J-100', ['T-A']],
      ['J-200', []],
    ]);
    await saveTask({ id: taskB, active: true });
  });

  it('external-info lookups: jobs of a structure node (linked, inherited or all), active jobs, tasks of a job', async () => {
    const department = find(tree, 'Department')?.key ?? '';
    const position = find(tree, 'Position')?.key ?? '';
    const jobs = await call<JobRow[]>(testApp, 'GET', '/api/jobs/active-with-external-info', { token: admin });
    expect(jobs.body.map((j) => [j.code, j.externalJobId])).toEqual([
      ['J-100', 'P-100'],
      ['J-200', null],
    ]);
    const unlinked = await call<JobRow[]>(testApp, 'GET', `/api/jobs/list-with-external-info/${position}`, {
      token: admin,
    });
    expect(unlinked.body.map((j) => j.code)).toEqual(['J-100', 'J-200']);
    const j200 = jobs.body[1]?.id ?? '';
    const link = await call(testApp, 'POST', '/department/save', {
      token: admin,
      body: { id: department, jobIds: [j200] },
    });
    expect(link.status).toBe(200);
    const inherited = await call<JobRow[]>(testApp, 'GET', `/api/jobs/list-with-external-info/${position}`, {
      token: admin,
    });
    expect(inherited.body.map((j) => j.code)).toEqual(['J-200']);
    const tasks = await call<TaskRow[]>(testApp, 'GET', `/api/tasks/list-with-external-info/${jobId}`, {
      token: admin,
    });
    expect(tasks.body.map((t) => [t.code, t.externalTaskId])).toEqual([
      ['T-A', null],
      ['T-B', 'EXT-B'],
    ]);
    const generatorTasks = await call<TaskRow[]>(testApp, 'GET', `/api/punch-codes/jobs/${jobId}/tasks`, {
      token: supervisor,
    });
    expect(generatorTasks.body.map((t) => t.code)).toEqual(['T-A', 'T-B']);
    const generatorJobs = await call<JobRow[]>(testApp, 'GET', `/api/punch-codes/departments/${position}/jobs`, {
      token: supervisor,
    });
    expect(generatorJobs.body.map((j) => j.code)).toEqual(['J-200']);
    const allJobs = await call<JobRow[]>(testApp, 'GET', '/api/punch-codes/jobs', { token: supervisor });
    expect(allJobs.body.map((j) => j.code)).toEqual(['J-100', 'J-200']);
    const positions = await call<{ id: string; name: string; path: string }[]>(
      testApp,
      'GET',
      '/api/punch-codes/positions',
      { token: admin },
    );
    expect(positions.body).toEqual([
      { id: position, name: 'Position', punchCode: null, path: 'Division / Branch / Department' },
    ]);
    await call(testApp, 'POST', '/department/save', { token: admin, body: { id: department, jobIds: [] } });
  });

  it('another company’s ids answer 404 and change nothing', async () => {
    const mark = await outboxMark(testApp);
    const paths = [
      `/api/jobs/${jobId}`,
      `/api/tasks/${taskA}`,
      `/api/tasks/list-with-external-info/${jobId}`,
      `/api/jobs/list-with-external-info/${find(tree, 'Position')?.key ?? ''}`,
      `/api/punch-codes/jobs/${jobId}/tasks`,
    ];
    for (const path of paths) expect((await call(testApp, 'GET', path, { token: otherAdmin })).status).toBe(404);
    expect((await saveJob({ id: jobId, name: 'Stolen' }, otherAdmin)).status).toBe(404);
    expect((await saveTask({ id: taskA, name: 'Stolen' }, otherAdmin)).status).toBe(404);
    const close = await call(testApp, 'POST', '/job/closeAllSelected', { token: otherAdmin, body: { ids: [jobId] } });
    expect(close.status).toBe(404);
    expect((await rowOf(testApp, 'jobs', jobId))?.active).toBe(true);
    expect((await call<JobRow[]>(testApp, 'GET', '/api/jobs', { token: otherAdmin })).body).toEqual([]);
    expect((await eventsSince(testApp, mark)).filter((e) => e.companyId === company.companyId)).toEqual([]);
  });

  it('POST /job/closeAllSelected makes the jobs inactive with events, all or none', async () => {
    const jobs = (await call<JobRow[]>(testApp, 'GET', '/api/jobs', { token: admin })).body;
    const ids = jobs.map((j) => j.id);
    const otherJob = await saveJob({ code: 'X-J' }, otherAdmin);
    const mixed = await call(testApp, 'POST', '/job/closeAllSelected', {
      token: admin,
      body: { ids: [...ids, otherJob.body.id] },
    });
    expect(mixed.status).toBe(404);
    expect((await rowOf(testApp, 'jobs', jobId))?.active).toBe(true);
    expect((await call(testApp, 'POST', '/job/closeAllSelected', { token: admin, body: { ids: [] } })).status).toBe(
      400,
    );
    const mark = await outboxMark(testApp);
    const closed = await postForm<{ message: string; closed: number }>(testApp, '/job/closeAllSelected', admin, [
      ['ids', ids.join(',')],
    ]);
    expect(closed).toEqual({ status: 200, body: { message: 'success', closed: 2 } });
    const events = await eventsSince(testApp, mark, 'org.job.changed.v1');
    expect(events.map((e) => e.payload.active)).toEqual([false, false]);
    const active = await call<JobRow[]>(testApp, 'GET', '/api/jobs?status=true', { token: admin });
    expect(active.body).toEqual([]);
    await saveJob({ id: jobId, active: true });
  });

  it('POST /api/jobs/import upserts by code from a CSV and reports refused rows', async () => {
    const mark = await outboxMark(testApp);
    const file = csv(
      [
        'Code,Name,Punch Code,Description,Pay Export Code,Tasks,Active',
        'J-100,Fit out stage 2,100,,FIT2,T-A,Yes',
        'J-400,Roofing,400,Roof work,ROOF,T-A;T-B,',
        'J-500,Fencing,100,,,,',
        'J-600,Paving,600,,,T-Z,',
        ',No code,,,,,',
        'j-400,Again,,,,,',
      ].join('\n'),
    );
    const answer = await postFile<ImportAnswer>(
      testApp,
      '/api/jobs/import',
      admin,
      'jobFile',
      file,
      'jobs.csv',
      'text/csv',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'success',
      created: 1,
      updated: 1,
      refused: [
        { row: 4, code: 'J-500', reason: 'Punch code 100 is used by job J-100.' },
        { row: 5, code: 'J-600', reason: 'Task code T-Z does not exist.' },
        { row: 6, code: null, reason: 'Code is required.' },
        { row: 7, code: 'j-400', reason: 'Code j-400 appears more than once in the file.' },
      ],
    });
    const j100 = await call<JobRow>(testApp, 'GET', `/api/jobs/${jobId}`, { token: admin });
    expect(j100.body).toMatchObject({
      name: 'Fit out stage 2',
      description: null,
      payExportCode: 'FIT2',
      taskID: [taskA],
      externalJobId: 'P-100',
    });
    const list = await call<JobRow[]>(testApp, 'GET', '/api/jobs', { token: admin });
    expect(list.body.find((j) => j.code === 'J-400')).toMatchObject({
      name: 'Roofing',
      punchCode: '400',
      active: true,
      taskID: [taskA, taskB],
    });
    const events = await eventsSince(testApp, mark, 'org.job.changed.v1');
    expect(events.map((e) => e.payload.code)).toEqual(['J-100', 'J-400']);
  });

  it('POST /api/jobs/import reads .xlsx and refuses no file, other types, unreadable files and a missing Code column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Jobs');
    sheet.addRow(['Code', 'Name', 'Punch Code']);
    sheet.addRow(['J-700', 'Scaffolding', 700]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const ok = await postFile<ImportAnswer>(testApp, '/api/jobs/import', admin, 'jobFile', xlsx, 'jobs.xlsx');
    expect(ok.body).toEqual({ message: 'success', created: 1, updated: 0, refused: [] });

    const mark = await outboxMark(testApp);
    const noFile = await postFile(testApp, '/api/jobs/import', admin, 'otherField', csv('Code\nJ-1'), 'jobs.csv');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('noFile');
    const empty = await call(testApp, 'POST', '/api/jobs/import', { token: admin, body: {} });
    expect(empty.status).toBe(400);
    const wrongType = await postFile(testApp, '/api/jobs/import', admin, 'jobFile', csv('Code\nJ-1'), 'jobs.txt');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe('badFileType');
    const broken = await postFile(testApp, '/api/jobs/import', admin, 'jobFile', csv('not a zip'), 'jobs.xlsx');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('unreadableFile');
    const noCode = await postFile(testApp, '/api/jobs/import', admin, 'jobFile', csv('Name\nX'), 'jobs.csv');
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('noCodeColumn');
    const rows = ['Code', ...Array.from({ length: 5001 }, (_, i) => `M-${i}`)].join('\n');
    const tooMany = await postFile(testApp, '/api/jobs/import', admin, 'jobFile', csv(rows), 'jobs.csv');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('tooManyRows');
    const huge = await postFile(
      testApp,
      '/api/jobs/import',
      admin,
      'jobFile',
      Buffer.alloc(2 * 1024 * 1024 + 1, 65),
      'jobs.csv',
    );
    expect(huge.status).toBe(413);
    expect(await eventsSince(testApp, mark)).toEqual([]);
    expect((await postFile(testApp, '/api/jobs/import', supervisor, 'jobFile', csv('Code\nJ'), 'j.csv')).status).toBe(
      403,
    );
  });

  it('the ERP sync answers honestly that no connector exists', async () => {
    await setCompanySettings(testApp, company.companyId, { thirdPartyType: { id: '05', name: 'MYOB Advanced' } });
    const jobs = await call<{ success: boolean; errorMessage: string }>(testApp, 'POST', '/api/jobs/sync', {
      token: admin,
    });
    expect(jobs).toEqual({
      status: 200,
      body: { success: false, errorMessage: 'The jobs sync with MYOB Advanced is not connected yet.' },
    });
    const tasks = await call<{ success: boolean; errorMessage: string }>(testApp, 'POST', '/api/tasks/sync', {
      token: admin,
    });
    expect(tasks.body.success).toBe(false);
    expect((await call(testApp, 'POST', '/api/jobs/sync', { token: supervisor })).status).toBe(403);
    await setCompanySettings(testApp, company.companyId, { thirdPartyType: null });
  });
});
