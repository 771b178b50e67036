import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A registered OAuth client of a company; the secret is kept only as an argon2id hash. */
@Entity({ name: 'oauth_clients' })
export class OAuthClient {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'client_id', type: 'text' }) clientId!: string;
  @Column({ name: 'secret_hash', type: 'text' }) secretHash!: string;
  @Column({ type: 'text' }) scopes!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
