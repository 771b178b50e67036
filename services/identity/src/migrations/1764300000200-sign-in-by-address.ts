import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins and lockouts by account and address (issue 15): each failure keeps the address it came from; a
 * lockout holds an e-mail and address pair, or an address alone (email '') for every account.
 */
export class SignInByAddress1764300000200 implements MigrationInterface {
  name = 'SignInByAddress1764300000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_failures ADD COLUMN address text NOT NULL DEFAULT ''`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_address ON "${s}".sign_in_failures (address, failed_at)`);
    // a lockout of the old kind locked the e-mail from everywhere; it is not carried over
    await queryRunner.query(`DELETE FROM "${s}".sign_in_lockouts`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_lockouts ADD COLUMN address text NOT NULL`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_lockouts DROP CONSTRAINT sign_in_lockouts_pkey`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_lockouts ADD PRIMARY KEY (address, email)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DELETE FROM "${s}".sign_in_lockouts`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_lockouts DROP CONSTRAINT sign_in_lockouts_pkey`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_lockouts DROP COLUMN address`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_lockouts ADD PRIMARY KEY (email)`);
    await queryRunner.query(`DROP INDEX "${s}".sign_in_failures_address`);
    await queryRunner.query(`ALTER TABLE "${s}".sign_in_failures DROP COLUMN address`);
  }
}
