import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { PayGroupPreviewAnswer } from './pay-group-preview.answers.js';
import { PayGroupPreviewRequest } from './pay-group-preview.request.js';
import { PayGroupPreviewService } from './pay-group-preview.service.js';

@ApiTags('pay-periods')
@ApiBearerAuth()
@Controller('api/pay-periods')
export class PayGroupPreviewController {
  constructor(private readonly previews: PayGroupPreviewService) {}

  @Post('preview')
  @HttpCode(200)
  @RequirePermission('payGroup', 'update')
  @ApiOperation({
    operationId: 'previewPayGroup',
    summary:
      "What-if: the pay group's last closed period and its current one recomputed under unsaved rules, in memory " +
      '(nothing stored or published), beside what the stored days pay: per employee, period and pay type, before, ' +
      'after and the difference in hours (units for a unit pay type), changed lines first, paged. 400 ' +
      '`invalidRules` naming the first bad rule, 404 for a pay group not found',
  })
  @ApiOkResponse({ type: PayGroupPreviewAnswer })
  preview(@CurrentActor() actor: Actor, @Body() body: PayGroupPreviewRequest): Promise<PayGroupPreviewAnswer> {
    return this.previews.preview(actor.companyId, body);
  }
}
