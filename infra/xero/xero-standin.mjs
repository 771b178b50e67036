// Rollcall: a local stand-in for Xero (identity, OAuth 2.0 and Payroll NZ / AU v2 timesheets), written from the
// published documents in ./contracts. It listens on loopback only and holds everything in memory.
//
//   node infra/xero/xero-standin.mjs [--port 4010] [--fixture fixture.json]
//
//   import { startXeroStandIn } from '../../infra/xero/xero-standin.mjs';
//   const xero = await startXeroStandIn({ fixture });   // a separate Node process on a free loopback port
//   process.env.XERO_AUTHORIZE_URL = xero.urls.authorize; ...
//   await xero.stop();
//
// What it serves, at the paths of the real hosts (each base URL is Rollcall configuration):
//   GET  /identity/connect/authorize   login.xero.com: the authorization-code flow; its one user consents at once
//                                      to every tenant of the fixture and is sent back to redirect_uri
//   POST /connect/token                identity.xero.com: authorization_code and refresh_token grants, the client
//                                      id and secret as HTTP Basic auth; 30-minute access tokens; refresh tokens
//                                      rotate on use (the old one works for a 30-minute grace, then invalid_grant)
//                                      and expire after 60 days unused
//   POST /connect/revocation           revokes a refresh token and its grant
//   GET|DELETE /connections[/{id}]     api.xero.com: the identity document's Connections calls
//   /payroll.xro/2.0/...               api.xero.com: Payroll NZ (a tenant of region NZ) or Payroll AU v2 (AU)
// Every payroll and connections request is checked against its document (contract.mjs): parameters, the
// Xero-Tenant-Id header, the JSON body, the token's scopes. On top, what the documents describe in words: an
// unknown employee, earnings rate or payroll calendar, a period that is not one of the calendar's ("Provided
// period doesn't correspond with a pay period"), pages of 100, Idempotency-Key replays, per-tenant rate limits
// (429 with Retry-After). Refusals carry the document's Problem body.
//
// For tests only, under /__standin/: the requests received with their verdicts, the state of each tenant, a
// clock to move forward (token expiry), and a throttle that answers the next calls 429. GET / shows each tenant's
// timesheets as an HTML table.
//
// Plain Node ESM, typed by xero-standin.d.mts.

import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONTRACT_FILES, loadContract } from './contract.mjs';

const HERE = fileURLToPath(import.meta.url);
const HOST = '127.0.0.1';
export const PAYROLL_BASE_PATH = '/payroll.xro/2.0';
export const ACCESS_TOKEN_SECONDS = 30 * 60;
export const REFRESH_GRACE_SECONDS = 30 * 60;
export const REFRESH_UNUSED_DAYS = 60;
export const PAGE_SIZE = 100;
const CODE_SECONDS = 5 * 60;
const PROVIDER = 'Rollcall Xero stand-in';

/** The default fixture: one app, one NZ organisation with a weekly calendar and the demo company's pay types. */
export function defaultFixture() {
  return {
    clients: [
      {
        clientId: 'rollcall-local',
        clientSecret: 'rollcall-local-secret',
        redirectUris: ['http://localhost:3000/api/xero/callback', 'http://127.0.0.1:3000/api/xero/callback'],
      },
    ],
    tenants: [
      {
        tenantId: '4a1c7a52-8b0b-4e3f-9d51-6c0c2f7b1e01',
        tenantName: 'Demo Company (NZ)',
        region: 'NZ',
        minuteLimit: 60,
        earningsRates: [
          { name: 'Ordinary', earningsType: 'RegularEarnings' },
          { name: 'Overtime 1.5', earningsType: 'OvertimeEarnings' },
          { name: 'Overtime 2.0', earningsType: 'OvertimeEarnings' },
        ],
        payRunCalendars: [
          { name: 'Weekly', calendarType: 'Weekly', periodStartDate: '2026-11-16', paymentDate: '2026-11-24' },
        ],
        employees: [],
      },
    ],
  };
}

function fail(message) {
  throw new Error(`xero stand-in fixture: ${message}`);
}

const DAY_MS = 86_400_000;
const dayNumber = (iso) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
function addMonths(iso, months) {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const d = Number(iso.slice(8, 10));
  const first = Date.UTC(y, m, 1);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return isoDay(first + (Math.min(d, last) - 1) * DAY_MS);
}

