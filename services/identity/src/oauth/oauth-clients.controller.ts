import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, PageQuery, RequirePermission } from '@rollcall/platform';
import {
  OAuthClientDetailAnswer,
  OAuthClientListAnswer,
  OAuthClientPage,
  OAuthClientSaveAnswer,
} from './oauth-client.answer.js';
import { OAuthClientQuery, OAuthClientSaveBody, OAuthClientUpdateBody } from './oauth-client.request.js';
import { OAuthClientsService, type SavedClient } from './oauth-clients.service.js';

function saveAnswer(saved: SavedClient): OAuthClientSaveAnswer {
  return {
    status: 1,
    data: saved.client,
    ...(saved.generatedSecret ? { clientSecret: saved.generatedSecret } : {}),
  };
}

/** The OAuth client registry (spec 002): status 1 is success; refusals carry status 0, message code, detail. */
@ApiTags('oauth')
@ApiBearerAuth()
@Controller('oauth')
export class OAuthClientsController {
  constructor(private readonly clients: OAuthClientsService) {}

  @Get('get-clients')
  @RequirePermission('oauthClient', 'visible')
  @ApiOperation({ operationId: 'listOAuthClients', summary: 'The company’s OAuth clients (never a secret)' })
  @ApiOkResponse({ type: OAuthClientListAnswer })
  async list(@CurrentActor() actor: Actor): Promise<OAuthClientListAnswer> {
    return { status: 1, data: await this.clients.list(actor.companyId) };
  }

  @Get('clients/page')
  @RequirePermission('oauthClient', 'visible')
  @ApiOperation({
    operationId: 'pageOAuthClients',
    summary: 'A page of the company’s OAuth clients (never a secret): sort and search by client id and scope',
  })
  @ApiOkResponse({ type: OAuthClientPage })
  page(@CurrentActor() actor: Actor, @Query() query: PageQuery): Promise<OAuthClientPage> {
    return this.clients.page(actor.companyId, query);
  }

  @Get('get')
  @RequirePermission('oauthClient', 'visible')
  @ApiOperation({ operationId: 'getOAuthClient', summary: 'One client; another company’s id answers noClient (404)' })
  @ApiOkResponse({ type: OAuthClientDetailAnswer })
  async get(@CurrentActor() actor: Actor, @Query() query: OAuthClientQuery): Promise<OAuthClientDetailAnswer> {
    return { status: 1, data: await this.clients.detail(actor.companyId, query.id) };
  }

  @Post('save')
  @HttpCode(200)
  @RequirePermission('oauthClient', 'create')
  @ApiOperation({
    operationId: 'saveOAuthClient',
    summary: 'Register a client; refusals: existClientId (409), invalidClient (400). Generated secret answered once',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: OAuthClientSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: OAuthClientSaveBody): Promise<OAuthClientSaveAnswer> {
    return saveAnswer(await this.clients.create(actor.companyId, body));
  }

  @Post('update')
  @HttpCode(200)
  @RequirePermission('oauthClient', 'update')
  @ApiOperation({
    operationId: 'updateOAuthClient',
    summary: 'Change a client’s secret and scopes (not its client id); refusals: noClient (404), invalidClient (400)',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: OAuthClientSaveAnswer })
  async update(@CurrentActor() actor: Actor, @Body() body: OAuthClientUpdateBody): Promise<OAuthClientSaveAnswer> {
    return saveAnswer(await this.clients.update(actor.companyId, body));
  }
}
