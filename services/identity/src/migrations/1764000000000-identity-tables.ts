import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, refresh tokens, sign-in throttling and the companies read model. */
export class IdentityTables1764000000000 implements MigrationInterface {
  name = 'IdentityTables1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".users (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        role text NOT NULL CHECK (role IN ('Superadmin', 'Admin', 'Supervisor', 'Employee')),
        employee_id uuid,
        status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Terminated')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON "${s}".users (email)`);
    await queryRunner.query(`CREATE INDEX users_company ON "${s}".users (company_id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_employee_key ON "${s}".users (employee_id) WHERE employee_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "${s}".refresh_tokens (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES "${s}".users (id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        family_id uuid NOT NULL,
        as_employee boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        replaced_by uuid REFERENCES "${s}".refresh_tokens (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_family ON "${s}".refresh_tokens (family_id)`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_user ON "${s}".refresh_tokens (user_id)`);

    // Failed sign-ins per e-mail (known or not) and the lockouts they trigger; shared by every replica.
    await queryRunner.query(`
      CREATE TABLE "${s}".sign_in_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_email ON "${s}".sign_in_failures (email, failed_at)`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_age ON "${s}".sign_in_failures (failed_at)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".sign_in_lockouts (
        email text PRIMARY KEY,
        locked_until timestamptz NOT NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE "${s}".companies (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".companies`);
    await queryRunner.query(`DROP TABLE "${s}".sign_in_lockouts`);
    await queryRunner.query(`DROP TABLE "${s}".sign_in_failures`);
    await queryRunner.query(`DROP TABLE "${s}".refresh_tokens`);
    await queryRunner.query(`DROP TABLE "${s}".users`);
  }
}
