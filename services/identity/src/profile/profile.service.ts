import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MENU_TREE, PEOPLE_REACH, ROLE_PERMISSIONS, type PermissionMap } from '@rollcall/contracts';
import { type Actor, EventWriter, invalidFields } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { Passwords } from '../accounts/passwords.js';
import { UserAccountsService } from '../accounts/user-accounts.service.js';
import { userChanged } from '../accounts/user-events.js';
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  type DateFormat,
  type TimeFormat,
  User,
} from '../accounts/user.entity.js';
import { AvatarsService } from '../avatars/avatars.service.js';
import { CompanyReadModel } from '../companies/company-read-model.service.js';
import { IDENTITY } from '../identity.constants.js';
import { SignInThrottleService } from '../session/sign-in-throttle.service.js';
import { SessionTokensService } from '../tokens/session-tokens.service.js';
import type { IssuedTokens } from '../tokens/token-pair.js';
import type { ChangePasswordRequest, UpdateProfileRequest } from './profile-change.request.js';
import type { Profile } from './profile.answer.js';
import { filterMenu, type MenuItemView } from './menu-filter.js';
import { homeOf, mayLoginAsEmployee } from './redirects.js';

export { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT };
export const PASSWORDS_DIFFER = 'The two passwords that you entered do not match!';
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';
export const UNKNOWN_AVATAR = 'The photo was not found: upload it with POST /api/avatars first.';
const USER_NOT_FOUND = 'The user was not found.';

/**
 * The signed-in person's own account: profile, password, PIN; and what the console needs of them: permissions and
 * menu, both by the token's role. Every change publishes identity.user.changed.v1.
 */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly events: EventWriter,
    private readonly users: UserAccountsService,
    private readonly companies: CompanyReadModel,
    private readonly avatars: AvatarsService,
    private readonly sessions: SessionTokensService,
    private readonly throttle: SignInThrottleService,
    private readonly passwords: Passwords,
  ) {}

  async profile(actor: Actor): Promise<Profile> {
    const user = await this.users.findById(actor.companyId, actor.userId);
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName,
      companyId: user.companyId,
      companyName: (await this.companies.nameOf(user.companyId)) ?? '',
      roleName: actor.role,
      redirectUrl: homeOf(actor.role),
      allowLoginAsEmployee: mayLoginAsEmployee(actor.role, user.employeeId),
      dateFormat: user.dateFormat ?? DEFAULT_DATE_FORMAT,
      timeFormat: user.timeFormat ?? DEFAULT_TIME_FORMAT,
      name: user.name,
      title: user.title,
      mobile: user.mobile,
      phone: user.phone,
      fax: user.fax,
      physicalAddress: user.physicalAddress,
      postalAddress: user.postalAddress,
      avatarFileName: user.avatarFileName,
      hasPin: user.pinHash !== null,
      managedDepartmentIds: PEOPLE_REACH[actor.role] === 'managed' ? actor.managedNodeIds : null,
    };
  }

  /** Saves the profile fields; a field left out of the request keeps its value. */
  async update(actor: Actor, request: UpdateProfileRequest): Promise<void> {
    await this.change(actor, async (user, manager) => {
      if (request.avatarFileName && !(await this.avatars.exists(manager, actor.companyId, request.avatarFileName))) {
        throw invalidFields([{ field: 'avatarFileName', message: UNKNOWN_AVATAR }]);
      }
      user.firstName = request.firstName;
      user.lastName = request.lastName;
      const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
      user.middleName = keep(request.middleName, user.middleName);
      user.name = keep(request.name, user.name);
      user.title = keep(request.title, user.title);
      user.mobile = keep(request.mobile, user.mobile);
      user.phone = keep(request.phone, user.phone);
      user.fax = keep(request.fax, user.fax);
      user.dateFormat = keep(request.dateFormat as DateFormat | null | undefined, user.dateFormat);
      user.timeFormat = keep(request.timeFormat as TimeFormat | null | undefined, user.timeFormat);
      user.physicalAddress = keep(request.physicalAddress, user.physicalAddress);
      user.postalAddress = keep(request.postalAddress, user.postalAddress);
      user.avatarFileName = keep(request.avatarFileName, user.avatarFileName);
    });
  }

  /**
   * Changes one's password, given the current one. Every session of the account ends (a stolen session does not
   * outlive the change); the answer carries a new session for the caller. Wrong current passwords count towards
   * the sign-in limits of the account's e-mail from the caller's `address` (signInAddressOf).
   */
  async changePassword(actor: Actor, request: ChangePasswordRequest, address: string): Promise<IssuedTokens> {
    if (request.newPassword !== request.confirmPassword) {
      throw invalidFields([{ field: 'confirmPassword', message: PASSWORDS_DIFFER }]);
    }
    const user = await this.users.findById(actor.companyId, actor.userId);
    if (!user || user.status !== 'Active') throw new NotFoundException(USER_NOT_FOUND);
    await this.throttle.admit(user.email, address);
    if (!(await this.passwords.verify(user.passwordHash, request.currentPassword))) {
      await this.throttle.recordFailure(user.email, address);
      throw invalidFields([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
    const passwordHash = await this.passwords.hash(request.newPassword);
    let tokens: IssuedTokens | null = null;
    await this.change(actor, async (row, manager) => {
      row.passwordHash = passwordHash;
      await this.sessions.revokeAllOf(manager, row.id, 'passwordChanged');
      tokens = await this.sessions.startSession(row, actor.role === 'Employee' && row.role !== 'Employee', manager);
    });
    if (!tokens) throw new Error('no session was started');
    return tokens;
  }

  /** Sets the mobile app PIN (kept hashed). */
  async changePin(actor: Actor, pin: string): Promise<void> {
    const pinHash = await this.passwords.hash(pin);
    await this.change(actor, (user) => {
      user.pinHash = pinHash;
      return Promise.resolve();
    });
  }

  permissions(actor: Actor): PermissionMap {
    return ROLE_PERMISSIONS[actor.role];
  }

  menu(actor: Actor): MenuItemView[] {
    return filterMenu(MENU_TREE, ROLE_PERMISSIONS[actor.role]);
  }

  /** Loads the caller's row locked, applies the change, saves it and publishes the event, in one transaction. */
  private async change(actor: Actor, apply: (user: User, manager: EntityManager) => Promise<void>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, {
        where: { id: actor.userId, companyId: actor.companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw new NotFoundException(USER_NOT_FOUND);
      if (user.status !== 'Active') throw new BadRequestException('The account is not active.');
      await apply(user, manager);
      await manager.save(user);
      await this.events.write(manager, [userChanged(user)]);
    });
  }
}
