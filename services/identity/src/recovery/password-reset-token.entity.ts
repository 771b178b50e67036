import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A password reset link's token: only its sha256 is kept; it works once, within an hour. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'token_hash', type: 'text', unique: true }) tokenHash!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
}
