import {
  BadRequestException,
  Controller,
  Get,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, ApiFilePart } from '@rollcall/platform';
import type { Response } from 'express';
import { AvatarUploaded } from './avatar.answer.js';
import { AVATAR_FIELD, AvatarUploadErrors, NO_AVATAR_FILE } from './avatar-upload.interceptor.js';
import { AvatarsService, MAX_AVATAR_BYTES } from './avatars.service.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/avatars')
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Post()
  @RequirePermission('profile', 'update')
  @UseInterceptors(
    AvatarUploadErrors,
    FileInterceptor(AVATAR_FIELD, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 10 } }),
  )
  @ApiOperation({
    operationId: 'uploadAvatar',
    summary: 'Upload a photo (PNG, JPEG, GIF or WebP, at most 2 MB); save its fileName on a profile or user',
  })
  @ApiFilePart(AVATAR_FIELD)
  @ApiCreatedResponse({ type: AvatarUploaded })
  @ApiPayloadTooLargeResponse({ description: '"The image is larger than 2 MB."' })
  @ApiUnsupportedMediaTypeResponse({ description: '"Only PNG, JPEG, GIF and WebP images can be uploaded."' })
  async upload(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<AvatarUploaded> {
    if (!file) throw new BadRequestException(NO_AVATAR_FILE);
    return { message: 'success', fileName: await this.avatars.store(actor, file.buffer) };
  }

  @Get(':fileName')
  @RequirePermission('profile', 'visible')
  @ApiOperation({
    operationId: 'getAvatar',
    summary: "An image of the caller's company, with its content type (fetch with the bearer token)",
  })
  @ApiOkResponse({
    description: 'the image',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'image/gif': { schema: { type: 'string', format: 'binary' } },
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ description: 'no such image in the caller’s company' })
  async read(
    @CurrentActor() actor: Actor,
    @Param('fileName') fileName: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const image = await this.avatars.read(actor.companyId, fileName);
    response.set({
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    return new StreamableFile(image.content, {
      type: image.contentType,
      length: image.content.length,
      disposition: `inline; filename="${fileName}"`,
    });
  }
}
