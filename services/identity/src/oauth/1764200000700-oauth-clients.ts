import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** OAuth clients: client ids unique per company, case-insensitively; secrets as argon2id hashes. */
export class OAuthClients1764200000700 implements MigrationInterface {
  name = 'OAuthClients1764200000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".oauth_clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        client_id text NOT NULL,
        secret_hash text NOT NULL,
        scopes text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX oauth_clients_company_client ON "${s}".oauth_clients (company_id, lower(client_id))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".oauth_clients`);
  }
}
