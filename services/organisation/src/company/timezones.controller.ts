import { timeZones } from '@rollcall/platform';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

@ApiTags('company')
@ApiBearerAuth()
@Controller('api/timezones')
export class TimeZonesController {
  @Get()
  @ApiOperation({ operationId: 'listTimeZones', summary: 'Every IANA time zone id, sorted (the zone choices)' })
  @ApiOkResponse({ type: String, isArray: true })
  list(): string[] {
    return timeZones();
  }
}
