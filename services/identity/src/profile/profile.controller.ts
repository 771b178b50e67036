import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ACTIONS, type PermissionMap } from '@rollcall/contracts';
import {
  type Actor,
  CurrentActor,
  MessageAnswer,
  PLATFORM_CONFIG,
  type PlatformConfig,
  RequirePermission,
} from '@rollcall/platform';
import type { Request, Response } from 'express';
import { answerSession } from '../session/refresh-cookie.js';
import { signInAddressOf } from '../session/sign-in-address.js';
import { MenuItem } from './menu-item.answer.js';
import {
  ChangePasswordAnswer,
  ChangePasswordRequest,
  ChangePinRequest,
  UpdateProfileRequest,
} from './profile-change.request.js';
import { Profile } from './profile.answer.js';
import { ProfileService } from './profile.service.js';

/** One's own account. Every role has profile visible and update; the routes still say which they need. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller()
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Get('profile')
  @RequirePermission('profile', 'visible')
  @ApiOperation({ operationId: 'getProfile', summary: 'The signed-in user, with where to go after sign-in' })
  @ApiOkResponse({ type: Profile })
  getProfile(@CurrentActor() actor: Actor): Promise<Profile> {
    return this.profiles.profile(actor);
  }

  @Post('profile')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('profile', 'update')
  @ApiOperation({ operationId: 'updateProfile', summary: "Save the signed-in user's profile fields" })
  @ApiOkResponse({ type: MessageAnswer, description: '{ message: "success" }' })
  @ApiBadRequestResponse({ description: '"This field is required." for firstName or lastName, a bad format choice' })
  async updateProfile(@CurrentActor() actor: Actor, @Body() body: UpdateProfileRequest): Promise<MessageAnswer> {
    await this.profiles.update(actor, body);
    return { message: 'success' };
  }

  @Post('profile/change-password')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('profile', 'update')
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change one’s password; every session ends and the answer carries a new one',
  })
  @ApiOkResponse({ type: ChangePasswordAnswer })
  @ApiBadRequestResponse({ description: 'a missing field, passwords that differ, a wrong current password' })
  @ApiTooManyRequestsResponse({
    description:
      'too many wrong passwords for the account from this address, or from this address (the sign-in limits)',
  })
  async changePassword(
    @CurrentActor() actor: Actor,
    @Body() body: ChangePasswordRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ChangePasswordAnswer> {
    const tokens = await this.profiles.changePassword(actor, body, signInAddressOf(request.ip));
    return { message: 'success', ...answerSession(request, response, tokens, this.config.refreshTokenTtlDays) };
  }

  @Post('profile/change-pin')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('profile', 'update')
  @ApiOperation({ operationId: 'changePin', summary: 'Set one’s mobile app PIN (4 digits)' })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiBadRequestResponse({ description: '"Please input 4 digit number!"' })
  async changePin(@CurrentActor() actor: Actor, @Body() body: ChangePinRequest): Promise<MessageAnswer> {
    await this.profiles.changePin(actor, body.pin);
    return { message: 'success' };
  }

  @Get('profile/permissions')
  @RequirePermission('profile', 'visible')
  @ApiOperation({ operationId: 'getPermissions', summary: "The actions the token's role may take, by resource" })
  @ApiOkResponse({
    description: 'resource name to allowed actions',
    schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string', enum: [...ACTIONS] } } },
  })
  getPermissions(@CurrentActor() actor: Actor): PermissionMap {
    return this.profiles.permissions(actor);
  }

  @Get('menu-items')
  @RequirePermission('profile', 'visible')
  @ApiOperation({ operationId: 'getMenuItems', summary: "The menu tree, filtered by the token's role" })
  @ApiOkResponse({ type: [MenuItem] })
  getMenuItems(@CurrentActor() actor: Actor): MenuItem[] {
    return this.profiles.menu(actor);
  }
}
