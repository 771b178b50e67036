import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A job time can be costed to (spec 002 §3 "Job"); `taskIds` are the tasks offered under it. */
@Entity({ name: 'jobs' })
@Index(['companyId', 'active'])
export class Job {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) code!: string;
  @Column({ type: 'text', default: '' }) name!: string;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ name: 'task_ids', type: 'uuid', array: true, default: () => "'{}'" }) taskIds!: string[];
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'punch_code', type: 'text', nullable: true }) punchCode!: string | null;
  @Column({ name: 'pay_export_code', type: 'text', nullable: true }) payExportCode!: string | null;
  @Column({ name: 'external_job_type', type: 'text', nullable: true }) externalJobType!: string | null;
  @Column({ name: 'external_job_id', type: 'text', nullable: true }) externalJobId!: string | null;
}
