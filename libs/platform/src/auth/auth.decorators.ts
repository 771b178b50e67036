import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Action, Resource } from '@rollcall/contracts';
import type { Actor } from './actor.js';

export const IS_PUBLIC = 'rollcall:public';
export const REQUIRED_PERMISSION = 'rollcall:permission';

/** No bearer token needed (sign-in, refresh, health, device calls that check their own credentials). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** The caller's role must allow this action on this resource. */
export const RequirePermission = (resource: Resource, action: Action): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_PERMISSION, { resource, action });

export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const request = ctx.switchToHttp().getRequest<{ user?: Actor }>();
  if (!request.user) throw new Error('CurrentActor used on a public route');
  return request.user;
});
