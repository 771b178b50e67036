import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IDENTITY_SESSION_REVOKED_V1, type SessionRevokedV1 } from '@rollcall/contracts';
import { PLATFORM_CONFIG, type PlatformConfig, RevokedSessions, schemaOf } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';

/**
 * At start, before the process answers HTTP: the sessions identity ended within the last access-token lifetime
 * go into the process's RevokedSessions from identity's own outbox, where every revocation was written. In
 * embedded mode that is what keeps a restart from reviving them (the in-process bus keeps nothing); in distributed
 * mode identity's replicas also hear them on Kafka.
 */
@Injectable()
export class RevokedSessionsLoader implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly revoked: RevokedSessions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const rows = (await this.dataSource.query(
      `SELECT payload, occurred_at FROM "${schemaOf(this.dataSource)}".outbox
        WHERE type = $1 AND occurred_at > now() - make_interval(secs => $2) ORDER BY seq`,
      [IDENTITY_SESSION_REVOKED_V1, this.config.accessTokenTtlSeconds],
    )) as { payload: SessionRevokedV1; occurred_at: Date }[];
    for (const row of rows) this.revoked.revoke(row.payload.sessionIds, row.occurred_at);
  }
}
