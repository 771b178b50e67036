import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { KioskSettingsAnswer, KioskSettingsSaveAnswer } from './kiosk-settings.answer.js';
import { KioskSettingsBody } from './kiosk-settings.request.js';
import { KioskSettingsService } from './kiosk-settings.service.js';

/** Kiosk settings: any signed-in user of the company (kiosks sign in) reads them; kiosk:update saves them. */
@ApiTags('kiosk')
@ApiBearerAuth()
@Controller('api/kiosk-settings')
export class KioskSettingsController {
  constructor(private readonly settings: KioskSettingsService) {}

  @Get()
  @ApiOperation({ operationId: 'getKioskSettings', summary: 'The kiosk settings, or the defaults when never saved' })
  @ApiOkResponse({ type: KioskSettingsAnswer })
  get(@CurrentActor() actor: Actor): Promise<KioskSettingsAnswer> {
    return this.settings.settings(actor.companyId);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('kiosk', 'update')
  @ApiOperation({ operationId: 'saveKioskSettings', summary: 'Change the fields given; the others keep their values' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: KioskSettingsSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: KioskSettingsBody): Promise<KioskSettingsSaveAnswer> {
    return { message: 'success', ...(await this.settings.save(actor.companyId, body)) };
  }
}
