import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { HolidayGenerateRequest, HolidayPreviewQuery } from './holiday-generate.request.js';
import { HolidayPageQuery, HolidayYearQuery } from './holiday-year.query.js';
import { HolidayGenerateAnswer, HolidayPage, HolidayPreview, HolidayRow, NzRegionList } from './holidays.answers.js';
import { HolidaysService } from './holidays.service.js';
import { NZ_REGIONS } from './nz-holidays.js';
import { FIRST_MATARIKI_YEAR, LAST_MATARIKI_YEAR } from './matariki-dates.js';

@ApiTags('holidays')
@ApiBearerAuth()
@Controller('api/holidays')
export class HolidaysController {
  constructor(private readonly holidays: HolidaysService) {}

  @Get()
  @RequirePermission('holiday', 'visible')
  @ApiOperation({ operationId: 'listHolidays', summary: 'Holidays of the caller’s company by date; year filters' })
  @ApiQuery({ name: 'year', required: false, type: Number })
  @ApiOkResponse({ type: HolidayRow, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: HolidayYearQuery): Promise<HolidayRow[]> {
    return this.holidays.list(actor.companyId, query.year ?? undefined);
  }

  @Get('page')
  @RequirePermission('holiday', 'visible')
  @ApiOperation({
    operationId: 'pageHolidays',
    summary: 'A page of the holidays (by date unless sorted): sort and search by name, date and alternative date',
  })
  @ApiOkResponse({ type: HolidayPage })
  page(@CurrentActor() actor: Actor, @Query() query: HolidayPageQuery): Promise<HolidayPage> {
    return this.holidays.page(actor.companyId, query);
  }

  @Get('years')
  @RequirePermission('holiday', 'visible')
  @ApiOperation({ operationId: 'listHolidayYears', summary: 'The years the company has holidays in, latest first' })
  @ApiOkResponse({ type: Number, isArray: true })
  years(@CurrentActor() actor: Actor): Promise<number[]> {
    return this.holidays.years(actor.companyId);
  }

  @Get('regions')
  @RequirePermission('holiday', 'visible')
  @ApiOperation({
    operationId: 'listHolidayRegions',
    summary: 'The New Zealand generator’s regions and the years it covers',
  })
  @ApiOkResponse({ type: NzRegionList })
  regions(): NzRegionList {
    return { regions: [...NZ_REGIONS], firstYear: FIRST_MATARIKI_YEAR, lastYear: LAST_MATARIKI_YEAR };
  }

  @Get('generate')
  @RequirePermission('holiday', 'visible')
  @ApiOperation({
    operationId: 'previewNzHolidays',
    summary:
      'The New Zealand public holidays of a year and region, Mondayised, each marked `exists` when already there; refusals: badYear, badRegion',
  })
  @ApiOkResponse({ type: HolidayPreview })
  preview(@CurrentActor() actor: Actor, @Query() query: HolidayPreviewQuery): Promise<HolidayPreview> {
    return this.holidays.preview(actor.companyId, query.year, query.region);
  }

  @Post('generate')
  @HttpCode(200)
  @RequirePermission('holiday', 'create')
  @ApiOperation({
    operationId: 'addNzHolidays',
    summary:
      'Add the selected generated holidays (sysCodes from the preview); ones already there are skipped; refusals: badYear, badRegion, unknownSysCode',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: HolidayGenerateAnswer })
  add(@CurrentActor() actor: Actor, @Body() body: HolidayGenerateRequest): Promise<HolidayGenerateAnswer> {
    return this.holidays.addGenerated(actor.companyId, body.year, body.region, body.sysCodes);
  }

  @Get(':id')
  @RequirePermission('holiday', 'visible')
  @ApiOperation({ operationId: 'getHoliday', summary: 'One holiday of the caller’s company' })
  @ApiOkResponse({ type: HolidayRow })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<HolidayRow> {
    return this.holidays.detail(actor.companyId, id);
  }
}
