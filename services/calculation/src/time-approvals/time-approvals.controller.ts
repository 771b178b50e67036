import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, type Page, RequirePermission } from '@rollcall/platform';
import { PunchPairIdsRequest } from './punch-pair-ids.request.js';
import {
  TimeApprovalChangeAnswer,
  TimeApprovalCounts,
  TimeApprovalPage,
  type TimeApprovalRow,
} from './time-approval.answers.js';
import { TimeApprovalListQuery } from './time-approval-list.query.js';
import { TimeApprovalsService } from './time-approvals.service.js';

@ApiTags('time-approvals')
@ApiBearerAuth()
@Controller()
export class TimeApprovalsController {
  constructor(private readonly approvals: TimeApprovalsService) {}

  @Get('api/time-approvals')
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({
    operationId: 'listTimeApprovals',
    summary: 'Complete punch pairs to approve, a page at a time, by status and dates (or each pay period)',
  })
  @ApiOkResponse({ type: TimeApprovalPage })
  list(@CurrentActor() actor: Actor, @Query() query: TimeApprovalListQuery): Promise<Page<TimeApprovalRow>> {
    return this.approvals.list(actor, query);
  }

  @Get('time-approvals/daily-count')
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({ operationId: 'timeApprovalDailyCount', summary: 'Approved and unapproved pairs, yesterday to today' })
  @ApiOkResponse({ type: TimeApprovalCounts })
  dailyCount(@CurrentActor() actor: Actor): Promise<TimeApprovalCounts> {
    return this.approvals.dailyCount(actor);
  }

  @Get('time-approvals/this-period-count')
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({
    operationId: 'timeApprovalThisPeriodCount',
    summary: 'Approved and unapproved pairs in each employee’s current pay period',
  })
  @ApiOkResponse({ type: TimeApprovalCounts })
  thisPeriodCount(@CurrentActor() actor: Actor): Promise<TimeApprovalCounts> {
    return this.approvals.periodCount(actor, 'Current');
  }

  @Get('time-approvals/last-period-count')
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({
    operationId: 'timeApprovalLastPeriodCount',
    summary: 'Approved and unapproved pairs in each employee’s previous pay period',
  })
  @ApiOkResponse({ type: TimeApprovalCounts })
  lastPeriodCount(@CurrentActor() actor: Actor): Promise<TimeApprovalCounts> {
    return this.approvals.periodCount(actor, 'Previous');
  }

  @Post('time-approvals/approveAllSelected')
  @HttpCode(200)
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({
    operationId: 'approveAllSelected',
    summary: 'Approve the pairs’ shifts (overtime and unscheduled work paid) and recalculate their days',
  })
  @ApiOkResponse({ type: TimeApprovalChangeAnswer })
  approve(@CurrentActor() actor: Actor, @Body() body: PunchPairIdsRequest): Promise<TimeApprovalChangeAnswer> {
    return this.approvals.change(actor, body.punchPairIds, true);
  }

  @Post('time-approvals/unapproveAllSelected')
  @HttpCode(200)
  @RequirePermission('timesheet', 'approve')
  @ApiOperation({
    operationId: 'unapproveAllSelected',
    summary: 'Take back the approval of the pairs’ shifts and recalculate their days',
  })
  @ApiOkResponse({ type: TimeApprovalChangeAnswer })
  unapprove(@CurrentActor() actor: Actor, @Body() body: PunchPairIdsRequest): Promise<TimeApprovalChangeAnswer> {
    return this.approvals.change(actor, body.punchPairIds, false);
  }
}
