import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EmployeeStatus } from './employee.entity.js';

/** One change of an employee's status: who, when, why, before and after. Rows are only ever added. */
@Entity({ name: 'employee_status_changes' })
export class EmployeeStatusChange {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'employee_id', type: 'uuid' }) employeeId!: string;
  /** the user id of the caller */
  @Column({ name: 'changed_by', type: 'uuid' }) changedBy!: string;
  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' }) changedAt!: Date;
  @Column({ type: 'text', nullable: true }) reason!: string | null;
  @Column({ name: 'status_before', type: 'text' }) statusBefore!: EmployeeStatus;
  @Column({ name: 'status_after', type: 'text' }) statusAfter!: EmployeeStatus;
}
