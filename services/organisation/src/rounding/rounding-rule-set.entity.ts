import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RoundingRow } from './rounding-rules.js';

/** A named rounding rule set; employees (and structure nodes) point at it through time_rounding_id. */
@Entity({ name: 'time_roundings' })
export class RoundingRuleSet {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  /** ordered by orderNumber, numbered 1..n */
  @Column({ type: 'jsonb' }) rules!: RoundingRow[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
