import { BadRequestException, Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type Actor,
  CurrentActor,
  PLATFORM_CONFIG,
  type PlatformConfig,
  Public,
  RequirePermission,
} from '@rollcall/platform';
import type { Request, Response } from 'express';
import { INVALID_REFRESH_TOKEN } from '../tokens/session-tokens.service.js';
import { LoginAsEmployeeAnswer } from './login-as-employee.answer.js';
import { LoginRequest } from './login.request.js';
import { LogoutRequest } from './logout.request.js';
import { MessageAnswer } from '@rollcall/platform';
import { RefreshTokenRequest } from './refresh-token.request.js';
import { TokenPair } from './token-pair.answer.js';
import {
  answerSession,
  clearRefreshCookie,
  presentedRefreshToken,
  refreshCookieOf,
  wantsCookie,
} from './refresh-cookie.js';
import { signInAddressOf } from './sign-in-address.js';
import { SessionService } from './session.service.js';

@ApiTags('account')
@Controller('account')
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'login', summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: TokenPair })
  @ApiUnauthorizedResponse({ description: '"Failed to login." whatever was wrong' })
  @ApiTooManyRequestsResponse({
    description:
      '"Too many failed sign-in attempts. Please try again in 15 minutes." after five failures for the e-mail from the caller\'s address within 15 minutes; "… from this address …" after 30 from the address across accounts',
  })
  async login(
    @Body() body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TokenPair> {
    const tokens = await this.sessions.login(body.email, body.password, signInAddressOf(request.ip));
    return answerSession(request, response, tokens, this.config.refreshTokenTtlDays);
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'refreshToken', summary: 'Exchange a refresh token for a new pair (rotation)' })
  @ApiOkResponse({ type: TokenPair })
  @ApiNoContentResponse({
    description:
      'the console (X-Rollcall-Session: cookie) with no refresh cookie and no body token: nothing to refresh, no body',
  })
  @ApiBadRequestResponse({ description: '"The refresh token is invalid or expired."' })
  async refreshToken(
    @Body() body: RefreshTokenRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TokenPair | undefined> {
    const presented = presentedRefreshToken(request, body.refreshToken);
    // The console asks at every page load whether its cookie holds a session: none is an answer, not an error
    // (a 400 there was a console error on every sign-in page). A cookie it does hold is judged as before.
    if (!presented && wantsCookie(request)) {
      response.status(HttpStatus.NO_CONTENT);
      return undefined;
    }
    try {
      if (!presented) throw new BadRequestException(INVALID_REFRESH_TOKEN);
      const tokens = await this.sessions.refresh(presented, !body.refreshToken);
      return answerSession(request, response, tokens, this.config.refreshTokenTtlDays);
    } catch (error) {
      // a dead cookie is of no use to anyone
      if (error instanceof BadRequestException) clearRefreshCookie(request, response);
      throw error;
    }
  }

  @Post('login-as-employee')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('profile', 'visible')
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'loginAsEmployee', summary: 'Switch to the employee access of an Admin or Supervisor' })
  @ApiOkResponse({ type: LoginAsEmployeeAnswer })
  @ApiForbiddenResponse({ description: '"Failed to login as employee." for a user without employee access' })
  async loginAsEmployee(
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginAsEmployeeAnswer> {
    const previous = wantsCookie(request) ? refreshCookieOf(request) : undefined;
    const { redirectUrl, ...tokens } = await this.sessions.loginAsEmployee(actor);
    // The cookie holds one session: the one it held before is ended rather than left alive with no holder.
    if (previous) await this.sessions.logout(previous, 'replaced');
    return { ...answerSession(request, response, tokens, this.config.refreshTokenTtlDays), redirectUrl };
  }

  /** Public like refresh: holding the refresh token is what entitles ending its session. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'logout', summary: 'End the session of a refresh token' })
  @ApiOkResponse({ type: MessageAnswer })
  async logout(
    @Body() body: LogoutRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageAnswer> {
    const presented = presentedRefreshToken(request, body.refreshToken);
    if (presented) await this.sessions.logout(presented);
    clearRefreshCookie(request, response);
    return { message: 'success' };
  }
}
