import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Action, isAllowed, type Resource } from '@rollcall/contracts';
import type { Actor } from './actor.js';
import { REQUIRED_PERMISSION } from './auth.decorators.js';

@Injectable()
export class PermissionsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const required = this.reflector.getAllAndOverride<{ resource: Resource; action: Action } | undefined>(
      REQUIRED_PERMISSION,
      [context.getHandler(), context.getClass()],
    );
    if (!required) return true;
    const actor = context.switchToHttp().getRequest<{ user?: Actor }>().user;
    if (!actor || !isAllowed(actor.role, required.resource, required.action)) {
      throw new ForbiddenException(`You do not have permission to ${required.action} ${required.resource}.`);
    }
    return true;
  }
}
