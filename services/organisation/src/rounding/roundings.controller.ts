import { Controller, ForbiddenException, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, StatusPageQuery } from '@rollcall/platform';
import { RoundingDetail, RoundingListRow, RoundingPage } from './rounding.answers.js';
import { mayListRoundings } from './rounding-list-access.js';
import { RoundingsService } from './roundings.service.js';
import { StatusQuery } from './status.query.js';

@ApiTags('rounding')
@ApiBearerAuth()
@Controller('api/time-roundings')
export class RoundingsController {
  constructor(private readonly roundings: RoundingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listTimeRoundings',
    summary:
      'Rounding rule sets of the caller’s company, by name; status=true only active, false only inactive. For rounding visible or employee update (the employee form’s select)',
  })
  @ApiQuery({ name: 'status', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ type: RoundingListRow, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: StatusQuery): Promise<RoundingListRow[]> {
    if (!mayListRoundings(actor.role)) throw new ForbiddenException('You do not have permission to visible rounding.');
    return this.roundings.list(actor.companyId, query.status ?? undefined);
  }

  @Get('page')
  @ApiOperation({
    operationId: 'pageTimeRoundings',
    summary: 'A page of the rounding rule sets: sort and search by name and status',
  })
  @ApiOkResponse({ type: RoundingPage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<RoundingPage> {
    if (!mayListRoundings(actor.role)) throw new ForbiddenException('You do not have permission to visible rounding.');
    return this.roundings.page(actor.companyId, query);
  }

  @Get(':id')
  @RequirePermission('rounding', 'visible')
  @ApiOperation({ operationId: 'getTimeRounding', summary: 'One rule set with its rules, ordered' })
  @ApiOkResponse({ type: RoundingDetail })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<RoundingDetail> {
    return this.roundings.detail(actor.companyId, id);
  }
}
