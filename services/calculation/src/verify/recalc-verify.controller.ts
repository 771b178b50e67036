import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { RecalcStatusAnswer, RecalcVerifyAnswer } from './recalc-verify.answers.js';
import { RecalcVerifyBody } from './recalc-verify.request.js';
import { RecalcVerifier } from './recalc-verifier.service.js';

@ApiTags('recalculate')
@ApiBearerAuth()
@Controller('api/recalculation')
export class RecalcVerifyController {
  constructor(private readonly verifier: RecalcVerifier) {}

  @Post('verify')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'verifyRecalculation',
    summary: 'Recalculate employee-days in memory and list those whose stored result differs (fix: queue them)',
  })
  @ApiOkResponse({ type: RecalcVerifyAnswer })
  verify(@CurrentActor() actor: Actor, @Body() body: RecalcVerifyBody): Promise<RecalcVerifyAnswer> {
    return this.verifier.verify(actor.companyId, body, new Date());
  }

  @Get('status')
  @RequirePermission('payroll', 'visible')
  @ApiOperation({
    operationId: 'recalculationStatus',
    summary: "How far live recalculation is behind for the caller's company: queued days and the oldest one's wait",
  })
  @ApiOkResponse({ type: RecalcStatusAnswer })
  status(@CurrentActor() actor: Actor): Promise<RecalcStatusAnswer> {
    return this.verifier.status(actor.companyId);
  }
}
