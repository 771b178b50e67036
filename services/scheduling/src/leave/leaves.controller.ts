import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, IdsQuery, RequirePermission } from '@rollcall/platform';
import { DateTime } from 'luxon';
import { LeaveBalanceAnswer, LeaveBalanceQuery } from './leave-balance.answers.js';
import { LeaveBalancesService } from './leave-balances.service.js';
import {
  LeaveAnswer,
  LeaveCountAnswer,
  LeaveMessageAnswer,
  LeavePage,
  leaveRefusal,
  LeaveSaveAnswer,
  LEAVE_SAVED,
} from './leave.answers.js';
import { LeaveCoverAnswer, LeaveTypeAnswer } from './leave-cover.answers.js';
import { LeaveCoverService } from './leave-cover.service.js';
import { LeaveListQuery } from './leave-list.query.js';
import { LeaveExamineRequest, LeaveSaveRequest } from './leave-save.request.js';
import { employeeOfClock, leaveEmployee, leaveTypes } from './leave-store.js';
import { LeavesService } from './leaves.service.js';

/** Leave requests and balances (spec 001 §2 "Leaves list", "Leave balance screen", §7 "Leave"). */
@ApiTags('leave')
@ApiBearerAuth()
@Controller()
export class LeavesController {
  constructor(
    private readonly leaves: LeavesService,
    private readonly balances: LeaveBalancesService,
    private readonly cover: LeaveCoverService,
  ) {}

  @Get('api/leaves')
  @RequirePermission('leave', 'visible')
  @ApiOperation({
    operationId: 'listLeaves',
    summary: 'A page of the leaves the caller reaches, newest first; filters status, startDate, endDate, employeeId',
  })
  @ApiOkResponse({ type: LeavePage })
  list(@CurrentActor() actor: Actor, @Query() query: LeaveListQuery): Promise<LeavePage> {
    return this.leaves.list(actor, query);
  }

  @Get('api/leaves/list-by-employeeId')
  @RequirePermission('leave', 'visible')
  @ApiOperation({
    operationId: 'listLeavesOfEmployee',
    summary: 'A page of one employee’s leaves (default the caller’s own); filters status, startDate, endDate',
  })
  @ApiOkResponse({ type: LeavePage })
  async listOfEmployee(@CurrentActor() actor: Actor, @Query() query: LeaveListQuery): Promise<LeavePage> {
    const employeeId = query.employeeId ?? actor.employeeId;
    if (!employeeId) throw leaveRefusal('noEmployee');
    return this.leaves.listOfEmployee(actor, employeeId, query);
  }

  @Get('api/leaves/types')
  @RequirePermission('leave', 'visible')
  @ApiOperation({
    operationId: 'listLeaveTypes',
    summary: 'The leave types a leave may be of: the company’s active pay types with leaveStatus on, by name',
  })
  @ApiOkResponse({ type: LeaveTypeAnswer, isArray: true })
  async types(@CurrentActor() actor: Actor): Promise<LeaveTypeAnswer[]> {
    return (await leaveTypes(this.cover.runner, actor.companyId))
      .filter((t) => t.active)
      .map((t) => ({
        id: t.id,
        code: t.code,
        name: t.name,
        paidLeave: t.paidLeave,
        allowNegativeLeave: t.allowNegativeLeave,
      }));
  }

