import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CompanySettingsFlags } from './company-settings.js';

@Entity({ name: 'companies' })
export class Company {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', unique: true }) code!: string;
  @Column({ name: 'trading_name', type: 'text', nullable: true }) tradingName!: string | null;
  @Column({ name: 'time_zone_id', type: 'text' }) timeZoneId!: string;
  /** kiosks and devices authenticate their punches with it */
  @Column({ name: 'device_token', type: 'text', unique: true }) deviceToken!: string;
  @Column({ type: 'integer', default: 0 }) licenses!: number;
  @Column({ name: 'app_licenses', type: 'integer', default: 0 }) appLicenses!: number;
  @Column({ name: 'exception_threshold', type: 'integer', default: 15 }) exceptionThreshold!: number;
  @Column({ name: 'exception_ld_threshold', type: 'integer', default: 15 }) exceptionLDThreshold!: number;
  @Column({ type: 'jsonb' }) settings!: CompanySettingsFlags;
  @Column({ type: 'text', nullable: true }) domain!: string | null;
  @Column({ name: 'opened_on', type: 'date', nullable: true }) openedOn!: string | null;
  /** the file name of the uploaded logo (GET /api/company/logo?logoUrl=…) */
  @Column({ name: 'logo_url', type: 'text', nullable: true }) logoUrl!: string | null;
  @Column({ name: 'contact_title', type: 'text', nullable: true }) contactTitle!: string | null;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ type: 'text', nullable: true }) mobile!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) fax!: string | null;
  @Column({ name: 'physical_addr', type: 'text', nullable: true }) physicalAddr!: string | null;
  @Column({ name: 'postal_addr', type: 'text', nullable: true }) postalAddr!: string | null;
  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true }) latitude!: string | null;
  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true }) longitude!: string | null;
  @Column({ name: 'job_label', type: 'text', nullable: true }) jobLabel!: string | null;
  @Column({ name: 'task_label', type: 'text', nullable: true }) taskLabel!: string | null;
  @Column({ name: 'act_label', type: 'text', nullable: true }) actLabel!: string | null;
  @Column({ name: 'part_label', type: 'text', nullable: true }) partLabel!: string | null;
  @Column({ name: 'schedule_id', type: 'uuid', nullable: true }) scheduleId!: string | null;
  @Column({ name: 'time_rounding_id', type: 'uuid', nullable: true }) timeRoundingId!: string | null;
  @Column({ name: 'leave_nt_receivers', type: 'text', array: true, default: () => "'{}'" }) leaveNtReceivers!: string[];
  @Column({ name: 'leave_notify_supervisor', type: 'boolean', default: false }) leaveNotifySupervisor!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
