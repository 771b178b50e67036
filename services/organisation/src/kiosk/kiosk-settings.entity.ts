import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PhotoQuality } from './kiosk-settings-rules.js';

/** A company's kiosk settings: one row per company, written on its first save. */
@Entity({ name: 'kiosk_settings' })
export class KioskSettingsRow {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'enable_car_rego', type: 'boolean' }) enableCarRego!: boolean;
  @Column({ name: 'enable_comment', type: 'boolean' }) enableComment!: boolean;
  @Column({ name: 'enable_default_work_code', type: 'boolean' }) enableDefaultWorkCode!: boolean;
  @Column({ name: 'enable_email', type: 'boolean' }) enableEmail!: boolean;
  @Column({ name: 'welcome_message1', type: 'text' }) welcomeMessage1!: string;
  @Column({ name: 'welcome_message2', type: 'text' }) welcomeMessage2!: string;
  @Column({ name: 'enable_employee', type: 'boolean' }) enableEmployee!: boolean;
  @Column({ name: 'enable_visitor', type: 'boolean' }) enableVisitor!: boolean;
  @Column({ name: 'enable_contractor', type: 'boolean' }) enableContractor!: boolean;
  @Column({ name: 'enable_leave', type: 'boolean' }) enableLeave!: boolean;
  @Column({ name: 'enable_punch_note', type: 'boolean' }) enablePunchNote!: boolean;
  @Column({ name: 'upload_photo_quality', type: 'text' }) uploadPhotoQuality!: PhotoQuality;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
