import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ROLE_IDS, roleOfId, type RoleName, type UserEmployeeInfoV1 } from '@rollcall/contracts';
import {
  type Actor,
  type AnswerCode,
  assertAllowed,
  EventWriter,
  invalidFields,
  type Page,
  type PageColumn,
  type PageQuery,
  rawPage,
  refusal,
  schemaOf,
} from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { normalizeEmail } from '../accounts/normalize-email.js';
import { Passwords } from '../accounts/passwords.js';
import { newUser } from '../accounts/user-accounts.service.js';
import { userChanged } from '../accounts/user-events.js';
import { User, type UserStatus } from '../accounts/user.entity.js';
import { AvatarsService } from '../avatars/avatars.service.js';
import { CompanyReadModel } from '../companies/company-read-model.service.js';
import { OrgDirectory } from '../directory/org-directory.service.js';
import { IDENTITY } from '../identity.constants.js';
import { SessionTokensService } from '../tokens/session-tokens.service.js';
import type { ApproverChoice, UserDetail, UserListRow } from './user.answers.js';
import type { SaveUserRequest } from './user-save.request.js';
import { checkUserForm, PIN_FORMAT, type FieldProblem } from './user-form.js';

/** The users table's columns (console users/UserListScreen.tsx) over the list query's output. */
const USER_COLUMNS: Record<string, PageColumn> = {
  firstName: { sql: 'listed.first_name', sortSql: 'lower(listed.first_name)' },
  lastName: { sql: 'listed.last_name', sortSql: 'lower(listed.last_name)' },
  email: { sql: 'listed.email', sortSql: 'lower(listed.email)' },
  userStatus: { sql: 'listed.status' },
};

const userListRow = (r: UserRowRecord): UserListRow => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  userStatus: r.status,
  roleId: ROLE_IDS[r.role],
  roleName: r.role,
  employeeId: r.employee_id,
  exportDevisions: r.export_divisions.join(','),
});

/** The spec's user save answer codes, with the text the console shows for each. */
export const USER_SAVE_REFUSALS = {
  userEmailExit: { status: HttpStatus.CONFLICT, text: 'Warning: Email is exist.' },
  employeeNumerExit: { status: HttpStatus.CONFLICT, text: 'Warning: Employee ClockId is exist.' },
  employeePayIdExit: {
    status: HttpStatus.CONFLICT,
    text: 'Warning:  Pay ID exists already. Please use a different one.',
  },
  licenses: { status: HttpStatus.CONFLICT, text: 'Warning: The employee Upper bound.' },
  noCompany: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The company does not exist.' },
  noDepartment: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The department does not exist.' },
  noPaygroup: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The pay group does not exist.' },
} as const satisfies Record<string, AnswerCode>;
export type UserSaveRefusal = keyof typeof USER_SAVE_REFUSALS;

export function refuseSave(code: UserSaveRefusal) {
  return refusal(USER_SAVE_REFUSALS, code);
}

export const USER_NOT_FOUND = 'The user was not found.';
export const EMPLOYEE_HAS_USER = 'The employee already has a user account.';
const APPROVER_ROLES: RoleName[] = ['Admin', 'Supervisor'];

/** The approver pickers' columns: the name as they show it ("first last"), and the role. */
const APPROVER_COLUMNS: Record<string, PageColumn> = {
  name: {
    sql: "listed.first_name || ' ' || listed.last_name",
    sortSql: "lower(listed.first_name || ' ' || listed.last_name)",
  },
  roleName: { sql: 'listed.role' },
};

function approverChoice(r: UserRowRecord): ApproverChoice {
  return { id: r.id, firstName: r.first_name, lastName: r.last_name, roleName: r.role, employeeId: r.employee_id };
}

export interface UserFilter {
  userStatus?: UserStatus;
  departmentIds?: string[];
}

interface UserRowRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: UserStatus;
  role: RoleName;
  employee_id: string | null;
  export_divisions: string[];
}

