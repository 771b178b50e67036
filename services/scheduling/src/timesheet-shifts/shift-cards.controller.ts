import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { ShiftCardAnswer, ShiftCardDeleteRequest, ShiftCardSaveRequest } from './shift-card.request.js';
import { ShiftCardsService } from './shift-cards.service.js';

const REFUSALS =
  'refusals: conflict, offDay, locked, noSection, noShift, periodClosed, noEmployee; 400 naming the field for the §5 section rules; 403 outside the caller’s reach';

/** The timesheet's New Shift / Modify Shift modal and its delete (spec 001 §7 "Timesheet, punches, pay cards"). */
@ApiTags('timesheet')
@ApiBearerAuth()
@Controller('timesheet')
export class ShiftCardsController {
  constructor(private readonly shifts: ShiftCardsService) {}

  @Post('saveShiftCard')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'saveShiftCard',
    summary: `Add a shift to an employee’s day (create true; also Save as a Schedule) or change one; ${REFUSALS}`,
  })
  @ApiOkResponse({ type: ShiftCardAnswer })
  save(@CurrentActor() actor: Actor, @Body() body: ShiftCardSaveRequest): Promise<ShiftCardAnswer> {
    return this.shifts.save(actor, body);
  }

  @Post('deleteCustomSchedule')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'deleteCustomSchedule',
    summary: `Take a scheduled shift off an employee’s day; ${REFUSALS}`,
  })
  @ApiOkResponse({ type: ShiftCardAnswer })
  delete(@CurrentActor() actor: Actor, @Body() body: ShiftCardDeleteRequest): Promise<ShiftCardAnswer> {
    return this.shifts.delete(actor, body);
  }
}
