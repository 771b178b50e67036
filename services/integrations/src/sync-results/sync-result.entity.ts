import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SyncResultStatus } from './sync-result-rules.js';

/** The outcome of one sync with an external system. */
@Entity({ name: 'sync_results' })
export class SyncResult {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'timestamptz' }) date!: Date;
  @Column({ type: 'text' }) type!: string;
  @Column({ type: 'text' }) status!: SyncResultStatus;
  @Column({ type: 'text' }) message!: string;
}
