import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Read model of organisation's employees: who a clock id is, per company, and the zone their times are in. */
@Entity({ name: 'known_employees' })
@Index(['companyId', 'clockId'])
export class KnownEmployee {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'clock_id', type: 'integer', nullable: true }) clockId!: number | null;
  @Column({ name: 'employee_status', type: 'text' }) employeeStatus!: string;
  /** null until the employee's first event after these columns came (migration 1764300000500) */
  @Column({ name: 'first_name', type: 'text', nullable: true }) firstName!: string | null;
  @Column({ name: 'last_name', type: 'text', nullable: true }) lastName!: string | null;
  /** the zone of the employee's structure node, else the company's, as organisation says */
  @Column({ name: 'time_zone_id', type: 'text', nullable: true }) timeZoneId!: string | null;
  /** the structure node and pay group: null until the employee's first event after migration 1764400000402 */
  @Column({ name: 'department_id', type: 'uuid', nullable: true }) departmentId!: string | null;
  @Column({ name: 'paygroup_id', type: 'uuid', nullable: true }) paygroupId!: string | null;
}
