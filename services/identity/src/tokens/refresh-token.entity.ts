import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One refresh token of a session. Only the sha256 of the token is kept. Every use replaces the token with a new
 * one of the same family; a family is one sign-in.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'token_hash', type: 'text', unique: true }) tokenHash!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'family_id', type: 'uuid' }) familyId!: string;
  /** the session was opened with login-as-employee: its access tokens carry the Employee role */
  @Column({ name: 'as_employee', type: 'boolean', default: false }) asEmployee!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
  /** the token this one was rotated into; set together with revoked_at */
  @Column({ name: 'replaced_by', type: 'uuid', nullable: true }) replacedBy!: string | null;
}
