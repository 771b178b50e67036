import { ForbiddenException } from '@nestjs/common';
import { type Action, isAllowed, type Resource } from '@rollcall/contracts';
import type { Actor } from '@rollcall/platform';

/** The permission check for a route whose action depends on the request (create or update), same answer as the guard's. */
export function assertAllowed(actor: Actor, resource: Resource, action: Action): void {
  if (!isAllowed(actor.role, resource, action)) {
    throw new ForbiddenException(`You do not have permission to ${action} ${resource}.`);
  }
}
