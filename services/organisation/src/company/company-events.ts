import type { NewEvent } from '@rollcall/platform';
import type { Company } from './company.entity.js';
import { EXCEPTION_TOGGLES } from './company-settings.js';

export function companyChanged(company: Company): NewEvent {
  return {
    type: 'org.company.changed.v1',
    companyId: company.id,
    key: company.id,
    payload: {
      companyId: company.id,
      name: company.name,
      code: company.code,
      timeZoneId: company.timeZoneId,
      deviceToken: company.deviceToken,
      exceptionThreshold: company.exceptionThreshold,
      exceptionLDThreshold: company.exceptionLDThreshold,
      exceptionToggles: Object.fromEntries(EXCEPTION_TOGGLES.map((t) => [t, company.settings[t]])),
      licenses: company.licenses,
      appLicenses: company.appLicenses,
      payrollTemplateExportCodes: company.settings.payrollTemplateExportCodes ?? [],
      isCalderStewart: company.settings.isCalderStewart === true,
    },
  };
}
