import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type StructureLevel = 'division' | 'branch' | 'department' | 'position';

/** A node of the company structure tree; the root has no level. */
@Entity({ name: 'departments' })
@Index(['companyId', 'parentId'])
export class Department {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'parent_id', type: 'uuid', nullable: true }) parentId!: string | null;
  @Column({ type: 'text', nullable: true }) level!: StructureLevel | null;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) code!: string | null;
  @Column({ type: 'text', default: 'Active' }) status!: 'Active' | 'Inactive';
  @Column({ name: 'time_zone_id', type: 'text', nullable: true }) timeZoneId!: string | null;
  @Column({ name: 'punch_code', type: 'text', nullable: true }) punchCode!: string | null;
}
