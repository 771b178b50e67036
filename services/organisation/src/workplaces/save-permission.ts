import { ForbiddenException } from '@nestjs/common';
import { isAllowed, type Resource } from '@rollcall/contracts';
import type { Actor } from '@rollcall/platform';

/** A save without an id creates (needs `create` on the resource), with one it edits (needs `update`). */
export function requireSavePermission(actor: Actor, resource: Resource, id: string | null | undefined): void {
  const action = id ? 'update' : 'create';
  if (!isAllowed(actor.role, resource, action)) {
    throw new ForbiddenException(`You do not have permission to ${action} ${resource}.`);
  }
}
