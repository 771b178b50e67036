import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type Actor, CurrentActor, IDS_LIMIT, IdsQuery, MessageAnswer, RequirePermission } from '@rollcall/platform';
import { SaveUserRequest } from './user-save.request.js';
import { ApproverPageQuery, ApproversQuery, ListUsersQuery, UserPageQuery } from './user-list.query.js';
import { ApproverChoice, ApproverPage, SaveUserAnswer, UserDetail, UserListRow, UserPage } from './user.answers.js';
import { UserStatusRequest } from './user-status.request.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('api/users')
  @RequirePermission('user', 'visible')
  @ApiOperation({ operationId: 'listUsers', summary: "Users of the caller's company (default Active), by name" })
  @ApiOkResponse({ type: UserListRow, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: ListUsersQuery): Promise<UserListRow[]> {
    return this.users.list(actor, {
      ...(query.userStatus ? { userStatus: query.userStatus } : {}),
      ...(query.departmentIds ? { departmentIds: query.departmentIds } : {}),
    });
  }

  @Get('api/users/page')
  @RequirePermission('user', 'visible')
  @ApiOperation({
    operationId: 'pageUsers',
    summary: 'A page of the users (same filters as the list): sort and search by name, email and status',
  })
  @ApiOkResponse({ type: UserPage })
  page(@CurrentActor() actor: Actor, @Query() query: UserPageQuery): Promise<UserPage> {
    return this.users.page(
      actor,
      {
        ...(query.userStatus ? { userStatus: query.userStatus } : {}),
        ...(query.departmentIds ? { departmentIds: query.departmentIds } : {}),
      },
      query,
    );
  }

  @Get('api/users/forward-to')
  @RequirePermission('user', 'visible')
  @ApiOperation({
    operationId: 'listForwardToUsers',
    summary: 'Choices for Leave Request Forwarding: Active Admins and Supervisors of the company',
  })
  @ApiOkResponse({ type: ApproverChoice, isArray: true })
  forwardTo(@CurrentActor() actor: Actor, @Query() query: ApproversQuery): Promise<ApproverChoice[]> {
    return this.users.approvers(actor, query.userId);
  }

  @Get('api/users/report-to')
  @RequirePermission('employee', 'visible')
  @ApiOperation({
    operationId: 'listReportToUsers',
    summary: 'Choices for Time/Leave Approval: Active Admins and Supervisors, less the given user',
  })
  @ApiOkResponse({ type: ApproverChoice, isArray: true })
  reportTo(@CurrentActor() actor: Actor, @Query() query: ApproversQuery): Promise<ApproverChoice[]> {
    return this.users.approvers(actor, query.userId);
  }

  @Get('api/users/approvers/page')
  @RequirePermission('employee', 'visible')
  @ApiOperation({
    operationId: 'pageApprovers',
    summary: 'A page of the Time/Leave Approval and Forward To choices (as report-to), searched by name and role',
  })
  @ApiOkResponse({ type: ApproverPage })
  approverPage(@CurrentActor() actor: Actor, @Query() query: ApproverPageQuery): Promise<ApproverPage> {
    return this.users.approverPage(actor, query.userId, query);
  }

  @Get('api/users/approvers/by-ids')
  @RequirePermission('employee', 'visible')
  @ApiOperation({
    operationId: 'getApproversByIds',
    summary: `The approver choices among the ids (at most ${IDS_LIMIT}), by name: a picker’s chosen one; others are left out`,
  })
  @ApiOkResponse({ type: ApproverChoice, isArray: true })
  @ApiBadRequestResponse({ description: `no ids, more than ${IDS_LIMIT}, or one that is no id` })
  approversByIds(@CurrentActor() actor: Actor, @Query() query: IdsQuery): Promise<ApproverChoice[]> {
    return this.users.approversByIds(actor, query.ids);
  }

  @Get('api/users/:id')
  @RequirePermission('user', 'visible')
  @ApiOperation({ operationId: 'getUser', summary: "One user of the caller's company, as the user form shows it" })
  @ApiOkResponse({ type: UserDetail })
  @ApiNotFoundResponse({ description: 'no such user in the caller’s company' })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<UserDetail> {
    return this.users.get(actor, id);
  }

  /** The action (create or update on user) depends on whether the form has an id: checked by the service. */
  @Post('user/save-without-photo')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    operationId: 'saveUser',
    summary: 'Save the user form: create (no id, needs create on user) or update (id, needs update on user)',
  })
  @ApiOkResponse({ type: SaveUserAnswer, description: '{ message: "success", id, employeeId }' })
  @ApiBadRequestResponse({
    description: 'a field problem (details name each field), or message noCompany, noDepartment or noPaygroup',
  })
  @ApiConflictResponse({ description: 'message userEmailExit, employeeNumerExit, employeePayIdExit or licenses' })
  @ApiForbiddenResponse({ description: 'no create (or update) permission on user' })
  @ApiNotFoundResponse({ description: 'the id is no user of the caller’s company' })
  async save(@CurrentActor() actor: Actor, @Body() body: SaveUserRequest): Promise<SaveUserAnswer> {
    const saved = await this.users.save(actor, body);
    return { message: 'success', ...saved };
  }

  @Post('api/users/:userId/status')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('user', 'update')
  @ApiOperation({ operationId: 'setUserStatus', summary: 'Change a user’s status; not Active ends their sessions' })
  @ApiOkResponse({ type: MessageAnswer, description: '{ message: "success" }' })
  @ApiNotFoundResponse({ description: 'no such user in the caller’s company' })
  async setStatus(
    @CurrentActor() actor: Actor,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Body() body: UserStatusRequest,
  ): Promise<MessageAnswer> {
    await this.users.setStatus(actor, userId, body.userStatus);
    return { message: 'success' };
  }
}
