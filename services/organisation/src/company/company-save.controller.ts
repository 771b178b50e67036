import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from './company.answers.js';
import { CompanyDetailService } from './company-detail.service.js';
import { CompanySaveRequest } from './company-save.request.js';

/** The legacy company detail save (spec 000 §7), form-encoded or JSON. */
@ApiTags('company')
@ApiBearerAuth()
@Controller('mydetail')
export class CompanySaveController {
  constructor(private readonly detail: CompanyDetailService) {}

  @Post('save')
  @HttpCode(200)
  @RequirePermission('company', 'update')
  @ApiOperation({
    operationId: 'saveCompanyDetail',
    summary: 'Save the company detail; 409 existCode ("Warning: Code is exist.") for a code another company has',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: CompanySaveRequest): Promise<MessageAnswer> {
    await this.detail.save(actor, body);
    return { message: 'success' };
  }
}
