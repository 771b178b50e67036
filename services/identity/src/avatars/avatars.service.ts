import { Injectable, NotFoundException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor } from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';
import { Avatar } from './avatar.entity.js';
import {
  IMAGE_TYPES as AVATAR_TYPES,
  type ImageContentType as AvatarContentType,
  sniffImageType,
} from '@rollcall/platform';
import { AVATAR_FILE_NAME } from './avatar-file-name.js';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF and WebP images can be uploaded.';
export const AVATAR_TOO_LARGE = 'The image is larger than 2 MB.';
const AVATAR_NOT_FOUND = 'The image was not found.';

/** Photos of users (and, by file name, of anything else in the company that shows one). */
@Injectable()
export class AvatarsService {
  constructor(@InjectDataSource(IDENTITY) private readonly dataSource: DataSource) {}

  /** Stores an uploaded image in the caller's company and gives its file name. */
  async store(actor: Actor, content: Buffer): Promise<string> {
    if (content.length > MAX_AVATAR_BYTES) throw new PayloadTooLargeException(AVATAR_TOO_LARGE);
    const contentType = sniffImageType(content);
    if (!contentType) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
    const fileName = `${randomUUID()}.${AVATAR_TYPES[contentType]}`;
    await this.dataSource.manager.insert(Avatar, {
      fileName,
      companyId: actor.companyId,
      uploadedBy: actor.userId,
      contentType,
      sizeBytes: content.length,
      content,
    });
    return fileName;
  }

  /** The image, only within the caller's company: another company's file name is as unknown as a made-up one. */
  async read(companyId: string, fileName: string): Promise<{ contentType: AvatarContentType; content: Buffer }> {
    if (!AVATAR_FILE_NAME.test(fileName)) throw new NotFoundException(AVATAR_NOT_FOUND);
    const avatar = await this.dataSource.manager
      .createQueryBuilder(Avatar, 'a')
      .addSelect('a.content')
      .where('a.file_name = :fileName AND a.company_id = :companyId', { fileName, companyId })
      .getOne();
    if (!avatar) throw new NotFoundException(AVATAR_NOT_FOUND);
    return { contentType: avatar.contentType, content: avatar.content };
  }

  /** Whether the file name is an image of the company (so a profile or user can show it). */
  exists(manager: EntityManager, companyId: string, fileName: string): Promise<boolean> {
    return manager.exists(Avatar, { where: { fileName, companyId } });
  }
}
