import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every field of the spec's company, structure node and employee forms; the employee status history; company
 * logos; and clock ids unique among Active employees only (a terminated employee's clock id may be given to a new
 * one; re-activating the old one is then refused with employeeClockIdExit).
 */
export class OrganisationForms1764100000100 implements MigrationInterface {
  name = 'OrganisationForms1764100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".companies
        ADD COLUMN domain text,
        ADD COLUMN opened_on date,
        ADD COLUMN logo_url text,
        ADD COLUMN contact_title text,
        ADD COLUMN email text,
        ADD COLUMN mobile text,
        ADD COLUMN phone text,
        ADD COLUMN fax text,
        ADD COLUMN physical_addr text,
        ADD COLUMN postal_addr text,
        ADD COLUMN latitude numeric(9,6),
        ADD COLUMN longitude numeric(9,6),
        ADD COLUMN job_label text,
        ADD COLUMN task_label text,
        ADD COLUMN act_label text,
        ADD COLUMN part_label text,
        ADD COLUMN schedule_id uuid,
        ADD COLUMN time_rounding_id uuid,
        ADD COLUMN leave_nt_receivers text[] NOT NULL DEFAULT '{}',
        ADD COLUMN leave_notify_supervisor boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE "${s}".company_logos (
        file_name text PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        content_type text NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE "${s}".departments
        ADD COLUMN supervisor_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN holiday_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN job_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN default_position_id uuid,
        ADD COLUMN schedule_id uuid,
        ADD COLUMN work_place_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN time_rounding_id uuid,
        ADD COLUMN time_leave_approver_id uuid,
        ADD COLUMN pay_export_code text,
        ADD COLUMN rate_export_code text,
        ADD COLUMN greentree_weekly boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX departments_company_punch_code ON "${s}".departments (company_id, punch_code)
        WHERE punch_code IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "${s}".employees
        ADD COLUMN avatar_file_name text,
        ADD COLUMN report_to uuid,
        ADD COLUMN transfer_positions uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN skills text[] NOT NULL DEFAULT '{}',
        ADD COLUMN comments text,
        ADD COLUMN xero_guid text,
        ADD COLUMN workflow_id text,
        ADD COLUMN external_id text,
        ADD COLUMN pay_rate numeric(12,2),
        ADD COLUMN is_supervisor boolean NOT NULL DEFAULT false,
        ADD COLUMN managed_departments uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN funs text[] NOT NULL DEFAULT '{}',
        ADD COLUMN default_activity text,
        ADD COLUMN default_workcentre text,
        ADD COLUMN pay_costcode text,
        ADD COLUMN gl_trans_type text,
        ADD COLUMN last_update timestamptz,
        ADD COLUMN mobile_imei text,
        ADD COLUMN work_place_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN status_app boolean NOT NULL DEFAULT false,
        ADD COLUMN show_on_dashboard boolean NOT NULL DEFAULT false,
        ADD COLUMN no_gps boolean NOT NULL DEFAULT false,
        ADD COLUMN no_geo_fence boolean NOT NULL DEFAULT false,
        ADD COLUMN evacuator boolean NOT NULL DEFAULT false,
        ADD COLUMN pin text CHECK (pin ~ '^[0-9]{4}$'),
        ADD COLUMN contact_name text,
        ADD COLUMN title text,
        ADD COLUMN physical_addr text,
        ADD COLUMN postal_addr text`);
    await queryRunner.query(`DROP INDEX "${s}".employees_company_clock`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX employees_company_active_clock ON "${s}".employees (company_id, clock_id)
        WHERE clock_id IS NOT NULL AND employee_status = 'Active'`,
    );
    await queryRunner.query(`CREATE INDEX employees_company_clock ON "${s}".employees (company_id, clock_id)`);
    await queryRunner.query(`CREATE INDEX employees_email_lower ON "${s}".employees (lower(email))`);
    await queryRunner.query(`
      CREATE TABLE "${s}".employee_status_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        employee_id uuid NOT NULL REFERENCES "${s}".employees(id),
        changed_by uuid NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now(),
        reason text,
        status_before text NOT NULL,
        status_after text NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX employee_status_changes_employee ON "${s}".employee_status_changes (company_id, employee_id, changed_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".employee_status_changes`);
    await queryRunner.query(`DROP INDEX "${s}".employees_email_lower`);
    await queryRunner.query(`DROP INDEX "${s}".employees_company_clock`);
    await queryRunner.query(`DROP INDEX "${s}".employees_company_active_clock`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX employees_company_clock ON "${s}".employees (company_id, clock_id) WHERE clock_id IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "${s}".employees
        DROP COLUMN avatar_file_name, DROP COLUMN report_to, DROP COLUMN transfer_positions, DROP COLUMN skills,
        DROP COLUMN comments, DROP COLUMN xero_guid, DROP COLUMN workflow_id, DROP COLUMN external_id,
        DROP COLUMN pay_rate, DROP COLUMN is_supervisor, DROP COLUMN managed_departments, DROP COLUMN funs,
        DROP COLUMN default_activity, DROP COLUMN default_workcentre, DROP COLUMN pay_costcode,
        DROP COLUMN gl_trans_type, DROP COLUMN last_update, DROP COLUMN mobile_imei, DROP COLUMN work_place_ids,
        DROP COLUMN status_app, DROP COLUMN show_on_dashboard, DROP COLUMN no_gps, DROP COLUMN no_geo_fence,
        DROP COLUMN evacuator, DROP COLUMN pin, DROP COLUMN contact_name, DROP COLUMN title,
        DROP COLUMN physical_addr, DROP COLUMN postal_addr`);
    await queryRunner.query(`DROP INDEX "${s}".departments_company_punch_code`);
    await queryRunner.query(`
      ALTER TABLE "${s}".departments
        DROP COLUMN supervisor_ids, DROP COLUMN holiday_ids, DROP COLUMN job_ids, DROP COLUMN default_position_id,
        DROP COLUMN schedule_id, DROP COLUMN work_place_ids, DROP COLUMN time_rounding_id,
        DROP COLUMN time_leave_approver_id, DROP COLUMN pay_export_code, DROP COLUMN rate_export_code,
        DROP COLUMN greentree_weekly`);
    await queryRunner.query(`DROP TABLE "${s}".company_logos`);
    await queryRunner.query(`
      ALTER TABLE "${s}".companies
        DROP COLUMN domain, DROP COLUMN opened_on, DROP COLUMN logo_url, DROP COLUMN contact_title,
        DROP COLUMN email, DROP COLUMN mobile, DROP COLUMN phone, DROP COLUMN fax, DROP COLUMN physical_addr,
        DROP COLUMN postal_addr, DROP COLUMN latitude, DROP COLUMN longitude, DROP COLUMN job_label,
        DROP COLUMN task_label, DROP COLUMN act_label, DROP COLUMN part_label, DROP COLUMN schedule_id,
        DROP COLUMN time_rounding_id, DROP COLUMN leave_nt_receivers, DROP COLUMN leave_notify_supervisor`);
  }
}
