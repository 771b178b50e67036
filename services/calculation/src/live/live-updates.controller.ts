import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, RevokedSessions } from '@rollcall/platform';
import type { Request, Response } from 'express';
import { LiveFeed } from './live-feed.js';
import { LiveUpdatesQuery } from './live-updates.query.js';
import { sseFrame, tokenClaims } from './sse-frame.js';

/** A comment line every so often keeps proxies (and the gateway's idle timeout) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

@ApiTags('live')
@ApiBearerAuth()
@Controller('api/live-updates')
export class LiveUpdatesController {
  constructor(
    private readonly feed: LiveFeed,
    private readonly revoked: RevokedSessions,
  ) {}

  @Get()
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'liveUpdates',
    summary:
      'Server-Sent Events: punch-status (an employee punched: their status now) and days-calculated (an employee’s days changed), for the people the caller reaches',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'text/event-stream: `ready` first, then `punch-status` { employees: [{ employeeId, status, lastPunch }] } and `days-calculated` { employees: [{ employeeId, dates }] }; a comment every 15 s; it ends when the access token expires (or after maxSeconds), and the client opens it again with a fresh token',
  })
  stream(
    @CurrentActor() actor: Actor,
    @Query() query: LiveUpdatesQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): void {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write(`retry: 3000\n${sseFrame('ready', { companyId: actor.companyId })}`);
    const { expiresAt, sessionId } = tokenClaims(request.headers.authorization);
    const ends = Math.min(
      expiresAt ?? Number.POSITIVE_INFINITY,
      query.maxSeconds !== undefined ? Date.now() + query.maxSeconds * 1000 : Number.POSITIVE_INFINITY,
    );
    if (ends <= Date.now()) {
      response.end();
      return;
    }
    let closed = false;
    const timers: { heartbeat?: NodeJS.Timeout; end?: NodeJS.Timeout } = {};
    let unsubscribe = (): void => undefined;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(timers.heartbeat);
      clearTimeout(timers.end);
      unsubscribe();
      response.end();
    };
    unsubscribe = this.feed.subscribe(actor, (event, data) => response.write(sseFrame(event, data)), close);
    if (closed) return;
    timers.heartbeat = setInterval(() => {
      if (sessionId && this.revoked.isRevoked(sessionId)) close();
      else response.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    timers.heartbeat.unref();
    timers.end = setTimeout(close, Math.min(ends - Date.now(), 2_147_000_000));
    timers.end.unref();
    request.on('close', close);
  }
}
