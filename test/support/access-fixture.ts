// A company laid out to test who sees whose records: a Warehouse the Supervisor manages and an Office they do
// not, four people whose contact, address, pay and HR fields carry markers no other record has, and a login for
// each role. Made through the services' own code and the database, never the console.

import { PEOPLE_REACH, type PayGroupRules, type RoleName } from '@rollcall/contracts';
import { UserAccountsService } from '@rollcall/identity';
import {
  CompaniesService,
  EmployeesService,
  type NewCompany,
  PayGroupsService,
  StructureService,
} from '@rollcall/organisation';
import { organisationDb } from './org-fixture.js';
import type { TestApp } from './test-app.js';
import { PASSWORD, signIn, waitFor } from './thin-path-fixture.js';

/** The people of an access company, by where they sit and whose login they are. */
export const PEOPLE = ['employee', 'managed', 'outside', 'supervisor'] as const;
export type Person = (typeof PEOPLE)[number];

/**
 * - employee: the Employee login's own record, a Picker (under the Warehouse);
 * - managed: a colleague, also a Picker;
 * - outside: a Clerk (under the Office);
 * - supervisor: the Supervisor login's own record, a Clerk: outside the nodes they manage.
 */
const SITS_IN: Record<Person, 'picker' | 'clerk'> = {
  employee: 'picker',
  managed: 'picker',
  outside: 'clerk',
  supervisor: 'clerk',
};
const OWN_RECORD_OF: Partial<Record<RoleName, Person>> = { Employee: 'employee', Supervisor: 'supervisor' };

/** The fields only someone who may see a person's full record may read, with this person's marker in each. */
export interface PersonMarkers {
  email: string;
  mobile: string;
  phone: string;
  physicalAddr: string;
  postalAddr: string;
  comments: string;
  /** as JSON writes it */
  payRate: string;
}

export interface AccessCompany {
  code: string;
  companyId: string;
  nodes: {
    root: string;
    division: string;
    branch: string;
    warehouse: string;
    picker: string;
    office: string;
    clerk: string;
  };
  payGroupId: string;
  people: Record<Person, string>;
  markers: Record<Person, PersonMarkers>;
  emails: Record<RoleName, string>;
  userIds: Record<RoleName, string>;
}

function markersOf(code: string, person: Person, n: number, base: number): PersonMarkers {
  const tag = `${code.toLowerCase()}${person}`;
  return {
    email: `${tag}.private@people.test`,
    mobile: `+64 21 ${base}${n} ${4000 + n * 11}`,
    phone: `09 ${base}${n} ${5100 + n * 7}`,
    physicalAddr: `${10 + n} ${tag} Lane, Ponsonby`,
    postalAddr: `PO Box ${base}${n} ${tag}`,
    comments: `HR note on ${tag}: warning given`,
    // two decimals, the last not 0, so JSON writes it as it is here
    payRate: `${base + n}.${31 + n * 2}`,
  };
}

