import type { StoredSection } from './stored-section.js';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One employee's schedule for one date: an off day, or work sections in local wall time. */
@Entity({ name: 'schedule_days' })
@Index(['employeeId', 'date'], { unique: true })
export class ScheduleDayRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'employee_id', type: 'uuid' }) employeeId!: string;
  @Column({ type: 'date' }) date!: string;
  @Column({ name: 'off_day', type: 'boolean' }) offDay!: boolean;
  @Column({ type: 'jsonb' }) sections!: StoredSection[];
  /** the template that generated the day; null: set by hand */
  @Column({ name: 'template_id', type: 'uuid', nullable: true }) templateId!: string | null;
}
