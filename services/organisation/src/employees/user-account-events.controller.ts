import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope, UserChangedV1 } from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
import { UserAccountLinkService } from './user-account-link.service.js';

/** identity.user.changed.v1: the user form's employee info and employee links. */
@Controller()
export class UserAccountEventsController {
  constructor(private readonly links: UserAccountLinkService) {}

  @EventPattern('identity.user.changed.v1')
  async onUserChanged(@Payload() event: EventEnvelope<string, UserChangedV1>): Promise<void> {
    await handleOnce(this.links.dataSource, 'organisation.user-accounts', event, (manager) =>
      this.links.apply(manager, event.companyId, event.payload),
    );
  }
}
