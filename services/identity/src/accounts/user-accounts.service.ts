import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ROLES, type RoleName } from '@rollcall/contracts';
import { EventWriter } from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';
import { isValidEmail, normalizeEmail } from './normalize-email.js';
import { Passwords } from './passwords.js';
import { userChanged } from './user-events.js';
import { User, type UserStatus } from './user.entity.js';

export interface CreateUserInput {
  companyId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  /** set when the person also has employee access */
  employeeId?: string | null;
  /** the structure nodes a Supervisor manages (ignored for other roles) */
  managedDepartments?: string[];
}

/** A user as other code may see it: never the password hash. */
export interface UserAccount {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  employeeId: string | null;
  status: UserStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toUserAccount(user: User): UserAccount {
  return {
    id: user.id,
    companyId: user.companyId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    employeeId: user.employeeId,
    status: user.status,
  };
}

/** A new Active user row with every optional field at its default. */
export function newUser(
  fields: Pick<User, 'companyId' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'employeeId'>,
): User {
  return Object.assign(new User(), {
    id: randomUUID(),
    status: 'Active',
    middleName: null,
    name: null,
    title: null,
    mobile: null,
    phone: null,
    fax: null,
    dateFormat: null,
    timeFormat: null,
    physicalAddress: null,
    postalAddress: null,
    avatarFileName: null,
    pinHash: null,
    managedDepartments: [],
    functions: [],
    exportDivisions: [],
    isLeave: false,
    forwardTo: null,
    mobileApp: false,
    evacuator: false,
    ...fields,
  } satisfies Omit<User, 'createdAt' | 'updatedAt'>);
}

/** Login accounts: creating them and reading them. Every change publishes identity.user.changed.v1. */
@Injectable()
export class UserAccountsService {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly events: EventWriter,
    private readonly passwords: Passwords,
  ) {}

  async createUser(input: CreateUserInput): Promise<UserAccount> {
    const email = normalizeEmail(input.email);
    const problems: string[] = [];
    if (!UUID.test(input.companyId)) problems.push('companyId must be a UUID');
    if (!isValidEmail(email)) problems.push('Invalid Email address!');
    if (!input.password) problems.push('password must not be empty');
    if (!input.firstName?.trim()) problems.push('firstName must not be empty');
    if (!input.lastName?.trim()) problems.push('lastName must not be empty');
    if (!ROLES.includes(input.role)) problems.push(`role must be one of ${ROLES.join(', ')}`);
    if (input.employeeId != null && !UUID.test(input.employeeId)) problems.push('employeeId must be a UUID');
    if (input.managedDepartments?.some((id) => !UUID.test(id))) problems.push('managedDepartments must be UUIDs');
    if (problems.length) throw new BadRequestException(problems.join('; '));

    const passwordHash = await this.passwords.hash(input.password);
    return this.dataSource.transaction(async (manager) => {
      const user = newUser({
        companyId: input.companyId,
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        role: input.role,
        employeeId: input.employeeId ?? null,
      });
      if (input.role === 'Supervisor') user.managedDepartments = [...new Set(input.managedDepartments ?? [])];
      // ON CONFLICT DO NOTHING rather than catching the unique violation: a failed INSERT is logged by TypeORM
      // with its parameters, the password hash among them.
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values(user)
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) {
        const sameEmail = await manager.exists(User, { where: { email } });
        throw new ConflictException(
          sameEmail ? 'Warning: Email is exist.' : 'The employee already has a user account.',
        );
      }
      await this.events.write(manager, [userChanged(user)]);
      return toUserAccount(user);
    });
  }

  /** The user with this e-mail (any company), hash included: for sign-in only. */
  findForSignIn(email: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOne(User, { where: { email: normalizeEmail(email) } });
  }

  /** The user, scoped to the caller's company. */
  findById(companyId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOne(User, { where: { id: userId, companyId } });
  }
}
