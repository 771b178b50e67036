// The authorization matrix: every route of the gateway's OpenAPI document, called without a token, as each role,
// about each person, and with another company's ids, against the permission table in route-access.ts. One app
// (every service module and the gateway, as the embedded app mounts them), set up through the services' own code.
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { isAllowed, ROLES, type RoleName } from '@rollcall/contracts';
import { SERVICE_MODULES, SERVICE_NAMES } from '@rollcall/embedded';
import { buildOpenApiDocument, GatewayModule } from '@rollcall/gateway';
import type { DataSource } from 'typeorm';
import {
  createAccessCompany,
  PEOPLE,
  reaches,
  signInRoles,
  type AccessCompany,
  type Person,
  type PersonMarkers,
} from '../../support/access-fixture.js';
import { TINY_PNG } from '../../support/org-fixture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signIn } from '../../support/thin-path-fixture.js';
import { createMatrixObjects, type MatrixObjects } from './matrix-objects.js';
import { ROUTE_ACCESS, type MatrixRequest, type RouteRule } from './route-access.js';

jest.setTimeout(240_000);

type GuardedRule = Exclude<RouteRule, { public: string }>;
interface Route {
  key: string;
  method: string;
  path: string;
}
interface Answer {
  status: number;
  text: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document as `METHOD /path/{param}`. */
function routesOf(document: { paths: Record<string, Partial<Record<string, unknown>>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((m) => operations[m]).map((m) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
    })),
  );
}

function isPublic(rule: RouteRule): rule is { public: string } {
  return 'public' in rule;
}

function allows(role: RoleName, rule: GuardedRule): boolean {
  if (rule.needs === 'signed-in') return true;
  const alternatives = (typeof rule.needs[0] === 'string' ? [rule.needs] : rule.needs) as [
    Parameters<typeof isAllowed>[1],
    Parameters<typeof isAllowed>[2],
  ][];
  return alternatives.some(([resource, action]) => isAllowed(role, resource, action));
}

