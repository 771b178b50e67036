import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, PageQuery, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { KioskContactAnswer, KioskContactPage, KioskContactSaveAnswer } from './kiosk-contact.answer.js';
import { KioskContactDeleteBody, KioskContactSaveBody } from './kiosk-contact.request.js';
import { KioskContactsService } from './kiosk-contacts.service.js';

/** Kiosk contacts, read: the list and one contact. Any signed-in user of the company (kiosks sign in). */
@ApiTags('kiosk')
@ApiBearerAuth()
@Controller('api/kiosk-contacts')
export class KioskContactsController {
  constructor(private readonly contacts: KioskContactsService) {}

  @Get()
  @ApiOperation({ operationId: 'listKioskContacts', summary: 'The company’s kiosk contacts, by last name' })
  @ApiOkResponse({ type: KioskContactAnswer, isArray: true })
  list(@CurrentActor() actor: Actor): Promise<KioskContactAnswer[]> {
    return this.contacts.list(actor.companyId);
  }

  @Get('page')
  @ApiOperation({
    operationId: 'pageKioskContacts',
    summary:
      'A page of the kiosk contacts (by last name unless sorted): sort and search by name, mobile, email, department',
  })
  @ApiOkResponse({ type: KioskContactPage })
  page(@CurrentActor() actor: Actor, @Query() query: PageQuery): Promise<KioskContactPage> {
    return this.contacts.page(actor.companyId, query);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getKioskContact',
    summary: 'One contact; another company’s id answers noContact (404)',
  })
  @ApiOkResponse({ type: KioskContactAnswer })
  detail(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<KioskContactAnswer> {
    return this.contacts.detail(actor.companyId, id);
  }
}

/** The legacy contact saves. */
@ApiTags('kiosk')
@ApiBearerAuth()
@Controller('kiosk/contact')
export class KioskContactSaveController {
  constructor(private readonly contacts: KioskContactsService) {}

  @Post('save')
  @HttpCode(200)
  @RequirePermission('kiosk', 'update')
  @ApiOperation({
    operationId: 'saveKioskContact',
    summary: 'Create a contact, or edit contact `id`; refusals: noContact (404), noDepartment (400)',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: KioskContactSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: KioskContactSaveBody): Promise<KioskContactSaveAnswer> {
    return { message: 'success', id: await this.contacts.save(actor.companyId, body) };
  }

  @Post('delete')
  @HttpCode(200)
  @RequirePermission('kiosk', 'delete')
  @ApiOperation({ operationId: 'deleteKioskContacts', summary: 'Delete contacts, all or none; refusal: noContact' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: KioskContactDeleteBody): Promise<MessageAnswer> {
    await this.contacts.delete(actor.companyId, body.ids);
    return { message: 'success' };
  }
}
