import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { RoundingSaveAnswer } from './rounding.answers.js';
import { RoundingDeleteRequest, RoundingSaveRequest } from './rounding-save.request.js';
import { RoundingsService } from './roundings.service.js';

/** The legacy rounding saves (spec 002 §7). */
@ApiTags('rounding')
@ApiBearerAuth()
@Controller('roundingrules')
export class RoundingSaveController {
  constructor(private readonly roundings: RoundingsService) {}

  @Post('save')
  @HttpCode(200)
  @RequirePermission('rounding', 'update')
  @ApiOperation({
    operationId: 'saveTimeRounding',
    summary:
      'Create a rule set (no id) or replace rule set `id`; refusals: exist, noRules, tooManyRules, toNotAfterFrom, outOfRange, overlap',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: RoundingSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: RoundingSaveRequest): Promise<RoundingSaveAnswer> {
    const id = await this.roundings.save(actor.companyId, body);
    return { message: 'success', id };
  }

  @Post('delete')
  @HttpCode(200)
  @RequirePermission('rounding', 'delete')
  @ApiOperation({
    operationId: 'deleteTimeRoundings',
    summary: 'Delete rule sets, all or none; refusal usedRoundings (409) names the ones in use',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: RoundingDeleteRequest): Promise<MessageAnswer> {
    await this.roundings.delete(actor.companyId, body.ids);
    return { message: 'success' };
  }
}
