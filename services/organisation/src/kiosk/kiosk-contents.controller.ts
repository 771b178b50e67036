import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { KioskContentsAnswer, KioskContentsSaveAnswer, KioskTypeContentsAnswer } from './kiosk-contents.answer.js';
import { KioskContentsBody } from './kiosk-contents.request.js';
import { KioskContentsService } from './kiosk-contents.service.js';
import { KioskTypeQuery } from './kiosk-type.query.js';

/** The Kiosk Contents screen: both cards, read and saved whole. */
@ApiTags('kiosk')
@ApiBearerAuth()
@Controller('kiosk-contents')
export class KioskContentsController {
  constructor(private readonly contents: KioskContentsService) {}

  @Get()
  @RequirePermission('kiosk', 'visible')
  @ApiOperation({ operationId: 'getKioskContents', summary: 'The Visitor and Contractor labels and content items' })
  @ApiOkResponse({ type: KioskContentsAnswer })
  get(@CurrentActor() actor: Actor): Promise<KioskContentsAnswer> {
    return this.contents.contents(actor.companyId);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('kiosk', 'update')
  @ApiOperation({
    operationId: 'saveKioskContents',
    summary: 'Replace both cards; labels required, Video/Web an http(s) URL, Html at most 100 000 characters',
  })
  @ApiOkResponse({ type: KioskContentsSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: KioskContentsBody): Promise<KioskContentsSaveAnswer> {
    const saved = await this.contents.save(actor.companyId, body);
    return { message: 'success', ...saved };
  }
}

/** What a kiosk shows for one user type; any signed-in user of the company (kiosks sign in) may read it. */
@ApiTags('kiosk')
@ApiBearerAuth()
@Controller('api/kiosk-contents')
export class KioskTypeContentsController {
  constructor(private readonly contents: KioskContentsService) {}

  @Get()
  @ApiOperation({ operationId: 'getKioskContentsOfType', summary: 'The label and content items of one user type' })
  @ApiOkResponse({ type: KioskTypeContentsAnswer })
  async get(@CurrentActor() actor: Actor, @Query() query: KioskTypeQuery): Promise<KioskTypeContentsAnswer> {
    const contents = await this.contents.contents(actor.companyId);
    return {
      type: query.type,
      label: contents.kioskUserTypeToLabelMap[query.type],
      contents: contents.kioskUserTypeToKioskContentsMap[query.type],
    };
  }
}
