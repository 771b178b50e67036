import type { CompanySettingsFlags } from '../company/company-settings.js';

/**
 * settings.outFaceTypeId of the Xero-style pay type export: its employees are matched by Xero id, not pay id.
 * (The spec names the interface but not its id; this is the id this project gives it.)
 */
export const XERO_PAY_TYPE_INTERFACE = 'XeroPayType';

/** Third-party integration types (spec 000 §9): 04 WorkflowMax and 07 WorkflowMax by a partner. */
export const WORKFLOWMAX_TYPES = ['04', '07'];

export function usesWorkflowMax(settings: CompanySettingsFlags): boolean {
  return WORKFLOWMAX_TYPES.includes(settings.thirdPartyType?.id ?? '');
}

/** payId is required unless the export is the Xero-style pay type or the third party is WorkflowMax. */
export function payIdRequired(settings: CompanySettingsFlags): boolean {
  return settings.outFaceTypeId !== XERO_PAY_TYPE_INTERFACE && !usesWorkflowMax(settings);
}

/**
 * settings.outFaceTypeId of the GreenTree standard job-costing export (spec 000 §3: the employee form's GreenTree
 * section shows only for it). The spec names the interface but not its id; this is the id this project gives it.
 */
export const GREENTREE_JOB_COSTING_INTERFACE = 'GreenTreeJobCosting';

export function showsGreenTree(settings: CompanySettingsFlags): boolean {
  return settings.outFaceTypeId === GREENTREE_JOB_COSTING_INTERFACE;
}
