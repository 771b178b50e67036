import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type EmployeeStatus = 'Active' | 'Inactive' | 'Terminated';

@Entity({ name: 'employees' })
@Index(['companyId', 'clockId'], { unique: true, where: 'clock_id IS NOT NULL' })
@Index(['companyId', 'payId'], { unique: true, where: 'pay_id IS NOT NULL' })
export class Employee {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ name: 'clock_id', type: 'integer', nullable: true }) clockId!: number | null;
  @Column({ name: 'pay_id', type: 'text', nullable: true }) payId!: string | null;
  @Column({ name: 'first_name', type: 'text' }) firstName!: string;
  @Column({ name: 'last_name', type: 'text' }) lastName!: string;
  @Column({ name: 'middle_name', type: 'text', nullable: true }) middleName!: string | null;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ name: 'department_id', type: 'uuid', nullable: true }) departmentId!: string | null;
  @Column({ name: 'paygroup_id', type: 'uuid', nullable: true }) paygroupId!: string | null;
  @Column({ name: 'employee_status', type: 'text', default: 'Active' }) employeeStatus!: EmployeeStatus;
  @Column({ name: 'hire_on_date', type: 'date', nullable: true }) hireOnDate!: string | null;
  @Column({ name: 'terminate_date', type: 'date', nullable: true }) terminateDate!: string | null;
  @Column({ name: 'standard_hours', type: 'numeric', precision: 6, scale: 2, nullable: true }) standardHours!:
    string | null;
  @Column({ name: 'guaranteed_hours', type: 'numeric', precision: 6, scale: 2, nullable: true }) guaranteedHours!:
    string | null;
  @Column({ name: 'schedule_id', type: 'uuid', nullable: true }) scheduleId!: string | null;
  @Column({ name: 'time_rounding_id', type: 'uuid', nullable: true }) timeRoundingId!: string | null;
  @Column({ name: 'is_export', type: 'boolean', default: true }) isExport!: boolean;
  @Column({ type: 'text', nullable: true }) mobile!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) fax!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