function requestOf(rule: RouteRule, route: Route, o: MatrixObjects): MatrixRequest & { url: string } {
  const made = isPublic(rule) ? {} : (rule.request?.(o) ?? {});
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = made.path?.[name];
    if (value === undefined) throw new Error(`${route.key}: route-access.ts gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = made.query ? `?${new URLSearchParams(made.query).toString()}` : '';
  return { ...made, url: `${path}${query}` };
}

describe('authorization matrix: every route of the OpenAPI document', () => {
  let testApp: TestApp;
  let routes: Route[];
  let mine: AccessCompany;
  let theirs: AccessCompany;
  let tokens: Record<RoleName, string>;
  let ours: MatrixObjects;
  let others: MatrixObjects;
  let db: DataSource;
  /** every answer body a role was given, for the field-level checks */
  const seen: Record<RoleName, string[]> = { Superadmin: [], Admin: [], Supervisor: [], Employee: [] };

  async function send(route: Route, request: MatrixRequest & { url: string }, token?: string): Promise<Answer> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let body: FormData | string | undefined;
    if (request.file) {
      const form = new FormData();
      form.append(request.file.field, new Blob([TINY_PNG], { type: request.file.type }), request.file.name);
      body = form;
    } else if (route.method !== 'GET') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body ?? {});
    }
    const answer = await fetch(`${testApp.url}${request.url}`, {
      method: route.method,
      headers,
      ...(body ? { body } : {}),
    });
    return { status: answer.status, text: await answer.text() };
  }

  const guarded = () =>
    routes
      .map((route) => ({ route, rule: ROUTE_ACCESS[route.key] }))
      .filter((r): r is { route: Route; rule: GuardedRule } => r.rule !== undefined && !isPublic(r.rule));

  beforeAll(async () => {
    testApp = await startTestApp([
      ...SERVICE_MODULES,
      GatewayModule.forRoot({ mode: 'embedded', serviceNames: SERVICE_NAMES }),
    ]);
    db = testApp.app.get<DataSource>(getDataSourceToken('organisation'), { strict: false });
    routes = routesOf(buildOpenApiDocument(testApp.app) as unknown as Parameters<typeof routesOf>[0]);
    // the mobile app feature on: its leave call is then served (refused 403 mobileAppOff while it is off)
    mine = await createAccessCompany(testApp, 'MAT', 4000, { settings: { mobileApp: true } });
    theirs = await createAccessCompany(testApp, 'THR', 5000);
    tokens = await signInRoles(testApp, mine);
    ours = await createMatrixObjects(testApp, mine, tokens.Admin);
    others = await createMatrixObjects(testApp, theirs, await signIn(testApp, theirs.emails.Admin));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('has every route of the document in the permission table, and no route the document lacks', () => {
    const keys = routes.map((r) => r.key);
    const missing = keys.filter((key) => !(key in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(keys.length).toBeGreaterThan(100);
  });

  it('answers 401 without a token on every route but the public ones', async () => {
    const wrong: string[] = [];
    for (const { route, rule } of guarded()) {
      const answer = await send(route, requestOf(rule, route, ours));
      if (answer.status !== 401) wrong.push(`${route.key}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives each role the answer the table says: 403 without the permission or outside their people, else served', async () => {
    const wrong: string[] = [];
    // reads first, so the writes (harmless as they are) come after every read they could change
    const writes = (r: { route: Route; rule: GuardedRule }) => r.route.method !== 'GET' || r.rule.writes !== undefined;
    const ordered = [...guarded()].sort((a, b) => Number(writes(a)) - Number(writes(b)));
    for (const { route, rule } of ordered) {
      for (const role of ROLES) {
        const targets: (Person | null)[] = rule.person ? [...PEOPLE] : [null];
        for (const person of targets) {
          const o = person ? { ...ours, person: ours.people[person] } : ours;
          const answer = await send(route, requestOf(rule, route, o), tokens[role]);
          seen[role].push(answer.text);
          const refused =
            !allows(role, rule) ||
            (rule.refuses?.roles.includes(role) ?? false) ||
            (person !== null && !reaches(role, person));
          const label = `${route.key} as ${role}${person ? ` about ${person}` : ''}`;
          if (refused && answer.status !== 403)
            wrong.push(`${label}: ${answer.status}, expected 403 ${answer.text.slice(0, 120)}`);
          const read = route.method === 'GET' && rule.writes === undefined;
          if (!refused && read && answer.status !== 200)
            wrong.push(`${label}: ${answer.status}, expected 200 ${answer.text.slice(0, 120)}`);
          if (!refused && !read && [401, 403].includes(answer.status))
            wrong.push(`${label}: ${answer.status}, expected it served ${answer.text.slice(0, 120)}`);
          if (answer.status >= 500) wrong.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses another company’s ids with 404 or 403 on every route that names one (a lookup leaves them out), and writes nothing there', async () => {
    await settle(db);
    const before = await snapshotOf(db, theirs.companyId);
    const wrong: string[] = [];
    let tried = 0;
    for (const { route, rule } of guarded()) {
      const foreign = requestOf(rule, route, { ...others, person: others.people.managed });
      if (JSON.stringify(foreign) === JSON.stringify(requestOf(rule, route, ours))) continue; // names no object
      for (const role of ROLES) {
        if (rule.acrossCompanies?.roles.includes(role)) continue;
        tried += 1;
        const answer = await send(route, foreign, tokens[role]);
        seen[role].push(answer.text);
        if (rule.leavesOut && allows(role, rule)) {
          const theirIds = [...Object.values(others.people), ...Object.values(others.userIds)];
          const named = theirIds.filter((id) => answer.text.includes(id));
          if (answer.status !== 200 || named.length > 0)
            wrong.push(`${route.key} as ${role}: ${answer.status}, named ${named.length} of theirs`);
        } else if (![403, 404].includes(answer.status))
          wrong.push(`${route.key} as ${role}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(150);
    await settle(db);
    expect(await snapshotOf(db, theirs.companyId)).toEqual(before);
  });

  it('names no person’s contact, address, pay rate or HR notes to a role that may not see them', () => {
    const leaks: string[] = [];
    const fields = Object.keys(mine.markers.employee) as (keyof PersonMarkers)[];
    for (const role of ROLES) {
      const text = seen[role].join('\n');
      expect(seen[role].length).toBeGreaterThan(100);
      for (const person of PEOPLE) {
        for (const field of fields) {
          const allowed = reaches(role, person) && (field !== 'payRate' || isAllowed(role, 'payRate', 'visible'));
          if (!allowed && text.includes(mine.markers[person][field])) leaks.push(`${role} saw ${person}'s ${field}`);
          if (text.includes(theirs.markers[person][field]))
            leaks.push(`${role} saw another company's ${person}'s ${field}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // and the markers are findable where the rule allows them: the check above can fail
    const admin = seen.Admin.join('\n');
    for (const person of PEOPLE)
      for (const field of fields)
        expect([person, field, admin.includes(mine.markers[person][field])]).toEqual([person, field, true]);
    const supervisor = seen.Supervisor.join('\n');
    expect(supervisor.includes(mine.markers.managed.mobile)).toBe(true);
    expect(supervisor.includes(mine.markers.managed.comments)).toBe(true);
    expect(seen.Employee.join('\n').includes(mine.markers.employee.physicalAddr)).toBe(true);
  });
});

/** Waits until every outbox is sent, the recalculation queue is empty, and no consumer handles anything more. */
async function settle(db: DataSource): Promise<void> {
  const tables = (await db.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_name IN ('outbox', 'inbox', 'recalc_queue') ORDER BY 1, 2`,
  )) as { schema: string; name: string }[];
  const count = (name: string, where = 'TRUE') =>
    tables
      .filter((t) => t.name === name)
      .map((t) => `(SELECT count(*) FROM "${t.schema}"."${t.name}" WHERE ${where})`)
      .join(' + ');
  let last = '';
  for (let i = 0; i < 200; i++) {
    const [row] = (await db.query(
      `SELECT (${count('outbox', 'sent_at IS NULL')} + ${count('recalc_queue')})::text AS pending,
              (${count('inbox')})::text AS handled`,
    )) as { pending: string; handled: string }[];
    const now = `${row?.pending}/${row?.handled}`;
    if (row?.pending === '0' && now === last) return;
    last = now;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the app did not settle (pending/handled): ${last}`);
}

/** Every row of the company in every table that has a company id (an outbox row's sent_at left out). */
async function snapshotOf(db: DataSource, companyId: string): Promise<Record<string, string>> {
  const tables = (await db.query(
    `SELECT table_schema, table_name FROM information_schema.columns
      WHERE column_name = 'company_id' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  )) as { table_schema: string; table_name: string }[];
  const snapshot: Record<string, string> = {};
  for (const { table_schema: schema, table_name: table } of tables) {
    const [row] = (await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS digest
         FROM (SELECT (to_jsonb(t) - 'sent_at')::text AS r FROM "${schema}"."${table}" t WHERE company_id::text = $1) rows`,
      [companyId],
    )) as { n: number; digest: string }[];
    snapshot[`${schema}.${table}`] = `${row?.n} ${row?.digest}`;
  }
  return snapshot;
}
