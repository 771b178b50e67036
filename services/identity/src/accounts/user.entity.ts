import type { RoleName } from '@rollcall/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const USER_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A login account. The e-mail is unique across companies (sign-in names no company) and stored lower-cased. */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ type: 'text', unique: true }) email!: string;
  /** argon2id, in the PHC string format */
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @Column({ name: 'first_name', type: 'text' }) firstName!: string;
  @Column({ name: 'last_name', type: 'text' }) lastName!: string;
  @Column({ type: 'text' }) role!: RoleName;
  /** the person's employee record, when they also have employee access */
  @Column({ name: 'employee_id', type: 'uuid', nullable: true }) employeeId!: string | null;
  @Column({ type: 'text', default: 'Active' }) status!: UserStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
