import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StructureLevel } from './department.entity.js';

/** One level of a company's structure: its shown name, default time zone for new nodes, and whether it is used. */
@Entity({ name: 'structure_levels' })
@Index(['companyId', 'level'], { unique: true })
export class StructureLevelRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) level!: StructureLevel;
  @Column({ name: 'label_name', type: 'text' }) labelName!: string;
  @Column({ name: 'time_zone', type: 'text', nullable: true }) timeZone!: string | null;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive!: boolean;
}
