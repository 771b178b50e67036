import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type PayTypeRole = 'ordinary' | 'overtime' | 'publicHoliday' | 'publicHolidayLeave' | 'alternativeHoliday';

@Entity({ name: 'pay_types' })
@Index(['companyId', 'code'], { unique: true })
export class PayType {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) code!: string;
  @Column({ type: 'text' }) name!: string;
  /** the purpose the calculation engine looks pay types up by */
  @Column({ type: 'text', nullable: true }) role!: PayTypeRole | null;
  @Column({ name: 'is_overtime', type: 'boolean', default: false }) isOvertime!: boolean;
  @Column({ name: 'is_leave', type: 'boolean', default: false }) isLeave!: boolean;
  @Column({ name: 'is_allowance', type: 'boolean', default: false }) isAllowance!: boolean;
  @Column({ name: 'pay_rate_factor', type: 'numeric', precision: 6, scale: 3, nullable: true }) payRateFactor!:
    string | null;
  /** system defaults are starred in the list and cannot be deleted */
  @Column({ name: 'is_system', type: 'boolean', default: false }) isSystem!: boolean;
}
