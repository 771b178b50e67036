import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type StructureLevel = 'division' | 'branch' | 'department' | 'position';

/** A node of the company structure tree; the root has no level. */
@Entity({ name: 'departments' })
@Index(['companyId', 'parentId'])
export class Department {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'parent_id', type: 'uuid', nullable: true }) parentId!: string | null;
  @Column({ type: 'text', nullable: true }) level!: StructureLevel | null;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) code!: string | null;
  @Column({ type: 'text', default: 'Active' }) status!: 'Active' | 'Inactive';
  @Column({ name: 'time_zone_id', type: 'text', nullable: true }) timeZoneId!: string | null;
  @Column({ name: 'punch_code', type: 'text', nullable: true }) punchCode!: string | null;
  @Column({ name: 'supervisor_ids', type: 'uuid', array: true, default: () => "'{}'" }) supervisorIds!: string[];
  @Column({ name: 'holiday_ids', type: 'uuid', array: true, default: () => "'{}'" }) holidayIds!: string[];
  @Column({ name: 'job_ids', type: 'uuid', array: true, default: () => "'{}'" }) jobIds!: string[];
  @Column({ name: 'default_position_id', type: 'uuid', nullable: true }) defaultPositionId!: string | null;
  @Column({ name: 'schedule_id', type: 'uuid', nullable: true }) scheduleId!: string | null;
  @Column({ name: 'work_place_ids', type: 'uuid', array: true, default: () => "'{}'" }) workPlaceIds!: string[];
  @Column({ name: 'time_rounding_id', type: 'uuid', nullable: true }) timeRoundingId!: string | null;
  @Column({ name: 'time_leave_approver_id', type: 'uuid', nullable: true }) timeLeaveApproverId!: string | null;
  @Column({ name: 'pay_export_code', type: 'text', nullable: true }) payExportCode!: string | null;
  @Column({ name: 'rate_export_code', type: 'text', nullable: true }) rateExportCode!: string | null;
  @Column({ name: 'greentree_weekly', type: 'boolean', default: false }) greentreeWeekly!: boolean;
}