/** The calendar's period that starts on `start`, as [start, end], or null when no period starts that day. */
export function periodStartingOn(calendar, start) {
  const anchor = calendar.periodStartDate;
  const days = { Weekly: 7, Fortnightly: 14, FourWeekly: 28 }[calendar.calendarType];
  if (days) {
    const offset = (dayNumber(start) - dayNumber(anchor)) / DAY_MS;
    if (offset % days !== 0) return null;
    return [start, isoDay(dayNumber(start) + (days - 1) * DAY_MS)];
  }
  const months = { Monthly: 1, Quarterly: 3, Annual: 12 }[calendar.calendarType];
  if (months) {
    const span =
      (Number(start.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
      Number(start.slice(5, 7)) -
      Number(anchor.slice(5, 7));
    if (span % months !== 0 || addMonths(anchor, span) !== start) return null;
    return [start, isoDay(dayNumber(addMonths(anchor, span + months)) - DAY_MS)];
  }
  if (calendar.calendarType === 'TwiceMonthly') {
    const day = Number(start.slice(8, 10));
    if (day === 1) return [start, `${start.slice(0, 8)}15`];
    if (day === 16) return [start, isoDay(dayNumber(addMonths(`${start.slice(0, 8)}01`, 1)) - DAY_MS)];
  }
  return null;
}

/** A copy of `object` without the keys named. */
function without(object, keys) {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

function token(prefix) {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

/** Builds the stand-in's state and HTTP handler from a fixture. */
export function createXeroStandIn(fixture = defaultFixture()) {
  const contracts = {
    identity: loadContract(CONTRACT_FILES.identity, 'xero-identity'),
    NZ: loadContract(CONTRACT_FILES.payrollNz, 'xero-payroll-nz'),
    AU: loadContract(CONTRACT_FILES.payrollAu, 'xero-payroll-au-v2'),
  };
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const stamp = () => new Date(now()).toISOString();

  const clients = new Map();
  for (const c of fixture.clients ?? []) {
    if (!c.clientId || !c.clientSecret || !Array.isArray(c.redirectUris))
      fail('each client needs clientId, clientSecret and redirectUris');
    clients.set(c.clientId, c);
  }
  const tenants = new Map();
  for (const t of fixture.tenants ?? []) {
    const region = t.region ?? 'NZ';
    if (region !== 'NZ' && region !== 'AU') fail(`tenant ${t.tenantName}: region must be NZ or AU`);
    const tenant = {
      tenantId: t.tenantId ?? randomUUID(),
      tenantName: t.tenantName ?? 'Organisation',
      tenantType: 'ORGANISATION',
      region,
      minuteLimit: t.minuteLimit ?? 60,
      calls: [],
      throttle: { count: 0, retryAfter: 1 },
      earningsRates: (t.earningsRates ?? []).map((r) => ({
        earningsRateID: r.earningsRateID ?? randomUUID(),
        name: r.name,
        earningsType: r.earningsType ?? 'RegularEarnings',
        rateType: r.rateType ?? 'RatePerUnit',
        typeOfUnits: r.typeOfUnits ?? 'hours',
        currentRecord: r.currentRecord ?? true,
        expenseAccountID: r.expenseAccountID ?? randomUUID(),
      })),
      payRunCalendars: (t.payRunCalendars ?? []).map((c) => ({
        payrollCalendarID: c.payrollCalendarID ?? randomUUID(),
        name: c.name,
        calendarType: c.calendarType,
        periodStartDate: c.periodStartDate,
        periodEndDate: c.periodEndDate ?? periodStartingOn(c, c.periodStartDate)?.[1],
        paymentDate: c.paymentDate,
        updatedDateUTC: stamp(),
      })),
      employees: [],
      timesheets: [],
      idempotency: new Map(),
    };
    for (const e of t.employees ?? []) addEmployee(tenant, e);
    tenants.set(tenant.tenantId, tenant);
  }

  function addEmployee(tenant, e) {
    const calendar = e.payrollCalendarID ?? tenant.payRunCalendars[0]?.payrollCalendarID ?? null;
    const employee = {
      employeeID: e.employeeID ?? randomUUID(),
      firstName: e.firstName,
      lastName: e.lastName,
      dateOfBirth: e.dateOfBirth ?? '1990-01-01',
      ...(e.email ? { email: e.email } : {}),
      address: e.address ?? {
        addressLine1: '1 Queen Street',
        city: 'Auckland',
        postCode: '1010',
        countryName: 'NEW ZEALAND',
      },
      startDate: e.startDate ?? '2020-01-01',
      payrollCalendarID: calendar,
      updatedDateUTC: stamp(),
      createdDateUTC: stamp(),
    };
    tenant.employees.push(employee);
    return employee;
  }

  /** code -> pending authorization; grants by id; refresh and access tokens by value. */
  const codes = new Map();
  const grants = new Map();
  const refreshTokens = new Map();
  const accessTokens = new Map();
  const requests = [];

  function issueTokens(grant) {
    const access = token('xat');
    accessTokens.set(access, { grantId: grant.id, expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000 });
    let refresh;
    if (grant.scopes.includes('offline_access')) {
      refresh = token('xrt');
      refreshTokens.set(refresh, { grantId: grant.id, lastUsedAt: now(), rotatedAt: null, successor: null });
    }
    return { access, refresh };
  }

  function tokenAnswer(grant, access, refresh) {
    return {
      id_token: grant.scopes.includes('openid') ? token('xid') : undefined,
      access_token: access,
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      refresh_token: refresh,
      scope: grant.scopes.join(' '),
    };
  }

  function bearerGrant(req) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!match) return { error: 'no bearer token' };
    const access = accessTokens.get(match[1]);
    if (!access) return { error: 'the token is not one this server issued' };
    if (access.expiresAt <= now())
      return { error: `TokenExpired: token expired at ${new Date(access.expiresAt).toISOString()}` };
    const grant = grants.get(access.grantId);
    if (!grant || grant.revoked) return { error: 'the grant was revoked' };
    return { grant };
  }

  function envelope(extra) {
    // the documents type pagination and problem as objects (not nullable): an answer without them leaves them out
    return { id: randomUUID(), providerName: PROVIDER, dateTimeUTC: stamp(), httpStatusCode: 'OK', ...extra };
  }

  function problem(status, title, detail, invalidFields) {
    return {
      status,
      body: {
        type: 'application/problem+json',
        title,
        status: String(status),
        detail,
        ...(invalidFields ? { invalidFields } : {}),
      },
      contentType: 'application/problem+json',
    };
  }

  function validationProblem(invalidFields) {
    return problem(400, 'Validation error', 'Validation error occurred.', invalidFields);
  }

  function page(list, query, key) {
    const number = query.page === undefined ? 1 : Number(query.page);
    if (!Number.isInteger(number) || number < 1)
      return validationProblem([{ name: 'page', reason: 'page must be 1 or more' }]);
    const items = list.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE);
    return {
      status: 200,
      body: envelope({
        pagination: {
          page: number,
          pageSize: PAGE_SIZE,
          pageCount: Math.ceil(list.length / PAGE_SIZE),
          itemCount: list.length,
        },
        [key]: items,
      }),
    };
  }

  function timesheetTotal(sheet) {
    sheet.totalHours = sheet.timesheetLines.reduce((sum, line) => sum + line.numberOfUnits, 0);
    sheet.updatedDateUTC = stamp();
  }

  function filterOf(text) {
    const filter = {};
    for (const part of (text ?? '').split(',').filter(Boolean)) {
      const [name, value] = part.split('==');
      filter[name.trim().toLowerCase()] = value?.trim();
    }
    return filter;
  }

  function lineProblems(tenant, sheet, lines) {
    const invalid = [];
    lines.forEach((line, i) => {
      if (!tenant.earningsRates.some((r) => r.earningsRateID === line.earningsRateID)) {
        invalid.push({ name: `timesheetLines/${i}/earningsRateID`, reason: 'Earnings rate not found' });
      }
      if (line.date < sheet.startDate || line.date > sheet.endDate) {
        invalid.push({ name: `timesheetLines/${i}/date`, reason: 'The date must be within the timesheet period' });
      }
      if (line.numberOfUnits < 0)
        invalid.push({ name: `timesheetLines/${i}/numberOfUnits`, reason: 'Number of units cannot be negative' });
    });
    return invalid;
  }

  /** The payroll operations the stand-in serves, by the documents' operationId. */
  const payroll = {
    getEmployees(tenant, { query }) {
      const filter = filterOf(query.filter);
      const list = tenant.employees.filter(
        (e) =>
          (!filter.firstname || e.firstName === filter.firstname) &&
          (!filter.lastname || e.lastName === filter.lastname),
      );
      return page(list, query, 'employees');
    },
    getEarningsRates(tenant, { query }) {
      return page(tenant.earningsRates, query, 'earningsRates');
    },
    getPayRunCalendars(tenant, { query }) {
      return page(tenant.payRunCalendars, query, 'payRunCalendars');
    },
    getTimesheets(tenant, { query }) {
      const filter = filterOf(query.filter);
      const list = tenant.timesheets.filter(
        (t) =>
          (!filter.employeeid || t.employeeID === filter.employeeid) &&
          (!filter.payrollcalendarid || t.payrollCalendarID === filter.payrollcalendarid) &&
          (!query.status || t.status === query.status) &&
          (!query.startDate || t.startDate >= query.startDate) &&
          (!query.endDate || t.endDate <= query.endDate),
      );
      return page(
        list.map((t) => without(t, ['timesheetLines'])),
        query,
        'timesheets',
      );
    },
    getTimesheet(tenant, { params }) {
      const sheet = tenant.timesheets.find((t) => t.timesheetID === params.TimesheetID);
      if (!sheet) return problem(404, 'NotFound', 'Resource was not found');
      return { status: 200, body: envelope({ timesheet: sheet }) };
    },
    createTimesheet(tenant, { body }) {
      const invalid = [];
      const employee = tenant.employees.find((e) => e.employeeID === body.employeeID);
      const calendar = tenant.payRunCalendars.find((c) => c.payrollCalendarID === body.payrollCalendarID);
      if (!employee) invalid.push({ name: 'employeeID', reason: 'Employee not found' });
      if (!calendar) invalid.push({ name: 'payrollCalendarID', reason: 'Payroll calendar not found' });
      if (employee && calendar && employee.payrollCalendarID !== calendar.payrollCalendarID) {
        invalid.push({ name: 'payrollCalendarID', reason: 'The employee is not paid on this payroll calendar' });
      }
      if (calendar) {
        const period = periodStartingOn(calendar, body.startDate);
        if (!period || period[1] !== body.endDate) {
          invalid.push({ name: 'Timesheet', reason: "Provided period doesn't correspond with a pay period" });
        }
      }
      const lines = (body.timesheetLines ?? []).map((l) => ({
        timesheetLineID: randomUUID(),
        date: l.date,
        earningsRateID: l.earningsRateID,
        ...(l.trackingItemID ? { trackingItemID: l.trackingItemID } : {}),
        numberOfUnits: l.numberOfUnits,
      }));
      invalid.push(...lineProblems(tenant, body, lines));
      if (
        invalid.length === 0 &&
        tenant.timesheets.some(
          (t) =>
            t.employeeID === body.employeeID &&
            t.payrollCalendarID === body.payrollCalendarID &&
            t.startDate === body.startDate,
        )
      ) {
        invalid.push({ name: 'Timesheet', reason: 'A timesheet already exists for this employee in this period' });
      }
      if (invalid.length) return validationProblem(invalid);
      const sheet = {
        timesheetID: randomUUID(),
        payrollCalendarID: body.payrollCalendarID,
        employeeID: body.employeeID,
        startDate: body.startDate,
        endDate: body.endDate,
        status: 'Draft',
        totalHours: 0,
        updatedDateUTC: stamp(),
        timesheetLines: lines,
      };
      timesheetTotal(sheet);
      tenant.timesheets.push(sheet);
      return { status: 200, body: envelope({ timesheet: sheet }) };
    },
    createTimesheetLine(tenant, { params, body }) {
      const sheet = tenant.timesheets.find((t) => t.timesheetID === params.TimesheetID);
      if (!sheet) return problem(404, 'NotFound', 'Resource was not found');
      if (sheet.status !== 'Draft')
        return validationProblem([{ name: 'Timesheet', reason: 'Only a draft timesheet can be changed' }]);
      const line = {
        timesheetLineID: randomUUID(),
        date: body.date,
        earningsRateID: body.earningsRateID,
        ...(body.trackingItemID ? { trackingItemID: body.trackingItemID } : {}),
        numberOfUnits: body.numberOfUnits,
      };
      const invalid = lineProblems(tenant, sheet, [line]);
      if (invalid.length) return validationProblem(invalid);
      sheet.timesheetLines.push(line);
      timesheetTotal(sheet);
      return { status: 200, body: envelope({ timesheetLine: line }) };
    },
    deleteTimesheet(tenant, { params }) {
      const index = tenant.timesheets.findIndex((t) => t.timesheetID === params.TimesheetID);
      if (index < 0) return problem(404, 'NotFound', 'Resource was not found');
      if (tenant.timesheets[index].status !== 'Draft') {
        return validationProblem([{ name: 'Timesheet', reason: 'Only a draft timesheet can be deleted' }]);
      }
      tenant.timesheets.splice(index, 1);
      return { status: 200, body: envelope({}) };
    },
    approveTimesheet(tenant, { params }) {
      const sheet = tenant.timesheets.find((t) => t.timesheetID === params.TimesheetID);
      if (!sheet) return problem(404, 'NotFound', 'Resource was not found');
      sheet.status = 'Approved';
      sheet.updatedDateUTC = stamp();
      return { status: 200, body: envelope({ timesheet: sheet }) };
    },
    revertTimesheet(tenant, { params }) {
      const sheet = tenant.timesheets.find((t) => t.timesheetID === params.TimesheetID);
      if (!sheet) return problem(404, 'NotFound', 'Resource was not found');
      sheet.status = 'Draft';
      sheet.updatedDateUTC = stamp();
      return { status: 200, body: envelope({ timesheet: sheet }) };
    },
  };

  function rateLimited(tenant) {
    if (tenant.throttle.count > 0) {
      tenant.throttle.count -= 1;
      return tenant.throttle.retryAfter;
    }
    const minuteAgo = now() - 60_000;
    tenant.calls = tenant.calls.filter((at) => at > minuteAgo);
    if (tenant.calls.length >= tenant.minuteLimit)
      return Math.max(1, Math.ceil((tenant.calls[0] + 60_000 - now()) / 1000));
    tenant.calls.push(now());
    return 0;
  }

  function handlePayroll(req, url, body, record) {
    const auth = bearerGrant(req);
    if (auth.error) {
      return {
        status: 401,
        body: { Type: null, Title: 'Unauthorized', Status: 401, Detail: auth.error },
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      };
    }
    const tenantId = req.headers['xero-tenant-id'];
    const tenant = tenantId ? tenants.get(tenantId) : undefined;
    const connected = tenant && auth.grant.connections.some((c) => c.tenantId === tenant.tenantId && !c.deleted);
    const contract = contracts[tenant?.region ?? 'NZ'];
    const apiPath = url.pathname.slice(PAYROLL_BASE_PATH.length) || '/';
    const query = Object.fromEntries(url.searchParams);
    const checked = contract.checkRequest({
      method: req.method,
      path: apiPath,
      query,
      headers: req.headers,
      body: body.json,
    });
    record.contract = contract.id;
    record.operationId = checked.found?.operationId ?? null;
    if (!checked.found) return problem(404, 'NotFound', `${apiPath} is not an endpoint of ${contract.id}`);
    if (!checked.found.operation)
      return {
        ...problem(405, 'MethodNotAllowed', `${req.method} is not allowed here`),
        headers: { Allow: checked.found.allowed.join(', ').toUpperCase() },
      };
    if (body.invalidJson) return validationProblem([{ name: 'body', reason: 'The body is not valid JSON' }]);
    if (checked.problems.some((p) => p.name === 'Xero-Tenant-Id')) return validationProblem(checked.problems);
    if (!connected)
      return {
        status: 403,
        body: { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' },
      };
    const scopes = checked.found.scopes;
    if (scopes.length && !scopes.some((s) => auth.grant.scopes.includes(s))) {
      return {
        status: 403,
        body: {
          Type: null,
          Title: 'Forbidden',
          Status: 403,
          Detail: `insufficient_scope: one of ${scopes.join(', ')} is needed`,
        },
      };
    }
    const retryAfter = rateLimited(tenant);
    if (retryAfter) {
      return {
        status: 429,
        body: { Type: null, Title: 'Too Many Requests', Status: 429, Detail: 'Rate limit exceeded' },
        headers: { 'Retry-After': String(retryAfter), 'X-Rate-Limit-Problem': 'minute' },
      };
    }
    if (checked.problems.length) return validationProblem(checked.problems);
    const handler = payroll[checked.found.operationId];
    const answerChecked = (answer) => {
      const problems = contract.checkResponse(checked.found, answer.status, answer.body);
      if (problems.length) record.answerProblems = problems;
      return answer;
    };
    if (!handler)
      return problem(
        501,
        'NotImplemented',
        `${checked.found.operationId} is in the document but the stand-in does not serve it`,
      );
    const key = req.headers['idempotency-key'];
    if (key !== undefined && req.method === 'POST') {
      if (key.length > 128)
        return validationProblem([{ name: 'Idempotency-Key', reason: 'Idempotency-Key is at most 128 characters' }]);
      const seen = tenant.idempotency.get(key);
      const fingerprint = sha256(`${req.method} ${apiPath} ${body.text}`);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          return validationProblem([
            { name: 'Idempotency-Key', reason: 'The Idempotency-Key was used with a different request' },
          ]);
        }
        record.replayed = true;
        return seen.answer;
      }
      const answer = answerChecked(handler(tenant, { params: checked.found.params, query, body: body.json ?? {} }));
      if (answer.status < 500) tenant.idempotency.set(key, { fingerprint, answer });
      return answer;
    }
    return answerChecked(handler(tenant, { params: checked.found.params, query, body: body.json ?? {} }));
  }

  function handleConnections(req, url, record) {
    const contract = contracts.identity;
    const checked = contract.checkRequest({
      method: req.method,
      path: url.pathname.replace(/^\/connections/i, '/Connections'),
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    record.contract = contract.id;
    record.operationId = checked.found?.operationId ?? null;
    if (!checked.found?.operation) return { status: 404, body: { title: 'NotFound' } };
    const auth = bearerGrant(req);
    if (auth.error)
      return { status: 401, body: { Type: null, Title: 'Unauthorized', Status: 401, Detail: auth.error } };
    if (checked.problems.length) return validationProblem(checked.problems);
    const live = auth.grant.connections.filter((c) => !c.deleted);
    if (checked.found.operationId === 'getConnections') {
      const authEventId = url.searchParams.get('authEventId');
      const list = live
        .filter((c) => !authEventId || c.authEventId === authEventId)
        .map((c) => ({
          ...without(c, ['deleted']),
          tenantName: tenants.get(c.tenantId).tenantName,
          tenantType: 'ORGANISATION',
        }));
      const problems = contract.checkResponse(checked.found, 200, list);
      if (problems.length) record.answerProblems = problems;
      return { status: 200, body: list };
    }
    const connection = live.find((c) => c.id === checked.found.params.id);
    if (!connection) return { status: 404, body: { title: 'NotFound' } };
    connection.deleted = true;
    return { status: 204 };
  }

  function oauthError(status, error, description) {
    return { status, body: { error, ...(description ? { error_description: description } : {}) } };
  }

  function handleToken(req, body) {
    if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      return oauthError(400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    }
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [clientId, clientSecret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':') : [];
    const client = clients.get(clientId);
    if (!client || client.clientSecret !== clientSecret) return oauthError(401, 'invalid_client');
    const form = new URLSearchParams(body.text);
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt <= now() || code.clientId !== clientId)
        return oauthError(400, 'invalid_grant');
      if (code.redirectUri !== form.get('redirect_uri'))
        return oauthError(400, 'invalid_grant', 'redirect_uri does not match');
      code.used = true;
      const grant = {
        id: randomUUID(),
        clientId,
        scopes: code.scopes,
        authEventId: randomUUID(),
        revoked: false,
        connections: [],
      };
      for (const tenant of tenants.values()) {
        grant.connections.push({
          id: randomUUID(),
          tenantId: tenant.tenantId,
          authEventId: grant.authEventId,
          createdDateUtc: stamp(),
          updatedDateUtc: stamp(),
          deleted: false,
        });
      }
      grants.set(grant.id, grant);
      const { access, refresh } = issueTokens(grant);
      return { status: 200, body: tokenAnswer(grant, access, refresh) };
    }
    if (grantType === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const entry = refreshTokens.get(presented);
      const grant = entry && grants.get(entry.grantId);
      if (!entry || !grant || grant.revoked || grant.clientId !== clientId) return oauthError(400, 'invalid_grant');
      if (entry.lastUsedAt + REFRESH_UNUSED_DAYS * DAY_MS <= now()) return oauthError(400, 'invalid_grant');
      if (grant.connections.every((c) => c.deleted)) return oauthError(400, 'invalid_grant');
      if (entry.rotatedAt !== null) {
        if (entry.rotatedAt + REFRESH_GRACE_SECONDS * 1000 <= now()) return oauthError(400, 'invalid_grant');
        const access = token('xat');
        accessTokens.set(access, { grantId: grant.id, expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000 });
        return { status: 200, body: tokenAnswer(grant, access, entry.successor) };
      }
      const { access, refresh } = issueTokens(grant);
      entry.rotatedAt = now();
      entry.successor = refresh;
      return { status: 200, body: tokenAnswer(grant, access, refresh) };
    }
    return oauthError(400, 'unsupported_grant_type');
  }

  function handleRevocation(req, body) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [clientId, clientSecret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':') : [];
    const client = clients.get(clientId);
    if (!client || client.clientSecret !== clientSecret) return oauthError(401, 'invalid_client');
    const entry = refreshTokens.get(new URLSearchParams(body.text).get('token') ?? '');
    const grant = entry && grants.get(entry.grantId);
    if (grant && grant.clientId === clientId) grant.revoked = true;
    return { status: 200, body: {} };
  }

  function handleAuthorize(url) {
    const q = url.searchParams;
    const client = clients.get(q.get('client_id') ?? '');
    if (!client) return { status: 400, html: '<h1>unauthorized_client</h1><p>Invalid client_id.</p>' };
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri))
      return { status: 400, html: '<h1>invalid_request</h1><p>Invalid redirect_uri.</p>' };
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const scopes = (q.get('scope') ?? '').split(/\s+/).filter(Boolean);
    if (q.get('response_type') !== 'code') back.searchParams.set('error', 'unsupported_response_type');
    else if (scopes.length === 0) back.searchParams.set('error', 'invalid_scope');
    else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId: client.clientId,
        redirectUri,
        scopes,
        expiresAt: now() + CODE_SECONDS * 1000,
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scopes.join(' '));
    }
    return { status: 302, headers: { Location: back.toString() } };
  }

  function tenantView(tenant) {
    return without(tenant, ['calls', 'idempotency', 'throttle']);
  }

  function handleControl(req, url, body) {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /__standin/requests') return { status: 200, body: requests };
    if (route === 'GET /__standin/state')
      return { status: 200, body: { tenants: [...tenants.values()].map(tenantView) } };
    if (route === 'POST /__standin/clock') {
      clockOffsetMs += Number(body.json?.advanceSeconds ?? 0) * 1000;
      return { status: 200, body: { now: new Date(now()).toISOString() } };
    }
    const throttle = /^POST \/__standin\/tenants\/([^/]+)\/throttle$/.exec(route);
    const employees = /^POST \/__standin\/tenants\/([^/]+)\/employees$/.exec(route);
    const tenant = tenants.get((throttle ?? employees)?.[1] ?? '');
    if ((throttle || employees) && !tenant) return { status: 404, body: { error: 'no such tenant' } };
    if (throttle) {
      tenant.throttle = { count: Number(body.json?.count ?? 1), retryAfter: Number(body.json?.retryAfterSeconds ?? 1) };
      return { status: 200, body: tenant.throttle };
    }
    if (employees) {
      const added = (body.json?.employees ?? []).map((e) => addEmployee(tenant, e));
      return { status: 200, body: { employees: added } };
    }
    return { status: 404, body: { error: 'no such control call' } };
  }

  function overview() {
    const escape = (text) =>
      String(text ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
    const sections = [...tenants.values()].map((tenant) => {
      const name = (id) => {
        const e = tenant.employees.find((x) => x.employeeID === id);
        return e ? `${e.firstName} ${e.lastName}` : id;
      };
      const rows = tenant.timesheets
        .map(
          (t) =>
            `<tr><td>${escape(name(t.employeeID))}</td><td>${t.startDate}</td><td>${t.endDate}</td><td>${t.status}</td><td>${t.totalHours}</td><td>${t.timesheetLines.length}</td></tr>`,
        )
        .join('');
      return `<h2>${escape(tenant.tenantName)} (${tenant.region})</h2><table border="1"><tr><th>Employee</th><th>Start</th><th>End</th><th>Status</th><th>Hours</th><th>Lines</th></tr>${rows}</table>`;
    });
    return `<!doctype html><title>Xero stand-in</title><h1>Xero stand-in: timesheets</h1>${sections.join('')}`;
  }

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return { text, json: undefined };
    if (!/json/.test(req.headers['content-type'] ?? '')) return { text, json: undefined };
    try {
      return { text, json: JSON.parse(text) };
    } catch {
      return { text, json: undefined, invalidJson: true };
    }
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const body = await readBody(req);
    const record = {
      at: new Date(now()).toISOString(),
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        'xero-tenant-id': req.headers['xero-tenant-id'],
        'idempotency-key': req.headers['idempotency-key'],
        'content-type': req.headers['content-type'],
      },
      body: body.json ?? (body.text ? '[form]' : undefined),
    };
    let answer;
    try {
      if (url.pathname.startsWith('/__standin/')) answer = handleControl(req, url, body);
      else if (req.method === 'GET' && url.pathname === '/') answer = { status: 200, html: overview() };
      else if (req.method === 'GET' && url.pathname === '/identity/connect/authorize') answer = handleAuthorize(url);
      else if (req.method === 'POST' && url.pathname === '/connect/token') answer = handleToken(req, body);
      else if (req.method === 'POST' && url.pathname === '/connect/revocation') answer = handleRevocation(req, body);
      else if (/^\/connections(\/|$)/i.test(url.pathname)) answer = handleConnections(req, url, record);
      else if (url.pathname.startsWith(`${PAYROLL_BASE_PATH}/`)) answer = handlePayroll(req, url, body, record);
      else answer = { status: 404, body: { error: 'not found' } };
    } catch (error) {
      answer = { status: 500, body: { error: String(error?.stack ?? error) } };
    }
    if (!url.pathname.startsWith('/__standin/') && url.pathname !== '/') {
      record.status = answer.status;
      record.problem = answer.body?.invalidFields ?? answer.body?.Detail ?? answer.body?.error ?? null;
      requests.push(record);
    }
    const headers = { ...(answer.headers ?? {}) };
    if (answer.html !== undefined) {
      res.writeHead(answer.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      res.end(answer.html);
    } else if (answer.body !== undefined && answer.status !== 204) {
      res.writeHead(answer.status, {
        ...headers,
        'Content-Type': answer.contentType ?? 'application/json; charset=utf-8',
      });
      res.end(JSON.stringify(answer.body));
    } else {
      res.writeHead(answer.status, headers);
      res.end();
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  return { server, tenants, clients };
}

/** The base URLs Rollcall is configured with for a stand-in at `origin`. */
export function standInUrls(origin) {
  return {
    authorize: `${origin}/identity/connect/authorize`,
    token: `${origin}/connect/token`,
    revocation: `${origin}/connect/revocation`,
    connections: `${origin}/connections`,
    payroll: `${origin}${PAYROLL_BASE_PATH}`,
  };
}

/** Starts the stand-in as a separate Node process on a loopback port; resolves once it listens. */
export async function startXeroStandIn(options = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'xero-standin-'));
  const fixtureFile = path.join(dir, 'fixture.json');
  await writeFile(fixtureFile, JSON.stringify(options.fixture ?? defaultFixture()));
  const child = spawn(process.execPath, [HERE, '--port', String(options.port ?? 0), '--fixture', fixtureFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const origin = await new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found) {
        child.stdout.off('data', onData);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`xero stand-in exited (${code}) before it listened: ${errors}`)));
  });
  const call = async (method, route, json) => {
    const response = await fetch(`${origin}${route}`, {
      method,
      headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`xero stand-in ${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  let stopped;
  return {
    origin,
    urls: standInUrls(origin),
    pid: child.pid,
    exited,
    requests: () => call('GET', '/__standin/requests'),
    state: () => call('GET', '/__standin/state'),
    advanceClock: (seconds) => call('POST', '/__standin/clock', { advanceSeconds: seconds }),
    throttle: (tenantId, count, retryAfterSeconds = 1) =>
      call('POST', `/__standin/tenants/${tenantId}/throttle`, { count, retryAfterSeconds }),
    addEmployees: (tenantId, employees) => call('POST', `/__standin/tenants/${tenantId}/employees`, { employees }),
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
        await rm(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/**
 * The demo company's employees (apps/embedded's seed, built by npm ci), for the stand-in run by hand beside `npm
 * start`: a sync matches them by name, so the demo's timesheets have somewhere to go. None when it is not built.
 */
async function demoEmployees() {
  try {
    const demo = await import(new URL('../../apps/embedded/dist/demo/demo-people.js', import.meta.url).href);
    return demo.DEMO_PEOPLE.map(([firstName, lastName]) => ({ firstName, lastName }));
  } catch (error) {
    process.stderr.write(`xero stand-in: no demo employees (${String(error)}); run npm run build\n`);
    return [];
  }
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const fixtureFile = flag('--fixture');
  const employees = fixtureFile ? [] : await demoEmployees();
  const fixture = fixtureFile
    ? JSON.parse(readFileSync(fixtureFile, 'utf8'))
    : { ...defaultFixture(), tenants: defaultFixture().tenants.map((t) => ({ ...t, employees })) };
  const { server, tenants, clients } = createXeroStandIn(fixture);
  server.listen(Number(flag('--port') ?? 4010), HOST, () => {
    const { port } = server.address();
    const origin = `http://${HOST}:${port}`;
    process.stdout.write(`xero stand-in listening on ${origin}\n`);
    const urls = standInUrls(origin);
    process.stdout.write(
      [
        `  XERO_AUTHORIZE_URL=${urls.authorize}`,
        `  XERO_TOKEN_URL=${urls.token}`,
        `  XERO_CONNECTIONS_URL=${urls.connections}`,
        `  XERO_PAYROLL_URL=${urls.payroll}`,
        ...[...clients.values()].map(
          (c) => `  client ${c.clientId} (secret ${c.clientSecret}) redirects to ${c.redirectUris.join(', ')}`,
        ),
        ...[...tenants.values()].map((t) => `  tenant ${t.tenantName} (${t.region}) ${t.tenantId}`),
        '',
      ].join('\n'),
    );
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
