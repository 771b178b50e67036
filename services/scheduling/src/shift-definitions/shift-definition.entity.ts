import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A shift definition of the roster's left panel (spec 001 §3 ShiftDefinition): a position's shift times and looks. */
@Entity({ name: 'shift_definitions' })
@Index(['companyId'])
export class ShiftDefinition {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  /** the position (a structure node) the shift is for */
  @Column({ name: 'department_id', type: 'uuid' }) departmentId!: string;
  @Column({ name: 'start_time', type: 'text' }) startTime!: string;
  @Column({ name: 'end_time', type: 'text' }) endTime!: string;
  @Column({ name: 'start_time_type', type: 'text' }) startTimeType!: 'Previous' | 'Today';
  @Column({ name: 'end_time_type', type: 'text' }) endTimeType!: 'Today' | 'NextDay';
  @Column({ name: 'color_code', type: 'text', nullable: true }) colorCode!: string | null;
  @Column({ name: 'label_name', type: 'text', nullable: true }) labelName!: string | null;
  /** minutes */
  @Column({ name: 'break_time', type: 'integer' }) breakTime!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
