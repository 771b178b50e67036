import type { NewEvent } from '@rollcall/platform';
import type { Company } from './company.entity.js';
import { DEFAULT_COMPANY_SETTINGS, EXCEPTION_TOGGLES } from './company-settings.js';
import { FEATURE_FLAGS } from './customer-settings.js';

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
      // a flag a company never stored has its default (multiShiftView: on)
      features: Object.fromEntries(
        FEATURE_FLAGS.map((flag) => [flag, (company.settings[flag] ?? DEFAULT_COMPANY_SETTINGS[flag]) === true]),
      ),
    },
  };
}
