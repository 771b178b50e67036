import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth connections of the outbound integrations (Xero first): the authorizations started, by the hash of their
 * state, and per company, provider and tenant the encrypted access and refresh tokens.
 */
export class OAuthConnections1764400000900 implements MigrationInterface {
  name = 'OAuthConnections1764400000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".oauth_states (
        state_hash text PRIMARY KEY,
        provider text NOT NULL,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".oauth_connections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        provider text NOT NULL,
        tenant_id text NOT NULL,
        tenant_name text NOT NULL,
        tenant_type text,
        connection_id text,
        auth_event_id text,
        access_token text NOT NULL,
        access_expires_at timestamptz NOT NULL,
        refresh_token text NOT NULL,
        refresh_hash text NOT NULL,
        status text NOT NULL CHECK (status IN ('connected', 'reconnect')),
        status_reason text,
        connected_by uuid,
        connected_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz,
        UNIQUE (company_id, provider, tenant_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".oauth_connections`);
    await queryRunner.query(`DROP TABLE "${s}".oauth_states`);
  }
}
