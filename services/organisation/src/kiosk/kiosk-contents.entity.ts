import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { KioskContentItem, KioskUserType } from './kiosk-contents-rules.js';

/** A company's kiosk contents: one row per company, written on its first save. */
@Entity({ name: 'kiosk_contents' })
export class KioskContentsRow {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'jsonb' }) labels!: Record<KioskUserType, string>;
  @Column({ type: 'jsonb' }) contents!: Record<KioskUserType, KioskContentItem[]>;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
