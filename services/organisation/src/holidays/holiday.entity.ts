import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A public holiday of a company, for everyone in it. */
@Entity({ name: 'holidays' })
export class Holiday {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) name!: string;
  /** the holiday's calendar date, YYYY-MM-DD */
  @Column({ type: 'date' }) date!: string;
  /** the date it is observed on (Mondayised), YYYY-MM-DD; the same as `date` when not moved */
  @Column({ type: 'date' }) alterdate!: string;
  /** set on holidays the system made (the New Zealand generator: 'NZ-ANZAC', …); null for the admin's own */
  @Column({ name: 'sys_code', type: 'text', nullable: true }) sysCode!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
