import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type Actor, CurrentActor, Public, RequirePermission } from '@rollcall/platform';
import { LoginAsEmployeeAnswer } from './dto/login-as-employee-answer.dto.js';
import { LoginRequest } from './dto/login-request.dto.js';
import { LogoutRequest } from './dto/logout-request.dto.js';
import { MessageAnswer } from './dto/message-answer.dto.js';
import { RefreshTokenRequest } from './dto/refresh-token-request.dto.js';
import { TokenPair } from './dto/token-pair.dto.js';
import { SessionService } from './session.service.js';

@ApiTags('account')
@Controller('account')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'login', summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: TokenPair })
  @ApiUnauthorizedResponse({ description: '"Failed to login." whatever was wrong' })
  @ApiTooManyRequestsResponse({ description: 'five failed sign-ins for the e-mail within 15 minutes' })
  login(@Body() body: LoginRequest): Promise<TokenPair> {
    return this.sessions.login(body.email, body.password);
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'refreshToken', summary: 'Exchange a refresh token for a new pair (rotation)' })
  @ApiOkResponse({ type: TokenPair })
  @ApiBadRequestResponse({ description: '"The refresh token is invalid or expired."' })
  refreshToken(@Body() body: RefreshTokenRequest): Promise<TokenPair> {
    return this.sessions.refresh(body.refreshToken);
  }

  @Post('login-as-employee')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('profile', 'visible')
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'loginAsEmployee', summary: 'Switch to the employee access of an Admin or Supervisor' })
  @ApiOkResponse({ type: LoginAsEmployeeAnswer })
  @ApiForbiddenResponse({ description: '"Failed to login as employee." for a user without employee access' })
  loginAsEmployee(@CurrentActor() actor: Actor): Promise<LoginAsEmployeeAnswer> {
    return this.sessions.loginAsEmployee(actor);
  }

  /** Public like refresh: holding the refresh token is what entitles ending its session. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'logout', summary: 'End the session of a refresh token' })
  @ApiOkResponse({ type: MessageAnswer })
  async logout(@Body() body: LogoutRequest): Promise<MessageAnswer> {
    await this.sessions.logout(body.refreshToken);
    return { message: 'success' };
  }
}
