import { Controller, Get, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, ApiFilePart } from '@rollcall/platform';
import type { Response } from 'express';
import { CompaniesService } from './companies.service.js';
import { CompanyDetailService } from './company-detail.service.js';
import { CompanyInfo } from './company-info.answer.js';
import { LogoUploadAnswer } from './company.answers.js';
import { CompanySettings } from './company-settings.answer.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** What multer hands over for the "logo" field (memory storage). */
interface UploadedLogo {
  buffer: Buffer;
  size: number;
}

@ApiTags('company')
@ApiBearerAuth()
@Controller('api/company')
export class CompanyController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly detail: CompanyDetailService,
  ) {}

  @Get('settings')
  @ApiOperation({ operationId: 'getCompanySettings', summary: 'The feature switches and labels screens adapt to' })
  @ApiOkResponse({ type: CompanySettings })
  async settings(@CurrentActor() actor: Actor): Promise<CompanySettings> {
    const company = await this.companies.get(actor.companyId);
    return {
      ...company.settings,
      companyId: company.id,
      companyName: company.name,
      timeZoneId: company.timeZoneId,
      sumLicense: company.licenses,
      sumAppLicense: company.appLicenses,
    };
  }

  @Get('info')
  @RequirePermission('company', 'visible')
  @ApiOperation({
    operationId: 'getCompanyInfo',
    summary: 'The company detail form of the caller’s company (the device token only for who may update it)',
  })
  @ApiOkResponse({ type: CompanyInfo })
  info(@CurrentActor() actor: Actor): Promise<CompanyInfo> {
    return this.detail.info(actor);
  }

  @Post('logo')
  @RequirePermission('company', 'update')
  @UseInterceptors(FileInterceptor('logo', { limits: { fileSize: LOGO_MAX_BYTES, files: 1 } }))
  @ApiOperation({
    operationId: 'uploadCompanyLogo',
    summary: 'Upload the company logo (multipart field "logo"; PNG, JPEG, GIF or WebP; at most 2 MB)',
  })
  @ApiFilePart('logo')
  @ApiOkResponse({ type: LogoUploadAnswer })
  async uploadLogo(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: UploadedLogo | undefined,
  ): Promise<LogoUploadAnswer> {
    const logoUrl = await this.detail.uploadLogo(actor.companyId, file);
    return { message: 'success', logoUrl };
  }

  @Get('logo')
  @RequirePermission('company', 'visible')
  @ApiOperation({ operationId: 'getCompanyLogo', summary: 'The image of a logo of the caller’s company' })
  @ApiQuery({ name: 'logoUrl', type: String, description: 'the logourl of the company detail' })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOkResponse({ description: 'the image' })
  async logo(
    @CurrentActor() actor: Actor,
    @Query('logoUrl') logoUrl: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const logo = await this.detail.logo(actor.companyId, typeof logoUrl === 'string' ? logoUrl : '');
    response
      .status(200)
      .set({
        'Content-Type': logo.contentType,
        'Content-Length': String(logo.data.length),
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(logo.data);
  }
}
