import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACTIONS, RESOURCES } from '@rollcall/contracts';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { assignableRoles } from './role-rules.js';
import { ResourceActions, RoleChoice } from './roles.answers.js';

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
