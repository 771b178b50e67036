import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profile and user form fields on users; password reset tokens; avatars (images in the database); licence count
 * on the companies read model; read models of organisation's employees, structure nodes and pay groups (the user
 * form's checks and the users list's department filter).
 */
export class IdentityAccountsProfile1764100000000 implements MigrationInterface {
  name = 'IdentityAccountsProfile1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".users
        ADD COLUMN middle_name text,
        ADD COLUMN name text,
        ADD COLUMN title text,
        ADD COLUMN mobile text,
        ADD COLUMN phone text,
        ADD COLUMN fax text,
        ADD COLUMN date_format text
          CHECK (date_format IN ('dd/MM/yyyy', 'MM/dd/yyyy', 'dd-MM-yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd')),
        ADD COLUMN time_format text CHECK (time_format IN ('HH:mm', 'hh:mm a')),
        ADD COLUMN physical_address text,
        ADD COLUMN postal_address text,
        ADD COLUMN avatar_file_name text,
        ADD COLUMN pin_hash text,
        ADD COLUMN managed_departments uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN functions text[] NOT NULL DEFAULT '{}',
        ADD COLUMN export_divisions uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN is_leave boolean NOT NULL DEFAULT false,
        ADD COLUMN forward_to uuid,
        ADD COLUMN mobile_app boolean NOT NULL DEFAULT false,
        ADD COLUMN evacuator boolean NOT NULL DEFAULT false`);

    await queryRunner.query(`
      CREATE TABLE "${s}".password_reset_tokens (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES "${s}".users (id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_tokens_user ON "${s}".password_reset_tokens (user_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE "${s}".avatars (
        file_name text PRIMARY KEY,
        company_id uuid NOT NULL,
        uploaded_by uuid NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
        size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 2097152),
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX avatars_company ON "${s}".avatars (company_id)`);

    await queryRunner.query(`ALTER TABLE "${s}".companies ADD COLUMN licenses integer`);

    await queryRunner.query(`
      CREATE TABLE "${s}".org_employees (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        user_id uuid,
        clock_id integer,
        pay_id text,
        employee_status text NOT NULL,
        department_id uuid,
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX org_employees_company ON "${s}".org_employees (company_id, clock_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".org_departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        parent_id uuid,
        level text,
        name text NOT NULL,
        status text NOT NULL,
        deleted boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX org_departments_parent ON "${s}".org_departments (company_id, parent_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".org_pay_groups (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        deleted boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".org_pay_groups`);
    await queryRunner.query(`DROP TABLE "${s}".org_departments`);
    await queryRunner.query(`DROP TABLE "${s}".org_employees`);
    await queryRunner.query(`ALTER TABLE "${s}".companies DROP COLUMN licenses`);
    await queryRunner.query(`DROP TABLE "${s}".avatars`);
    await queryRunner.query(`DROP TABLE "${s}".password_reset_tokens`);
    await queryRunner.query(`
      ALTER TABLE "${s}".users
        DROP COLUMN middle_name, DROP COLUMN name, DROP COLUMN title, DROP COLUMN mobile, DROP COLUMN phone,
        DROP COLUMN fax, DROP COLUMN date_format, DROP COLUMN time_format, DROP COLUMN physical_address,
        DROP COLUMN postal_address, DROP COLUMN avatar_file_name, DROP COLUMN pin_hash,
        DROP COLUMN managed_departments, DROP COLUMN functions, DROP COLUMN export_divisions, DROP COLUMN is_leave,
        DROP COLUMN forward_to, DROP COLUMN mobile_app, DROP COLUMN evacuator`);
  }
}
