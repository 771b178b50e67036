import type { RoleName } from '@rollcall/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const USER_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The spec's date format choices (section 3); the spec's default YYYY-MM-DD is 'yyyy-MM-dd' among them. */
export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'dd-MM-yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const TIME_FORMATS = ['HH:mm', 'hh:mm a'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'yyyy-MM-dd';
export const DEFAULT_TIME_FORMAT: TimeFormat = 'HH:mm';

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

  // Profile (spec 000 section 3, current user / profile)
  @Column({ name: 'middle_name', type: 'text', nullable: true }) middleName!: string | null;
  /** contact name */
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'text', nullable: true }) title!: string | null;
  @Column({ type: 'text', nullable: true }) mobile!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) fax!: string | null;
  /** null: the default (DEFAULT_DATE_FORMAT) */
  @Column({ name: 'date_format', type: 'text', nullable: true }) dateFormat!: DateFormat | null;
  @Column({ name: 'time_format', type: 'text', nullable: true }) timeFormat!: TimeFormat | null;
  @Column({ name: 'physical_address', type: 'text', nullable: true }) physicalAddress!: string | null;
  @Column({ name: 'postal_address', type: 'text', nullable: true }) postalAddress!: string | null;
  @Column({ name: 'avatar_file_name', type: 'text', nullable: true }) avatarFileName!: string | null;
  /** the mobile app PIN, argon2id like the password */
  @Column({ name: 'pin_hash', type: 'text', nullable: true }) pinHash!: string | null;

  // User form (spec 000 section 3, user form)
  /** structure nodes a Supervisor manages ("Management") */
  @Column({ name: 'managed_departments', type: 'uuid', array: true, default: () => "'{}'" })
  managedDepartments!: string[];
  /** a Supervisor's functions ("funs") */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) functions!: string[];
  @Column({ name: 'export_divisions', type: 'uuid', array: true, default: () => "'{}'" }) exportDivisions!: string[];
  /** Leave Request Forwarding on, to user forwardTo */
  @Column({ name: 'is_leave', type: 'boolean', default: false }) isLeave!: boolean;
  @Column({ name: 'forward_to', type: 'uuid', nullable: true }) forwardTo!: string | null;
  @Column({ name: 'mobile_app', type: 'boolean', default: false }) mobileApp!: boolean;
  @Column({ type: 'boolean', default: false }) evacuator!: boolean;
}
