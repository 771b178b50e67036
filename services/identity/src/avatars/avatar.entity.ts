import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ImageContentType as AvatarContentType } from '@rollcall/platform';

/**
 * An uploaded photo, kept in the database (bytea, at most 2 MB): every replica serves it with no shared volume,
 * and it is backed up with the accounts it belongs to.
 */
@Entity({ name: 'avatars' })
export class Avatar {
  @PrimaryColumn({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'uploaded_by', type: 'uuid' }) uploadedBy!: string;
  @Column({ name: 'content_type', type: 'text' }) contentType!: AvatarContentType;
  @Column({ name: 'size_bytes', type: 'integer' }) sizeBytes!: number;
  @Column({ type: 'bytea', select: false }) content!: Buffer;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
