import { Body, Controller, Headers, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, Public, RequirePermission } from '@rollcall/platform';
import { LeaveSaveAnswer, LEAVE_SAVED } from '../leave.answers.js';
import { KioskLeaveRequest, MobileLeaveRequest } from './leave-submission.request.js';
import { DEVICE_TOKEN_INVALID, LeaveSubmissionsService } from './leave-submissions.service.js';

const REFUSALS =
  'refusals as POST /leave/save: dateExist, exist, offDay, holiday, noData, unscheduledDays, toTimeNotLater, notLeaveType, notEnoughBalance, negativeBalance (ask again with confirmNegative), periodClosed, noEmployee';

/** Leave submitted from a kiosk or the mobile app (spec 001 §7 and 002 §7 "Leave submission": payloads not shown). */
@ApiTags('leave')
@Controller('api/leaves')
export class LeaveSubmissionsController {
  constructor(private readonly submissions: LeaveSubmissionsService) {}

  @Post('kiosk-submit-leave')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    operationId: 'submitKioskLeave',
    summary: `A leave request from a kiosk, by clock id and leave type code: saved Pending and mailed to the approver; 401 for an unknown device token; 403 leaveTimeOff (the company's allowLeaveTime is off), kioskLeaveOff (the kiosk settings' enableLeave is off); ${REFUSALS}`,
  })
  @ApiHeader({ name: 'X-Device-Token', required: true, description: "the company's device token" })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LeaveSaveAnswer })
  async kiosk(
    @Headers('x-device-token') deviceToken: string | undefined,
    @Body() body: KioskLeaveRequest,
  ): Promise<LeaveSaveAnswer> {
    if (!deviceToken) throw new UnauthorizedException(DEVICE_TOKEN_INVALID);
    const saved = await this.submissions.fromKiosk(deviceToken, body);
    return { message: 'success', detail: LEAVE_SAVED, id: saved.id, leaveStatus: saved.status };
  }

  @Post('submit-leave-clever-go')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermission('leave', 'create')
  @ApiOperation({
    operationId: 'submitMobileLeave',
    summary: `The signed-in mobile user's own leave request: saved Pending and mailed to the approver; 403 mobileAppOff (the company's mobileApp is off), leaveTimeOff (its allowLeaveTime is off); ${REFUSALS}`,
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LeaveSaveAnswer })
  async mobile(@CurrentActor() actor: Actor, @Body() body: MobileLeaveRequest): Promise<LeaveSaveAnswer> {
    const saved = await this.submissions.fromMobile(actor, body);
    return { message: 'success', detail: LEAVE_SAVED, id: saved.id, leaveStatus: saved.status };
  }
}