  @Get('api/leaves/:id/cover')
  @RequirePermission('leave', 'approve')
  @ApiOperation({
    operationId: 'getLeaveCover',
    summary:
      'The approval modal’s cover: the roster of the requester’s department over the leave’s days (who is rostered, who else is off); at most 31 days and 200 employees',
  })
  @ApiOkResponse({ type: LeaveCoverAnswer })
  leaveCover(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<LeaveCoverAnswer> {
    return this.cover.of(actor, id);
  }

  @Get('api/leaves/:id')
  @RequirePermission('leave', 'visible')
  @ApiOperation({ operationId: 'getLeave', summary: 'One leave the caller reaches' })
  @ApiOkResponse({ type: LeaveAnswer })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<LeaveAnswer> {
    return this.leaves.get(actor, id);
  }

  @Post('leave/save')
  @HttpCode(200)
  @RequirePermission('leave', 'create')
  @ApiOperation({
    operationId: 'saveLeave',
    summary:
      'Create (Pending) or modify a leave; refusals: exist, dateExist, offDay, holiday, noData, unscheduledDays, toTimeNotLater, notLeaveType, notEnoughBalance, negativeBalance (ask again with confirmNegative), periodClosed, notFound, noEmployee',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LeaveSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: LeaveSaveRequest): Promise<LeaveSaveAnswer> {
    const saved = await this.leaves.save(actor, body);
    return { message: 'success', detail: LEAVE_SAVED, id: saved.id, leaveStatus: saved.status };
  }

  @Post('leave/updateExamine')
  @HttpCode(200)
  @RequirePermission('leave', 'approve')
  @ApiOperation({
    operationId: 'examineLeave',
    summary:
      'Set a leave’s status (Pending, Approved, Declined, Cancelled) with a reason; refusals: approveNotEnough, approveNegative (ask again with confirmNegative), ownLeave, periodClosed, notFound',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LeaveMessageAnswer })
  async examine(@CurrentActor() actor: Actor, @Body() body: LeaveExamineRequest): Promise<LeaveMessageAnswer> {
    return { message: 'success', detail: await this.leaves.examine(actor, body) };
  }

  @Post('leave/delete')
  @HttpCode(200)
  @RequirePermission('leave', 'create')
  @ApiOperation({
    operationId: 'cancelLeaves',
    summary:
      'Cancel leaves (one’s own with leave create permission, others’ with update); refusals: notFound, periodClosed',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LeaveMessageAnswer })
  async cancel(@CurrentActor() actor: Actor, @Body() body: IdsQuery): Promise<LeaveMessageAnswer> {
    return { message: 'success', detail: await this.leaves.cancel(actor, body.ids) };
  }

  @Get('leaveNum')
  @RequirePermission('leave', 'visible')
  @ApiOperation({ operationId: 'countPendingLeaves', summary: 'Pending leave requests the caller reaches (dashboard)' })
  @ApiOkResponse({ type: LeaveCountAnswer })
  async pendingCount(@CurrentActor() actor: Actor): Promise<LeaveCountAnswer> {
    return { count: await this.leaves.pendingCount(actor) };
  }

  @Get('leave/upcomingLeaveNum')
  @RequirePermission('leave', 'visible')
  @ApiOperation({
    operationId: 'countUpcomingLeaves',
    summary: 'Approved leaves on a day from today to 14 days on, of the employees the caller reaches (dashboard)',
  })
  @ApiOkResponse({ type: LeaveCountAnswer })
  async upcomingCount(@CurrentActor() actor: Actor): Promise<LeaveCountAnswer> {
    return { count: await this.leaves.upcomingCount(actor) };
  }

  @Post('leaveBalance/get')
  @HttpCode(200)
  @RequirePermission('leaveBalance', 'visible')
  @ApiOperation({ operationId: 'getLeaveBalancesForm', summary: 'An employee’s leave balances as of fromDate' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LeaveBalanceAnswer })
  balancesPost(@CurrentActor() actor: Actor, @Body() body: LeaveBalanceQuery): Promise<LeaveBalanceAnswer> {
    return this.balancesOf(actor, body);
  }

  @Get('api/leave-balance')
  @RequirePermission('leaveBalance', 'visible')
  @ApiOperation({ operationId: 'getLeaveBalances', summary: 'An employee’s leave balances as of fromDate' })
  @ApiOkResponse({ type: LeaveBalanceAnswer })
  balancesGet(@CurrentActor() actor: Actor, @Query() query: LeaveBalanceQuery): Promise<LeaveBalanceAnswer> {
    return this.balancesOf(actor, query);
  }

  private async balancesOf(actor: Actor, query: LeaveBalanceQuery): Promise<LeaveBalanceAnswer> {
    const employeeId =
      query.employeeId ??
      (query.clockId != null ? await employeeOfClock(this.cover.runner, actor.companyId, query.clockId) : null) ??
      actor.employeeId;
    if (!employeeId) throw leaveRefusal('noEmployee');
    const employee = await leaveEmployee(this.cover.runner, actor.companyId, employeeId);
    const asOf = query.fromDate ?? DateTime.now().setZone(employee.timeZoneId).toISODate() ?? '';
    return this.balances.of(actor, employeeId, asOf);
  }
}
