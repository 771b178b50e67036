import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The longest a stream may be asked to stay open (it ends with the access token anyway). */
export const LIVE_MAX_SECONDS = 3600;

/** GET /api/live-updates. */
export class LiveUpdatesQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: LIVE_MAX_SECONDS,
    description:
      'end the stream after this many seconds (0: send `ready` and end); without it, the stream ends when the access token expires',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `maxSeconds must be a whole number from 0 to ${LIVE_MAX_SECONDS}` })
  @Min(0, { message: `maxSeconds must be a whole number from 0 to ${LIVE_MAX_SECONDS}` })
  @Max(LIVE_MAX_SECONDS, { message: `maxSeconds must be a whole number from 0 to ${LIVE_MAX_SECONDS}` })
  maxSeconds?: number;
}
