import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An uploaded company logo, kept in the database so every replica of the service can serve it. */
@Entity({ name: 'company_logos' })
export class CompanyLogo {
  /** `<uuid>.<ext>`: the logoUrl the company detail carries */
  @PrimaryColumn({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'content_type', type: 'text' }) contentType!: string;
  @Column({ type: 'bytea' }) data!: Buffer;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
