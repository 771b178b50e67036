import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ACTIONS, RESOURCES, ROLE_IDS, ROLES } from '@rollcall/contracts';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';

export class RoleChoice {
  @ApiProperty({ example: '3' }) id!: string;
  @ApiProperty({ enum: ROLES, example: 'Supervisor' }) name!: string;
}

export class ResourceActions {
  @ApiProperty({ enum: RESOURCES, example: 'user' }) name!: string;
  @ApiProperty({ enum: ACTIONS, isArray: true }) actions!: string[];
}

/** What a role may give: a Superadmin any role, anyone else every role but Superadmin. */
export function assignableRoles(actor: Actor): RoleChoice[] {
  return ROLES.filter((role) => role !== 'Superadmin' || actor.role === 'Superadmin').map((role) => ({
    id: ROLE_IDS[role],
    name: role,
  }));
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
export class RolesController {
  @Get('roles')
  @RequirePermission('user', 'visible')
  @ApiOperation({ operationId: 'listRoles', summary: 'The roles the caller may give a user, with their ids' })
  @ApiOkResponse({ type: RoleChoice, isArray: true })
  roles(@CurrentActor() actor: Actor): RoleChoice[] {
    return assignableRoles(actor);
  }

  @Get('resources')
  @RequirePermission('user', 'visible')
  @ApiOperation({ operationId: 'listResources', summary: 'Every resource permissions name, with its actions' })
  @ApiOkResponse({ type: ResourceActions, isArray: true })
  resources(): ResourceActions[] {
    return RESOURCES.map((name) => ({ name, actions: [...ACTIONS] }));
  }
}
