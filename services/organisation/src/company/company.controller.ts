import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor } from '@rollcall/platform';
import { CompaniesService } from './companies.service.js';
import { CompanySettings } from './company-settings.answer.js';

@ApiTags('company')
@ApiBearerAuth()
@Controller('api/company')
export class CompanyController {
  constructor(private readonly companies: CompaniesService) {}

  @Get('settings')
  @ApiOperation({ operationId: 'getCompanySettings', summary: 'The feature switches and labels screens adapt to' })
  @ApiOkResponse({ type: CompanySettings })
  async settings(@CurrentActor() actor: Actor): Promise<CompanySettings> {
    const company = await this.companies.get(actor.companyId);
    return {
      ...company.settings,
      companyId: company.id,
      companyName: company.name,
      timeZoneId: company.timeZoneId,
      sumLicense: company.licenses,
      sumAppLicense: company.appLicenses,
    };
  }
}
