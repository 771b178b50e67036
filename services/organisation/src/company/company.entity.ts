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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
