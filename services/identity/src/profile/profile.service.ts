import { Injectable, NotFoundException } from '@nestjs/common';
import { MENU_TREE, ROLE_PERMISSIONS, type PermissionMap } from '@rollcall/contracts';
import type { Actor } from '@rollcall/platform';
import { UserAccountsService } from '../accounts/user-accounts.service.js';
import { CompanyReadModel } from '../companies/company-read-model.service.js';
import type { Profile } from './dto/profile.dto.js';
import { filterMenu, type MenuItemView } from './menu-filter.js';
import { homeOf, mayLoginAsEmployee } from './redirects.js';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_TIME_FORMAT = 'HH:mm';

/** The signed-in person as the console needs them: profile, permissions and menu, all by the token's role. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UserAccountsService,
    private readonly companies: CompanyReadModel,
  ) {}

  async profile(actor: Actor): Promise<Profile> {
    const user = await this.users.findById(actor.companyId, actor.userId);
    if (!user) throw new NotFoundException('The user was not found.');
    return {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyId: user.companyId,
      companyName: (await this.companies.nameOf(user.companyId)) ?? '',
      roleName: actor.role,
      redirectUrl: homeOf(actor.role),
      allowLoginAsEmployee: mayLoginAsEmployee(actor.role, user.employeeId),
      dateFormat: DEFAULT_DATE_FORMAT,
      timeFormat: DEFAULT_TIME_FORMAT,
    };
  }

  permissions(actor: Actor): PermissionMap {
    return ROLE_PERMISSIONS[actor.role];
  }

  menu(actor: Actor): MenuItemView[] {
    return filterMenu(MENU_TREE, ROLE_PERMISSIONS[actor.role]);
  }
}
