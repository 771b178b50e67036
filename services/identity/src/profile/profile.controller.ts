import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACTIONS, type PermissionMap } from '@rollcall/contracts';
import { type Actor, CurrentActor } from '@rollcall/platform';
import { MenuItem } from './dto/menu-item.dto.js';
import { Profile } from './dto/profile.dto.js';
import { ProfileService } from './profile.service.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('profile')
  @ApiOperation({ operationId: 'getProfile', summary: 'The signed-in user, with where to go after sign-in' })
  @ApiOkResponse({ type: Profile })
  getProfile(@CurrentActor() actor: Actor): Promise<Profile> {
    return this.profiles.profile(actor);
  }

  @Get('profile/permissions')
  @ApiOperation({ operationId: 'getPermissions', summary: "The actions the token's role may take, by resource" })
  @ApiOkResponse({
    description: 'resource name to allowed actions',
    schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string', enum: [...ACTIONS] } } },
  })
  getPermissions(@CurrentActor() actor: Actor): PermissionMap {
    return this.profiles.permissions(actor);
  }

  @Get('menu-items')
  @ApiOperation({ operationId: 'getMenuItems', summary: "The menu tree, filtered by the token's role" })
  @ApiOkResponse({ type: [MenuItem] })
  getMenuItems(@CurrentActor() actor: Actor): MenuItem[] {
    return this.profiles.menu(actor);
  }
}
