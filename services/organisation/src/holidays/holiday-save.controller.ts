import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { HolidayDeleteRequest, HolidaySaveRequest } from './holiday-save.request.js';
import { HolidaySaveAnswer } from './holidays.answers.js';
import { HolidaysService } from './holidays.service.js';

/** The legacy holiday saves (spec 002 §7). */
@ApiTags('holidays')
@ApiBearerAuth()
@Controller('holiday')
export class HolidaySaveController {
  constructor(private readonly holidays: HolidaysService) {}

  @Post('save')
  @HttpCode(200)
  @RequirePermission('holiday', 'update')
  @ApiOperation({
    operationId: 'saveHoliday',
    summary: 'Create a holiday (no id) or replace holiday `id`; refusals: exist, alterdateBeforeDate',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: HolidaySaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: HolidaySaveRequest): Promise<HolidaySaveAnswer> {
    const id = await this.holidays.save(actor.companyId, body);
    return { message: 'success', id };
  }

  @Post('delete')
  @HttpCode(200)
  @RequirePermission('holiday', 'delete')
  @ApiOperation({ operationId: 'deleteHolidays', summary: 'Delete holidays, all or none' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: HolidayDeleteRequest): Promise<MessageAnswer> {
    await this.holidays.delete(actor.companyId, body.ids);
    return { message: 'success' };
  }
}
