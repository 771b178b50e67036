import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { ClosedPeriodsService } from './closed-periods.service.js';
import { PeriodCloseRequest } from './period-close.request.js';

@ApiTags('roster')
@ApiBearerAuth()
@Controller('standardshifts')
export class ClosedPeriodsController {
  constructor(private readonly closedPeriods: ClosedPeriodsService) {}

  @Post('checkPeriodClose')
  @HttpCode(200)
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'checkPeriodClose',
    summary:
      'Whether the employee’s date lies in a closed pay period of their pay group (true: schedule changes are refused)',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: Boolean })
  checkPeriodClose(@CurrentActor() actor: Actor, @Body() body: PeriodCloseRequest): Promise<boolean> {
    return this.closedPeriods.isClosed(actor, body.employeeId, body.ruleDate);
  }
}
