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
  /** the spec's leaveStatus */
  @Column({ name: 'is_leave', type: 'boolean', default: false }) isLeave!: boolean;
  @Column({ name: 'is_allowance', type: 'boolean', default: false }) isAllowance!: boolean;
  @Column({ name: 'pay_rate_factor', type: 'numeric', precision: 6, scale: 3, nullable: true }) payRateFactor!:
    string | null;
  /** system defaults are starred in the list and cannot be deleted */
  @Column({ name: 'is_system', type: 'boolean', default: false }) isSystem!: boolean;
  @Column({ name: 'export_code', type: 'text', nullable: true }) exportCode!: string | null;
  /** filled by the accounting provider's sync; never written by the form */
  @Column({ name: 'xero_guid', type: 'text', nullable: true }) xeroGuid!: string | null;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ name: 'hide_from_emp', type: 'boolean', default: true }) hideFromEmp!: boolean;
  @Column({ name: 'should_export', type: 'boolean', default: true }) shouldExport!: boolean;
  @Column({ name: 'paid_leave', type: 'boolean', default: true }) paidLeave!: boolean;
  @Column({ name: 'allow_negative_leave', type: 'boolean', default: false }) allowNegativeLeave!: boolean;
  @Column({ name: 'hide_balance', type: 'boolean', default: false }) hideBalance!: boolean;
  /** the payroll template export code */
  @Column({ type: 'text', nullable: true }) type!: string | null;
  /** convert-to-day mode: exactly one of convertToDay (fixed ctDay hours), percentage, byStandardHour */
  @Column({ name: 'convert_to_day', type: 'boolean', default: true }) convertToDay!: boolean;
  @Column({ type: 'boolean', default: false }) percentage!: boolean;
  @Column({ name: 'by_standard_hour', type: 'boolean', default: false }) byStandardHour!: boolean;
  /** hours per day */
  @Column({ name: 'ct_day', type: 'numeric', precision: 6, scale: 2, default: 1 }) ctDay!: string;
  @Column({ name: 'is_default', type: 'boolean', default: false }) isDefault!: boolean;
}
