import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { SyncErrorCountAnswer, SyncResultPage, SyncResultsAnswer } from './sync-results.answer.js';
import { SyncResultsPageQuery, SyncResultsQuery, SyncResultsRangeQuery } from './sync-results.query.js';
import { SyncResultsService } from './sync-results.service.js';

@ApiTags('sync-results')
@ApiBearerAuth()
@Controller('api/sync-results')
export class SyncResultsController {
  constructor(private readonly results: SyncResultsService) {}

  @Get()
  @RequirePermission('syncResult', 'visible')
  @ApiOperation({
    operationId: 'searchSyncResults',
    summary: 'The company’s sync results in the days given, of the types and statuses given, newest first',
  })
  @ApiOkResponse({ type: SyncResultsAnswer })
  search(@CurrentActor() actor: Actor, @Query() query: SyncResultsQuery): Promise<SyncResultsAnswer> {
    return this.results.search(actor.companyId, query);
  }

  @Get('page')
  @RequirePermission('syncResult', 'visible')
  @ApiOperation({
    operationId: 'pageSyncResults',
    summary: 'A page of the search (same filters), newest first unless sorted; the filter box searches every column',
  })
  @ApiOkResponse({ type: SyncResultPage })
  page(@CurrentActor() actor: Actor, @Query() query: SyncResultsPageQuery): Promise<SyncResultPage> {
    return this.results.page(actor.companyId, query);
  }

  @Get('error-count')
  @RequirePermission('syncResult', 'visible')
  @ApiOperation({
    operationId: 'countSyncErrors',
    summary: 'How many error results the company has in the days given (default: the last 7 days)',
  })
  @ApiOkResponse({ type: SyncErrorCountAnswer })
  async errorCount(@CurrentActor() actor: Actor, @Query() query: SyncResultsRangeQuery): Promise<SyncErrorCountAnswer> {
    return { count: await this.results.errorCount(actor.companyId, query) };
  }
}
