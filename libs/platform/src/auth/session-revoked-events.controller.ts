import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type EventEnvelope, IDENTITY_SESSION_REVOKED_V1, type SessionRevokedV1 } from '@rollcall/contracts';
import { RevokedSessions } from './revoked-sessions.js';

/**
 * Embedded mode: the process's one RevokedSessions hears identity's revocations on the in-process bus, which runs
 * this beside every other handler. (Distributed mode uses KafkaRevokedSessionsFeed: there every replica of every
 * service must see every revocation, which a consumer group shared by the replicas would not do.)
 */
@Controller()
export class SessionRevokedEventsController {
  constructor(private readonly revoked: RevokedSessions) {}

  @EventPattern(IDENTITY_SESSION_REVOKED_V1)
  onSessionRevoked(@Payload() event: EventEnvelope<string, SessionRevokedV1>): void {
    this.revoked.apply(event);
  }
}
