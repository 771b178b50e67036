import type { PayGroupRules } from '@rollcall/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'pay_groups' })
export class PayGroup {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) name!: string;
  /** the engine's PayGroupRules (CALCULATION.md), by the spec's field names */
  @Column({ type: 'jsonb' }) rules!: PayGroupRules;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ name: 'auto_leave', type: 'boolean', default: false }) autoLeave!: boolean;
  @Column({ name: 'auto_leave_pay_type_id', type: 'uuid', nullable: true }) autoLeavePayTypeId!: string | null;
  @Column({ name: 'disable_employee_apply', type: 'boolean', default: true }) disableEmployeeApply!: boolean;
  @Column({ name: 'manual_punch', type: 'boolean', default: false }) manualPunch!: boolean;
  @Column({ type: 'text', nullable: true }) memo!: string | null;
}
