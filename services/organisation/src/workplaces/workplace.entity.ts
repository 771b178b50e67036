import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A mobile work site: a pin with a geofence circle, and the employees who may punch there. */
@Entity({ name: 'workplaces' })
@Index(['companyId'])
export class Workplace {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ type: 'text' }) address!: string;
  @Column({ type: 'numeric', precision: 9, scale: 6 }) latitude!: string;
  @Column({ type: 'numeric', precision: 9, scale: 6 }) longitude!: string;
  /** metres */
  @Column({ type: 'numeric', precision: 10, scale: 2 }) radius!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'employee_ids', type: 'uuid', array: true, default: () => "'{}'" }) employeeIds!: string[];
  @Column({ name: 'site_code', type: 'text', nullable: true }) siteCode!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