/** Maps a unique violation that slipped past the checks (a concurrent save) to the spec's answer. */
function uniqueViolation(error: unknown): Error | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  if (driverError.code !== '23505') return null;
  if (driverError.constraint === 'users_email_key') return refuseSave('userEmailExit');
  if (driverError.constraint === 'users_employee_key') return new ConflictException(EMPLOYEE_HAS_USER);
  return null;
}

/**
 * The company's login accounts, as its admins manage them: list, detail, the user form's save, status. Every
 * query is scoped by the caller's company: another company's ids are as unknown as made-up ones.
 */
@Injectable()
export class UsersService {
  private readonly s: string;

  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly events: EventWriter,
    private readonly companies: CompanyReadModel,
    private readonly directory: OrgDirectory,
    private readonly avatars: AvatarsService,
    private readonly sessions: SessionTokensService,
    private readonly passwords: Passwords,
  ) {
    this.s = schemaOf(dataSource);
  }

  /**
   * Users of the caller's company with the status (default Active), sorted by name. With departmentIds: those
   * whose employee sits at or under one of the nodes, or who manage one of them (Supervisors).
   */
  async list(actor: Actor, filter: UserFilter): Promise<UserListRow[]> {
    const listed = this.listed(actor, filter);
    const rows = (await this.dataSource.query(
      `${listed.sql} ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
      listed.params,
    )) as UserRowRecord[];
    return rows.map(userListRow);
  }

  /** A page of the list (same filters as the list's): sorted and searched in SQL by the table's columns. */
  async page(actor: Actor, filter: UserFilter, query: PageQuery): Promise<Page<UserListRow>> {
    const { rows, ...page } = await rawPage<UserRowRecord>(
      this.dataSource,
      this.listed(actor, filter),
      query,
      USER_COLUMNS,
      {
        defaultSort: 'lower(listed.first_name), lower(listed.last_name)',
        tieBreak: 'listed.id',
      },
    );
    return { ...page, rows: rows.map(userListRow) };
  }

  /** The users the list shows: the company's, of one status, in or managing the departments given (all when none). */
  private listed(actor: Actor, filter: UserFilter): { sql: string; params: unknown[] } {
    const ids = filter.departmentIds?.length ? filter.departmentIds : null;
    return {
      sql: `WITH RECURSIVE scope(id) AS (
         SELECT unnest($3::uuid[])
         UNION
         SELECT d.id FROM "${this.s}".org_departments d JOIN scope ON d.parent_id = scope.id WHERE d.company_id = $1
       )
       SELECT u.id, u.first_name, u.last_name, u.email, u.status, u.role, u.employee_id, u.export_divisions
         FROM "${this.s}".users u
         LEFT JOIN "${this.s}".org_employees e ON e.id = u.employee_id AND e.company_id = u.company_id
        WHERE u.company_id = $1 AND u.status = $2
          AND ($3::uuid[] IS NULL
               OR e.department_id IN (SELECT id FROM scope)
               OR u.managed_departments && ARRAY(SELECT id FROM scope))`,
      params: [actor.companyId, filter.userStatus ?? 'Active', ids],
    };
  }

  async get(actor: Actor, userId: string): Promise<UserDetail> {
    const user = await this.dataSource.manager.findOne(User, { where: { id: userId, companyId: actor.companyId } });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    const employee = user.employeeId
      ? await this.directory.employee(this.dataSource.manager, actor.companyId, user.employeeId)
      : null;
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName,
      roleId: ROLE_IDS[user.role],
      roleName: user.role,
      userStatus: user.status,
      isEmployee: user.employeeId !== null,
      employeeId: user.employeeId,
      exportDevisions: user.exportDivisions.join(','),
      departments: user.managedDepartments,
      funs: user.functions,
      isLeave: user.isLeave,
      forwardTo: user.forwardTo,
      mobileApp: user.mobileApp,
      evacuator: user.evacuator,
      hasPin: user.pinHash !== null,
      avatarFileName: user.avatarFileName,
      employee: employee
        ? {
            clockId: employee.clockId,
            payId: employee.payId,
            departmentId: employee.departmentId,
            employeeStatus: employee.employeeStatus,
          }
        : null,
    };
  }

  /** Active Admins and Supervisors of the company: who may approve time and leave, or take forwarded requests. */
  async approvers(actor: Actor, exceptUserId?: string): Promise<ApproverChoice[]> {
    const listed = this.approversListed(actor, exceptUserId);
    const rows = (await this.dataSource.query(
      `${listed.sql} ORDER BY lower(first_name), lower(last_name), id`,
      listed.params,
    )) as UserRowRecord[];
    return rows.map(approverChoice);
  }

  /** A page of the approver choices (the pickers' search): by name ("first last") or role. */
  async approverPage(actor: Actor, exceptUserId: string | undefined, query: PageQuery): Promise<Page<ApproverChoice>> {
    const { rows, ...page } = await rawPage<UserRowRecord>(
      this.dataSource,
      this.approversListed(actor, exceptUserId),
      query,
      APPROVER_COLUMNS,
      { defaultSort: 'lower(listed.first_name), lower(listed.last_name)', tieBreak: 'listed.id' },
    );
    return { ...page, rows: rows.map(approverChoice) };
  }

  /** The approver choices among `ids`, by name: a picker's chosen one; ids that are no choice (now) are left out. */
  async approversByIds(actor: Actor, ids: readonly string[]): Promise<ApproverChoice[]> {
    const listed = this.approversListed(actor);
    const rows = (await this.dataSource.query(
      `SELECT listed.* FROM (${listed.sql}) AS listed WHERE listed.id = ANY($${listed.params.length + 1}::uuid[])
        ORDER BY lower(listed.first_name), lower(listed.last_name), listed.id`,
      [...listed.params, ids],
    )) as UserRowRecord[];
    return rows.map(approverChoice);
  }

  /** Who may approve time and leave: the company's Active Admins and Supervisors, less one user if given. */
  private approversListed(actor: Actor, exceptUserId?: string): { sql: string; params: unknown[] } {
    return {
      sql: `SELECT id, first_name, last_name, role, employee_id FROM "${this.s}".users
        WHERE company_id = $1 AND status = 'Active' AND role = ANY($2::text[]) AND ($3::uuid IS NULL OR id <> $3)`,
      params: [actor.companyId, APPROVER_ROLES, exceptUserId ?? null],
    };
  }

  /**
   * The user form's save (create without id, update with it). The form's rules first (400 naming each field),
   * then the spec's answer codes: noCompany, userEmailExit, noDepartment, noPaygroup, employeeNumerExit,
   * employeePayIdExit, licenses. The employee info is organisation's: identity keeps only the link and hands the
   * info on in identity.user.changed.v1.
   */
  async save(actor: Actor, form: SaveUserRequest): Promise<{ id: string; employeeId: string | null }> {
    const creating = !form.id;
    assertAllowed(actor, 'user', creating ? 'create' : 'update');
    const problems = checkUserForm(form);
    if (problems.length) throw invalidFields(problems);
    const role = roleOfId(form.roleId ?? '') as RoleName;
    if (role === 'Superadmin' && actor.role !== 'Superadmin') {
      throw new ForbiddenException('Only a Superadmin can give the Superadmin role.');
    }
    const email = normalizeEmail(form.email ?? '');
    const setsPassword = creating || form.changePassword === true;
    const passwordHash = setsPassword ? await this.passwords.hash(form.password ?? '') : null;
    const pinHash = form.pin ? await this.passwords.hash(form.pin) : null;

    try {
      return await this.dataSource.transaction(async (manager) => {
        // One save per company at a time: the e-mail, clock id and licence checks hold until the commit.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity.users:${actor.companyId}`]);
        if (!(await this.companies.exists(actor.companyId, manager))) throw refuseSave('noCompany');

        const existing = creating
          ? null
          : await manager.findOne(User, {
              where: { id: form.id ?? '', companyId: actor.companyId },
              lock: { mode: 'pessimistic_write' },
            });
        if (!creating && !existing) throw new NotFoundException(USER_NOT_FOUND);
        if (existing) this.assertMayEdit(actor, existing, role);

        const sameEmail = await manager.findOne(User, { where: { email } });
        if (sameEmail && sameEmail.id !== existing?.id) throw refuseSave('userEmailExit');

        await this.checkReferences(manager, actor, form, existing);
        const employeeId = await this.employeeLink(manager, actor, form, existing);

        const claimsBefore = existing && tokenClaimsOf(existing);
        const user =
          existing ??
          newUser({
            companyId: actor.companyId,
            email,
            passwordHash: passwordHash ?? '',
            firstName: '',
            lastName: '',
            role,
            employeeId: null,
          });
        user.email = email;
        user.firstName = (form.firstName ?? '').trim();
        user.lastName = (form.lastName ?? '').trim();
        if (form.middleName !== undefined) user.middleName = form.middleName;
        user.role = role;
        user.employeeId = employeeId;
        if (passwordHash) user.passwordHash = passwordHash;
        if (form.exportDevisions !== undefined) user.exportDivisions = [...new Set(form.exportDevisions)];
        user.managedDepartments = role === 'Supervisor' ? [...new Set(form.departments ?? [])] : [];
        user.functions = role === 'Supervisor' ? [...new Set(form.funs ?? [])] : [];
        if (form.isLeave !== undefined) user.isLeave = form.isLeave;
        user.forwardTo = user.isLeave ? (form.forwardTo ?? user.forwardTo) : null;
        if (form.mobileApp !== undefined) user.mobileApp = form.mobileApp;
        if (form.evacuator !== undefined) user.evacuator = form.evacuator;
        if (pinHash) user.pinHash = pinHash;
        if (form.avatarFileName !== undefined) user.avatarFileName = form.avatarFileName;

        if (existing) {
          await manager.save(user);
          // Tokens carry the role and the managed nodes: sessions opened before a change would keep the old ones.
          if (passwordHash || claimsBefore !== tokenClaimsOf(user)) {
            await this.sessions.revokeAllOf(manager, user.id, passwordHash ? 'passwordChanged' : 'accessChanged');
          }
        } else {
          await manager.insert(User, user);
        }
        await this.events.write(manager, [userChanged(user, employeeId ? employeeInfo(form) : undefined)]);
        return { id: user.id, employeeId };
      });
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
  }

  /** Active, Inactive or Terminated; a user who is not Active can no longer sign in, and their sessions end. */
  async setStatus(actor: Actor, userId: string, status: UserStatus): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, {
        where: { id: userId, companyId: actor.companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw new NotFoundException(USER_NOT_FOUND);
      if (user.id === actor.userId) throw new BadRequestException('You cannot change your own status.');
      if (user.role === 'Superadmin' && actor.role !== 'Superadmin') {
        throw new ForbiddenException('Only a Superadmin can change a Superadmin.');
      }
      if (user.status === status) return;
      user.status = status;
      await manager.save(user);
      if (status !== 'Active') await this.sessions.revokeAllOf(manager, user.id, 'userNotActive');
      await this.events.write(manager, [userChanged(user)]);
    });
  }

  private assertMayEdit(actor: Actor, existing: User, role: RoleName): void {
    if (existing.role === 'Superadmin' && actor.role !== 'Superadmin') {
      throw new ForbiddenException('Only a Superadmin can change a Superadmin.');
    }
    if (existing.id === actor.userId && existing.role !== role) {
      throw new BadRequestException('You cannot change your own role.');
    }
  }

  /** The ids the form names must be the company's own: structure nodes, the forwarding user, the photo. */
  private async checkReferences(
    manager: EntityManager,
    actor: Actor,
    form: SaveUserRequest,
    existing: User | null,
  ): Promise<void> {
    const nodes = [
      ...(roleOfId(form.roleId ?? '') === 'Supervisor' ? (form.departments ?? []) : []),
      ...(form.exportDevisions ?? []),
      ...(form.isEmployee && form.departmentId ? [form.departmentId] : []),
    ];
    if ((await this.directory.unknownDepartments(manager, actor.companyId, [...new Set(nodes)])).length) {
      throw refuseSave('noDepartment');
    }
    const problems: FieldProblem[] = [];
    if (form.isLeave && form.forwardTo) {
      const target = await manager.findOne(User, { where: { id: form.forwardTo, companyId: actor.companyId } });
      if (!target || target.status !== 'Active' || target.id === existing?.id) {
        problems.push({ field: 'forwardTo', message: 'The user to forward leave requests to was not found.' });
      }
    }
    if (form.avatarFileName && !(await this.avatars.exists(manager, actor.companyId, form.avatarFileName))) {
      problems.push({ field: 'avatarFileName', message: 'The photo was not found: upload it first.' });
    }
    const mobileApp = form.mobileApp ?? existing?.mobileApp ?? false;
    if (mobileApp && !form.pin && !existing?.pinHash) problems.push({ field: 'pin', message: PIN_FORMAT });
    if (problems.length) throw invalidFields(problems);
  }

  /**
   * The user's employee id after the save: null without isEmployee; else the one they have, the existing
   * employee the form names, or a new id for organisation to create the employee under. Checks the employee info
   * against what identity knows of organisation's employees and pay groups, and the company's licences.
   */
  private async employeeLink(
    manager: EntityManager,
    actor: Actor,
    form: SaveUserRequest,
    existing: User | null,
  ): Promise<string | null> {
    if (!form.isEmployee) return null;
    const companyId = actor.companyId;
    let employeeId = existing?.employeeId ?? null;
    if (form.employeeId && form.employeeId !== employeeId) {
      const named = await this.directory.employee(manager, companyId, form.employeeId);
      if (!named) throw invalidFields([{ field: 'employeeId', message: 'The employee was not found.' }]);
      const linked = await manager.findOne(User, { where: { employeeId: form.employeeId } });
      if ((named.userId && named.userId !== existing?.id) || (linked && linked.id !== existing?.id)) {
        throw new ConflictException(EMPLOYEE_HAS_USER);
      }
      employeeId = form.employeeId;
    }
    employeeId ??= randomUUID();

    if (form.paygroupId && !(await this.directory.payGroupExists(manager, companyId, form.paygroupId))) {
      throw refuseSave('noPaygroup');
    }
    if (
      form.clockId !== undefined &&
      form.clockId !== null &&
      (await this.directory.clockIdTaken(manager, companyId, form.clockId, employeeId))
    ) {
      throw refuseSave('employeeNumerExit');
    }
    if (form.payId && (await this.directory.payIdTaken(manager, companyId, form.payId, employeeId))) {
      throw refuseSave('employeePayIdExit');
    }
    const known = await this.directory.employee(manager, companyId, employeeId);
    if (!known || known.employeeStatus !== 'Active') {
      const licenses = await this.companies.licensesOf(companyId, manager);
      if (licenses !== null && (await this.directory.activeEmployeeCount(manager, companyId, employeeId)) >= licenses) {
        throw refuseSave('licenses');
      }
    }
    return employeeId;
  }
}

/** What of a user their access tokens carry besides their id and company, as one comparable value. */
function tokenClaimsOf(user: User): string {
  return JSON.stringify([user.role, user.employeeId, [...user.managedDepartments].sort()]);
}

/** The form's Employee Info section as organisation receives it. */
function employeeInfo(form: SaveUserRequest): UserEmployeeInfoV1 {
  return {
    hireOnDateValue: form.hireOnDateValue ?? '',
    terminateDateValue: form.terminateDateValue ?? null,
    departmentId: form.departmentId ?? '',
    paygroupId: form.paygroupId ?? null,
    clockId: form.clockId ?? null,
    payId: form.payId ?? null,
    name: form.name ?? null,
    title: form.title ?? null,
    workflowId: form.workflowId ?? null,
    externalId: form.externalId ?? null,
    isExport: form.isExport ?? true,
    mobile: form.mobile ?? null,
    phone: form.phone ?? null,
    fax: form.fax ?? null,
    physicalAddr: form.physicalAddr ?? null,
    postalAddr: form.postalAddr ?? null,
    scheduleId: form.scheduleId ?? null,
    timeRoundingId: form.timeRoundingId ?? null,
  };
}
