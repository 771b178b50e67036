import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The header's department filter of one user: the structure node their lists default to (none: everything). */
@Entity({ name: 'department_filter_selections' })
export class DepartmentFilterSelection {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'department_id', type: 'uuid', nullable: true }) departmentId!: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
