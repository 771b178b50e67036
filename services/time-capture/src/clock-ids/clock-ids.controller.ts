import { BadRequestException, Controller, Get, Headers, Param, ParseIntPipe } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@rollcall/platform';
import { ClockIdAnswer } from './clock-id.answer.js';
import { ClockIdsService } from './clock-ids.service.js';

const MAX_CLOCK_ID = 999_999_999;
const CLOCK_ID_REFUSED = `clockId must be a whole number from 0 to ${MAX_CLOCK_ID}`;

@ApiTags('kiosk')
@Controller('api/kiosk-punches/clock-ids')
export class ClockIdsController {
  constructor(private readonly clockIds: ClockIdsService) {}

  @Get(':clockId')
  @Public()
  @ApiOperation({
    operationId: 'kioskClockId',
    summary: "Who punches with a clock id, and the zone their local times are read in (a kiosk's greeting; the CLI)",
  })
  @ApiHeader({ name: 'X-Device-Token', required: true, description: "the company's device token" })
  @ApiOkResponse({ type: ClockIdAnswer })
  lookUp(
    @Headers('x-device-token') deviceToken: string | undefined,
    @Param('clockId', new ParseIntPipe({ exceptionFactory: () => new BadRequestException(CLOCK_ID_REFUSED) }))
    clockId: number,
  ): Promise<ClockIdAnswer> {
    if (clockId < 0 || clockId > MAX_CLOCK_ID) throw new BadRequestException(CLOCK_ID_REFUSED);
    return this.clockIds.lookUp(deviceToken, clockId);
  }
}
