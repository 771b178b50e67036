import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A task within jobs (spec 002 §3 "Task"); jobs list the tasks they offer. */
@Entity({ name: 'tasks' })
@Index(['companyId', 'active'])
export class Task {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) code!: string;
  @Column({ type: 'text', default: '' }) name!: string;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'punch_code', type: 'text', nullable: true }) punchCode!: string | null;
  @Column({ name: 'pay_export_code', type: 'text', nullable: true }) payExportCode!: string | null;
  @Column({ name: 'external_task_type', type: 'text', nullable: true }) externalTaskType!: string | null;
  @Column({ name: 'external_task_id', type: 'text', nullable: true }) externalTaskId!: string | null;
}
