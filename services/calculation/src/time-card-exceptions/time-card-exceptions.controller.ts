import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, MessageAnswer, type Page, RequirePermission } from '@rollcall/platform';
import { ExceptionCounts, TimeCardExceptionPage, type TimeCardExceptionRow } from './time-card-exception.answers.js';
import {
  HideExceptionQuery,
  ShowExceptionQuery,
  TimeCardExceptionListQuery,
} from './time-card-exception-list.query.js';
import { TimeCardExceptionsService } from './time-card-exceptions.service.js';

@ApiTags('time-card-exceptions')
@ApiBearerAuth()
@Controller()
export class TimeCardExceptionsController {
  constructor(private readonly exceptions: TimeCardExceptionsService) {}

  @Get('api/time-card-exceptions/view')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'listTimeCardExceptions',
    summary: 'Exceptions of the calculated days, unreviewed (by type, or all) or reviewed, a page at a time',
  })
  @ApiOkResponse({ type: TimeCardExceptionPage })
  list(@CurrentActor() actor: Actor, @Query() query: TimeCardExceptionListQuery): Promise<Page<TimeCardExceptionRow>> {
    return this.exceptions.list(actor, query);
  }

  @Get('exceptionNum')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'exceptionNum',
    summary: 'Unreviewed exceptions by type over each employee’s current pay period',
  })
  @ApiOkResponse({ type: ExceptionCounts })
  counts(@CurrentActor() actor: Actor): Promise<ExceptionCounts> {
    return this.exceptions.counts(actor);
  }

  @Get('timesheet/hideException')
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({
    operationId: 'hideException',
    summary: 'Review an exception: it leaves the list, and stays reviewed while its day is unchanged',
  })
  @ApiOkResponse({ type: MessageAnswer })
  review(@CurrentActor() actor: Actor, @Query() query: HideExceptionQuery): Promise<{ message: 'success' }> {
    return this.exceptions.review(actor, query);
  }

  @Get('timesheet/showException')
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({ operationId: 'showException', summary: 'Revert a review: the exception is listed again' })
  @ApiOkResponse({ type: MessageAnswer })
  revert(@CurrentActor() actor: Actor, @Query() query: ShowExceptionQuery): Promise<{ message: 'success' }> {
    return this.exceptions.revert(actor, query.id);
  }
}
