import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Read model of organisation's employees: who a clock id is, per company. */
@Entity({ name: 'known_employees' })
@Index(['companyId', 'clockId'])
export class KnownEmployee {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'clock_id', type: 'integer', nullable: true }) clockId!: number | null;
  @Column({ name: 'employee_status', type: 'text' }) employeeStatus!: string;
}
