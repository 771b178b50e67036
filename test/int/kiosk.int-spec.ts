import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, organisationDb, outboxMark, postForm, rowOf } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface Item {
  kioskContentType: string;
  content: string;
}
interface Contents {
  kioskUserTypeToLabelMap: { Visitor: string; Contractor: string };
  kioskUserTypeToKioskContentsMap: { Visitor: Item[]; Contractor: Item[] };
}
interface Contact {
  id: string;
  firstname: string;
  lastname: string;
  mobile: string | null;
  email: string;
  department: string | null;
  departmentName: string | null;
}
interface Node {
  key: string;
  title: string;
  children: Node[];
}

const DEFAULT_CONTENTS: Contents = {
  kioskUserTypeToLabelMap: { Visitor: 'Visitor', Contractor: 'Contractor' },
  kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [] },
};

describe('kiosk contents, settings and contacts', () => {
  let testApp: TestApp;
  let mine: TestCompany;
  let theirs: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  let departmentId: string;
  let otherDepartmentId: string;

  const departmentOf = async (token: string): Promise<string> => {
    const tree = await call<Node[]>(testApp, 'GET', '/api/departments', { token });
    const find = (nodes: Node[]): Node | undefined =>
      nodes.map((n) => (n.title === 'Department' ? n : find(n.children))).find(Boolean);
    return find(tree.body)?.key ?? '';
  };

  beforeAll(async () => {
    testApp = await startThinPath();
    mine = await createCompany(testApp, 'KSA', 3000);
    theirs = await createCompany(testApp, 'KSB', 4000);
    admin = await signIn(testApp, mine.adminEmail);
    employee = await signIn(testApp, mine.employeeEmail);
    otherAdmin = await signIn(testApp, theirs.adminEmail);
    departmentId = await departmentOf(admin);
    otherDepartmentId = await departmentOf(otherAdmin);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  describe('contents', () => {
    it('answers the defaults for a company that never saved', async () => {
      const got = await call<Contents>(testApp, 'GET', '/kiosk-contents', { token: admin });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(DEFAULT_CONTENTS);
      const visitor = await call(testApp, 'GET', '/api/kiosk-contents?type=Visitor', { token: employee });
      expect(visitor.body).toEqual({ type: 'Visitor', label: 'Visitor', contents: [] });
    });

    it('saves both cards, publishes org.kiosk.changed.v1 (contents) and keeps companies apart', async () => {
      const mark = await outboxMark(testApp);
      const body: Contents = {
        kioskUserTypeToLabelMap: { Visitor: ' Guests ', Contractor: 'Trades' },
        kioskUserTypeToKioskContentsMap: {
          Visitor: [
            { kioskContentType: 'Video', content: 'https://videos.example.com/induction.mp4' },
            { kioskContentType: 'Html', content: '<h1>Welcome</h1>' },
          ],
          Contractor: [{ kioskContentType: 'Web', content: 'http://site.example.com/rules' }],
        },
      };
      const saved = await call<Contents & { message: string }>(testApp, 'POST', '/kiosk-contents', {
        token: admin,
        body,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('success');
      expect(saved.body.kioskUserTypeToLabelMap).toEqual({ Visitor: 'Guests', Contractor: 'Trades' });
      const got = await call<Contents>(testApp, 'GET', '/kiosk-contents', { token: admin });
      expect(got.body.kioskUserTypeToKioskContentsMap).toEqual(body.kioskUserTypeToKioskContentsMap);
      const contractor = await call(testApp, 'GET', '/api/kiosk-contents?type=Contractor', { token: employee });
      expect(contractor.body).toEqual({
        type: 'Contractor',
        label: 'Trades',
        contents: [{ kioskContentType: 'Web', content: 'http://site.example.com/rules' }],
      });
      const events = await eventsSince(testApp, mark, 'org.kiosk.changed.v1');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ companyId: mine.companyId, payload: { part: 'contents' } });
      expect((events[0]?.payload.value as Contents).kioskUserTypeToLabelMap.Visitor).toBe('Guests');
      const other = await call<Contents>(testApp, 'GET', '/kiosk-contents', { token: otherAdmin });
      expect(other.body).toEqual(DEFAULT_CONTENTS);
    });

    it('refuses blank labels, non-URL Video/Web, unknown types and oversize Html, changing nothing', async () => {
      const mark = await outboxMark(testApp);
      const before = await call<Contents>(testApp, 'GET', '/kiosk-contents', { token: admin });
      const post = (body: unknown) => call<Refusal>(testApp, 'POST', '/kiosk-contents', { token: admin, body });
      const blank = await post({ ...DEFAULT_CONTENTS, kioskUserTypeToLabelMap: { Visitor: '', Contractor: 'C' } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Visitor label is required.');
      const badUrl = await post({
        ...DEFAULT_CONTENTS,
        kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [{ kioskContentType: 'Video', content: 'clip' }] },
      });
      expect(badUrl.status).toBe(400);
      expect(badUrl.body.message).toBe('Contractor item 1: Video content must be an http(s) URL.');
      const badType = await post({
        ...DEFAULT_CONTENTS,
        kioskUserTypeToKioskContentsMap: { Visitor: [{ kioskContentType: 'Pdf', content: 'x' }], Contractor: [] },
      });
      expect(badType.status).toBe(400);
      expect(badType.body.message).toContain('kioskContentType must be one of Video, Web, Html');
      const big = await post({
        ...DEFAULT_CONTENTS,
        kioskUserTypeToKioskContentsMap: {
          Visitor: [{ kioskContentType: 'Html', content: 'x'.repeat(100_001) }],
          Contractor: [],
        },
      });
      expect(big.status).toBe(400);
      expect(big.body.message).toBe('Visitor item 1: Html content must be at most 100000 characters.');
      const missing = await post({ kioskUserTypeToLabelMap: { Visitor: 'V' } });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('Contractor label is required.');
      expect(missing.body.message).toContain('kioskUserTypeToKioskContentsMap is required.');
      const nothing = await post({});
      expect(nothing.status).toBe(400);
      expect(nothing.body.message).toContain('kioskUserTypeToLabelMap is required.');
      const labelsOnly = await post({ kioskUserTypeToLabelMap: { Visitor: 'V', Contractor: 'C' } });
      expect(labelsOnly.status).toBe(400);
      expect(labelsOnly.body.message).toBe('kioskUserTypeToKioskContentsMap is required.');
      const notList = await post({
        ...DEFAULT_CONTENTS,
        kioskUserTypeToKioskContentsMap: { Visitor: 'x', Contractor: [] },
      });
      expect(notList.status).toBe(400);
      expect(notList.body.message).toContain('Visitor contents must be a list');
      const wrongType = await call<Refusal>(testApp, 'GET', '/api/kiosk-contents?type=Staff', { token: admin });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toBe('type must be Visitor or Contractor');
      expect((await call(testApp, 'GET', '/kiosk-contents', { token: admin })).body).toEqual(before.body);
      expect(await eventsSince(testApp, mark)).toEqual([]);
    });

    it('needs kiosk permissions: an employee may not read the editor nor save', async () => {
      expect((await call(testApp, 'GET', '/kiosk-contents', { token: employee })).status).toBe(403);
      const save = await call(testApp, 'POST', '/kiosk-contents', { token: employee, body: DEFAULT_CONTENTS });
      expect(save.status).toBe(403);
      expect((await call(testApp, 'GET', '/kiosk-contents')).status).toBe(401);
    });
  });

  describe('settings', () => {
    it('answers the spec defaults, saves changed fields only and publishes part settings', async () => {
      const got = await call(testApp, 'GET', '/api/kiosk-settings', { token: employee });
      expect(got.status).toBe(200);
      expect(got.body).toEqual({
        enableCarRego: false,
        enableComment: false,
        enableDefaultWorkCode: false,
        enableEmail: false,
        welcomeMessage1: 'Welcome To',
        welcomeMessage2: '',
        enableEmployee: true,
        enableVisitor: true,
        enableContractor: true,
        enableLeave: true,
        enablePunchNote: false,
        uploadPhotoQuality: 'medium',
      });
      const mark = await outboxMark(testApp);
      const saved = await call(testApp, 'POST', '/api/kiosk-settings', {
        token: admin,
        body: { enableCarRego: true, welcomeMessage2: 'Head Office', uploadPhotoQuality: 'high', enableLeave: false },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ message: 'success', enableCarRego: true, uploadPhotoQuality: 'high' });
      const form = await postForm(testApp, '/api/kiosk-settings', admin, [['enableEmail', 'true']]);
      expect(form.status).toBe(200);
      const after = await call(testApp, 'GET', '/api/kiosk-settings', { token: admin });
      expect(after.body).toMatchObject({
        enableCarRego: true,
        enableEmail: true,
        enableLeave: false,
        welcomeMessage1: 'Welcome To',
        welcomeMessage2: 'Head Office',
        uploadPhotoQuality: 'high',
      });
      const events = await eventsSince(testApp, mark, 'org.kiosk.changed.v1');
      expect(events.map((e) => e.payload.part)).toEqual(['settings', 'settings']);
      expect(events[1]?.payload.value).toEqual(after.body);
      const theirsSettings = await call(testApp, 'GET', '/api/kiosk-settings', { token: otherAdmin });
      expect(theirsSettings.body).toMatchObject({ enableCarRego: false, uploadPhotoQuality: 'medium' });
    });

    it('refuses bad values and callers without kiosk update', async () => {
      const mark = await outboxMark(testApp);
      const bad = await call<Refusal>(testApp, 'POST', '/api/kiosk-settings', {
        token: admin,
        body: { uploadPhotoQuality: 'ultra', enableVisitor: 'maybe', welcomeMessage1: 'x'.repeat(201) },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('uploadPhotoQuality must be one of low, medium, high');
      expect(bad.body.message).toContain('enableVisitor must be true or false');
      expect(bad.body.message).toContain('welcomeMessage1 must be at most 200 characters');
      const unknown = await call(testApp, 'POST', '/api/kiosk-settings', { token: admin, body: { colour: 'red' } });
      expect(unknown.status).toBe(400);
      const denied = await call(testApp, 'POST', '/api/kiosk-settings', {
        token: employee,
        body: { enableCarRego: false },
      });
      expect(denied.status).toBe(403);
      expect(await eventsSince(testApp, mark)).toEqual([]);
      expect((await call(testApp, 'GET', '/api/kiosk-settings', { token: admin })).body).toMatchObject({
        enableCarRego: true,
        uploadPhotoQuality: 'high',
      });
    });
  });

  describe('contacts', () => {
    let contactId: string;

    it('creates (JSON and form), lists with the department name, reads one, publishes', async () => {
      const mark = await outboxMark(testApp);
      const saved = await call<{ message: string; id: string }>(testApp, 'POST', '/kiosk/contact/save', {
        token: admin,
        body: {
          firstname: 'Zoe',
          lastname: 'Young',
          email: 'zoe@example.co',
          mobile: '021 555',
          department: departmentId,
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: 'success', id: expect.any(String) });
      contactId = saved.body.id;
      const form = await postForm<{ message: string; id: string }>(testApp, '/kiosk/contact/save', admin, [
        ['firstname', 'Adam'],
        ['lastname', 'Ant'],
        ['email', 'adam@example.com'],
        ['mobile', ''],
        ['department', ''],
      ]);
      expect(form.status).toBe(200);
      const list = await call<Contact[]>(testApp, 'GET', '/api/kiosk-contacts', { token: employee });
      expect(list.status).toBe(200);
      expect(list.body.map((c) => c.lastname)).toEqual(['Ant', 'Young']);
      expect(list.body[0]).toMatchObject({ mobile: null, department: null, departmentName: null });
      expect(list.body[1]).toMatchObject({ department: departmentId, departmentName: 'Department', mobile: '021 555' });
      const one = await call<Contact>(testApp, 'GET', `/api/kiosk-contacts/${contactId}`, { token: admin });
      expect(one.body).toMatchObject({ id: contactId, firstname: 'Zoe', email: 'zoe@example.co' });
      const events = await eventsSince(testApp, mark, 'org.kiosk-contact.changed.v1');
      expect(events.map((e) => e.payload.lastname)).toEqual(['Young', 'Ant']);
      expect(events[0]?.payload).toMatchObject({ contactId, departmentId, deleted: false });
    });

    it('edits a contact', async () => {
      const edited = await call(testApp, 'POST', '/kiosk/contact/save', {
        token: admin,
        body: { id: contactId, firstname: 'Zoey', lastname: 'Young', email: 'zoey@example.co', department: null },
      });
      expect(edited.status).toBe(200);
      expect(await rowOf(testApp, 'kiosk_contacts', contactId)).toMatchObject({
        firstname: 'Zoey',
        email: 'zoey@example.co',
        department_id: null,
        mobile: null,
      });
    });

    it('refuses missing fields, a bad e-mail and another company’s department, changing nothing', async () => {
      const mark = await outboxMark(testApp);
      const save = (body: Record<string, unknown>) =>
        call<Refusal>(testApp, 'POST', '/kiosk/contact/save', { token: admin, body });
      const empty = await save({});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('firstname is required.; lastname is required.; email is required.');
      const email = await save({ firstname: 'A', lastname: 'B', email: 'a@b.c' });
      expect(email.status).toBe(400);
      expect(email.body.message).toBe('Invalid Email address!');
      const spaced = await save({ firstname: 'A', lastname: 'B', email: 'a b@c.com' });
      expect(spaced.body.message).toBe('Invalid Email address!');
      const foreign = await save({ firstname: 'A', lastname: 'B', email: 'a@b.co', department: otherDepartmentId });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({
        message: 'noDepartment',
        detail: 'Warning: The department does not exist.',
      });
      const notId = await save({ firstname: 'A', lastname: 'B', email: 'a@b.co', department: 'x' });
      expect(notId.status).toBe(400);
      expect(await eventsSince(testApp, mark)).toEqual([]);
      const count = (await organisationDb(testApp).query(
        `SELECT count(*)::int AS n FROM organisation.kiosk_contacts WHERE company_id = $1`,
        [mine.companyId],
      )) as { n: number }[];
      expect(count[0]?.n).toBe(2);
    });

    it('answers 404 noContact for another company’s contact on read, edit and delete, changing nothing', async () => {
      const theirContact = await call<{ id: string }>(testApp, 'POST', '/kiosk/contact/save', {
        token: otherAdmin,
        body: { firstname: 'Other', lastname: 'Person', email: 'other@example.com' },
      });
      const theirId = theirContact.body.id;
      const mark = await outboxMark(testApp);
      const read = await call<Refusal>(testApp, 'GET', `/api/kiosk-contacts/${theirId}`, { token: admin });
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ message: 'noContact', detail: 'Warning: The contact does not exist.' });
      const edit = await call<Refusal>(testApp, 'POST', '/kiosk/contact/save', {
        token: admin,
        body: { id: theirId, firstname: 'Hijack', lastname: 'X', email: 'x@example.com' },
      });
      expect(edit.status).toBe(404);
      const remove = await call<Refusal>(testApp, 'POST', '/kiosk/contact/delete', {
        token: admin,
        body: { ids: [contactId, theirId] },
      });
      expect(remove.status).toBe(404);
      expect(remove.body.message).toBe('noContact');
      expect(await rowOf(testApp, 'kiosk_contacts', theirId)).toMatchObject({ firstname: 'Other' });
      expect(await rowOf(testApp, 'kiosk_contacts', contactId)).toBeDefined();
      expect(await eventsSince(testApp, mark)).toEqual([]);
      const list = await call<Contact[]>(testApp, 'GET', '/api/kiosk-contacts', { token: admin });
      expect(list.body.map((c) => c.firstname)).not.toContain('Other');
      const badId = await call(testApp, 'GET', '/api/kiosk-contacts/not-an-id', { token: admin });
      expect(badId.status).toBe(400);
    });

    it('deletes contacts (form-encoded ids), publishing deleted events; employees may not', async () => {
      const denied = await call(testApp, 'POST', '/kiosk/contact/delete', {
        token: employee,
        body: { ids: [contactId] },
      });
      expect(denied.status).toBe(403);
      const denySave = await call(testApp, 'POST', '/kiosk/contact/save', {
        token: employee,
        body: { firstname: 'A', lastname: 'B', email: 'a@b.co' },
      });
      expect(denySave.status).toBe(403);
      const list = await call<Contact[]>(testApp, 'GET', '/api/kiosk-contacts', { token: admin });
      const mark = await outboxMark(testApp);
      const empty = await call<Refusal>(testApp, 'POST', '/kiosk/contact/delete', { token: admin, body: { ids: [] } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('ids is required.');
      const removed = await postForm(testApp, '/kiosk/contact/delete', admin, [
        ['ids', list.body.map((c) => c.id).join(',')],
      ]);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'success' });
      expect((await call<Contact[]>(testApp, 'GET', '/api/kiosk-contacts', { token: admin })).body).toEqual([]);
      const events = await eventsSince(testApp, mark, 'org.kiosk-contact.changed.v1');
      expect(events).toHaveLength(2);
      expect(events.every((e) => e.payload.deleted === true)).toBe(true);
    });
  });
});
