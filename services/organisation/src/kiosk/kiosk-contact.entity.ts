import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A person visitors and contractors can ask for at the kiosk. */
@Entity({ name: 'kiosk_contacts' })
export class KioskContact {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) firstname!: string;
  @Column({ type: 'text' }) lastname!: string;
  @Column({ type: 'text', nullable: true }) mobile!: string | null;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'department_id', type: 'uuid', nullable: true }) departmentId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
