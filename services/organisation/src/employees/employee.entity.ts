import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type EmployeeStatus = 'Active' | 'Inactive' | 'Terminated';

@Entity({ name: 'employees' })
@Index(['companyId', 'clockId'], { unique: true, where: "clock_id IS NOT NULL AND employee_status = 'Active'" })
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
  @Column({ name: 'avatar_file_name', type: 'text', nullable: true }) avatarFileName!: string | null;
  /** Time/Leave Approval: who approves this employee's time and leave */
  @Column({ name: 'report_to', type: 'uuid', nullable: true }) reportTo!: string | null;
  @Column({ name: 'transfer_positions', type: 'uuid', array: true, default: () => "'{}'" })
  transferPositions!: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) skills!: string[];
  @Column({ type: 'text', nullable: true }) comments!: string | null;
  @Column({ name: 'xero_guid', type: 'text', nullable: true }) xeroGuid!: string | null;
  @Column({ name: 'workflow_id', type: 'text', nullable: true }) workflowId!: string | null;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ name: 'pay_rate', type: 'numeric', precision: 12, scale: 2, nullable: true }) payRate!: string | null;
  @Column({ name: 'is_supervisor', type: 'boolean', default: false }) isSupervisor!: boolean;
  /** the structure nodes a supervisor manages (the form's "departments", labelled Management) */
  @Column({ name: 'managed_departments', type: 'uuid', array: true, default: () => "'{}'" })
  managedDepartments!: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) funs!: string[];
  @Column({ name: 'default_activity', type: 'text', nullable: true }) defaultActivity!: string | null;
  @Column({ name: 'default_workcentre', type: 'text', nullable: true }) defaultWorkcentre!: string | null;
  @Column({ name: 'pay_costcode', type: 'text', nullable: true }) payCostcode!: string | null;
  @Column({ name: 'gl_trans_type', type: 'text', nullable: true }) glTransType!: string | null;
  @Column({ name: 'last_update', type: 'timestamptz', nullable: true }) lastUpdate!: Date | null;
  @Column({ name: 'mobile_imei', type: 'text', nullable: true }) mobileIMEI!: string | null;
  @Column({ name: 'work_place_ids', type: 'uuid', array: true, default: () => "'{}'" }) workPlaceIds!: string[];
  @Column({ name: 'status_app', type: 'boolean', default: false }) statusApp!: boolean;
  @Column({ name: 'show_on_dashboard', type: 'boolean', default: false }) showonDashboard!: boolean;
  @Column({ name: 'no_gps', type: 'boolean', default: false }) noGPS!: boolean;
  @Column({ name: 'no_geo_fence', type: 'boolean', default: false }) noGeoFence!: boolean;
  @Column({ type: 'boolean', default: false }) evacuator!: boolean;
  @Column({ type: 'text', nullable: true }) pin!: string | null;
  @Column({ name: 'contact_name', type: 'text', nullable: true }) contactName!: string | null;
  @Column({ type: 'text', nullable: true }) title!: string | null;
  @Column({ name: 'physical_addr', type: 'text', nullable: true }) physicalAddr!: string | null;
  @Column({ name: 'postal_addr', type: 'text', nullable: true }) postalAddr!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