/** The company, its people with their markers, and a login for each role (the Supervisor manages the Warehouse). */
export async function createAccessCompany(
  testApp: TestApp,
  code: string,
  firstClockId: number,
  options: { payGroupRules?: Partial<PayGroupRules>; settings?: NewCompany['settings'] } = {},
): Promise<AccessCompany> {
  const { app } = testApp;
  const companies = app.get(CompaniesService, { strict: false });
  const structure = app.get(StructureService, { strict: false });
  const payGroups = app.get(PayGroupsService, { strict: false });
  const employees = app.get(EmployeesService, { strict: false });
  const users = app.get(UserAccountsService, { strict: false });

  const company = await companies.createCompany({
    name: `${code} Ltd`,
    code,
    timeZoneId: 'Pacific/Auckland',
    licenses: 20,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  const root = (await structure.root(company.id)).id;
  const node = async (parentId: string, name: string, punchCode?: string) =>
    (await structure.createChild(company.id, { parentId, name, ...(punchCode ? { punchCode } : {}) })).id;
  const division = await node(root, `${code} North`);
  const branch = await node(division, `${code} Auckland`);
  const warehouse = await node(branch, `${code} Warehouse`);
  const picker = await node(warehouse, `${code} Picker`, `${firstClockId}1`);
  const office = await node(branch, `${code} Office`);
  const clerk = await node(office, `${code} Clerk`, `${firstClockId}2`);
  const nodes = { root, division, branch, warehouse, picker, office, clerk };
  const group = await payGroups.create(company.id, `${code} Weekly`, options.payGroupRules);

  const people = {} as Record<Person, string>;
  const markers = {} as Record<Person, PersonMarkers>;
  for (const [n, person] of PEOPLE.entries()) {
    const marked = markersOf(code, person, n, firstClockId / 100);
    const created = await employees.create(company.id, {
      firstName: `${code}${person[0]?.toUpperCase()}${person.slice(1)}`,
      lastName: 'Person',
      email: marked.email,
      clockId: firstClockId + n,
      payId: `${code}-${n}`,
      departmentId: nodes[SITS_IN[person]],
      paygroupId: group.id,
      hireOnDate: '2025-01-01',
    });
    people[person] = created.id;
    markers[person] = marked;
    const m = marked;
    await organisationDb(testApp).query(
      `UPDATE organisation.employees SET mobile = $2, phone = $3, physical_addr = $4, postal_addr = $5,
              comments = $6, pay_rate = $7 WHERE id = $1`,
      [created.id, m.mobile, m.phone, m.physicalAddr, m.postalAddr, m.comments, m.payRate],
    );
  }

  const lower = code.toLowerCase();
  const emails = {} as Record<RoleName, string>;
  const userIds = {} as Record<RoleName, string>;
  for (const role of ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const) {
    const own = OWN_RECORD_OF[role];
    emails[role] = `${role.toLowerCase()}@${lower}.access.test`;
    const user = await users.createUser({
      companyId: company.id,
      email: emails[role],
      password: PASSWORD,
      firstName: role,
      lastName: code,
      role,
      employeeId: own ? people[own] : null,
      ...(role === 'Supervisor' ? { managedDepartments: [warehouse] } : {}),
    });
    userIds[role] = user.id;
    if (own) await employees.linkUser(company.id, people[own], user.id);
  }
  // calculation and identity learn employees and nodes from organisation's events
  await waitFor(testApp, async (ds) => {
    const [row] = (await ds.query(
      `SELECT (SELECT count(*) FROM calculation.employees WHERE company_id = $1)::int AS employees,
              (SELECT count(*) FROM calculation.departments WHERE company_id = $1)::int AS nodes,
              (SELECT count(*) FROM identity.org_employees WHERE company_id = $1)::int AS directory`,
      [company.id],
    )) as { employees: number; nodes: number; directory: number }[];
    return row?.employees === PEOPLE.length && row.nodes === 7 && row.directory === PEOPLE.length;
  });
  return { code, companyId: company.id, nodes, payGroupId: group.id, people, markers, emails, userIds };
}

/** Signs in every role of the company. */
export async function signInRoles(testApp: TestApp, company: AccessCompany): Promise<Record<RoleName, string>> {
  const tokens = {} as Record<RoleName, string>;
  for (const role of ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const) {
    tokens[role] = await signIn(testApp, company.emails[role]);
  }
  return tokens;
}

/** Whether a role of the company sees the person's full record: the rule of docs/api.md, from the fixture's layout. */
export function reaches(role: RoleName, person: Person): boolean {
  switch (PEOPLE_REACH[role]) {
    case 'company':
      return true;
    case 'managed':
      return OWN_RECORD_OF[role] === person || SITS_IN[person] === 'picker';
    case 'self':
      return OWN_RECORD_OF[role] === person;
  }
}
