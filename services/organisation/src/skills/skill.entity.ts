import type { SkillAllowanceCalculation } from '@rollcall/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A skill employees hold; an active skill with a pay type pays that allowance. */
@Entity({ name: 'skills' })
@Index(['companyId'])
export class Skill {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ name: 'pay_type_id', type: 'uuid', nullable: true }) payTypeId!: string | null;
  @Column({ name: 'allowance_calculation_type', type: 'text' }) allowanceCalculationType!: SkillAllowanceCalculation;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
