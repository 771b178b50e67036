import type { PayGroupRules } from '@rollcall/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'pay_groups' })
export class PayGroup {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) name!: string;
  /** the engine's PayGroupRules (CALCULATION.md), by the spec's field names */
  @Column({ type: 'jsonb' }) rules!: PayGroupRules;
}
