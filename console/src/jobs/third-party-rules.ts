// What the job and task screens and the punch code generator show for the company's third-party type (spec 002 §2
// "Jobs and tasks", §3 provider codes). The spec leaves some sets unshown; the sets below are this product's choice
// and docs/api.md ("Jobs, tasks and punch codes") records them.

export const THIRD_PARTY = {
  xero: '01',
  ax: '02',
  greenTree: '03',
  workflowMax: '04',
  myobAdvanced: '05',
  sap: '06',
  workflowMaxPartner: '07',
} as const;

/** The ERPs jobs and tasks come from: their external type and id fields show, and a punch code needs a job. */
const JOB_COSTING_TYPES: readonly string[] = [
  THIRD_PARTY.workflowMax,
  THIRD_PARTY.myobAdvanced,
  THIRD_PARTY.sap,
  THIRD_PARTY.workflowMaxPartner,
];

export interface JobToolbar {
  showNew: boolean;
  showImport: boolean;
  showSync: boolean;
  showClose: boolean;
}

/** The jobs toolbar: MYOB Advanced syncs (no New, no Import), SAP imports (no New), WorkflowMax has neither. */
export function jobToolbar(thirdPartyTypeId: string | null | undefined): JobToolbar {
  switch (thirdPartyTypeId) {
    case THIRD_PARTY.myobAdvanced:
      return { showNew: false, showImport: false, showSync: true, showClose: true };
    case THIRD_PARTY.sap:
      return { showNew: false, showImport: true, showSync: false, showClose: true };
    case THIRD_PARTY.workflowMax:
    case THIRD_PARTY.workflowMaxPartner:
      return { showNew: false, showImport: false, showSync: false, showClose: true };
    default:
      return { showNew: true, showImport: true, showSync: false, showClose: true };
  }
}

export interface TaskToolbar {
  showNew: boolean;
  showSync: boolean;
}

/** The tasks toolbar: New is hidden for the same types as for jobs; MYOB Advanced syncs. */
export function taskToolbar(thirdPartyTypeId: string | null | undefined): TaskToolbar {
  const jobs = jobToolbar(thirdPartyTypeId);
  return { showNew: jobs.showNew, showSync: jobs.showSync };
}

/** Whether the External Type and External ID fields show on the job and task forms. */
export function showsExternalFields(thirdPartyTypeId: string | null | undefined): boolean {
  return thirdPartyTypeId != null && JOB_COSTING_TYPES.includes(thirdPartyTypeId);
}

/** Whether the punch code generator requires a job. */
export function punchCodeNeedsJob(thirdPartyTypeId: string | null | undefined): boolean {
  return thirdPartyTypeId != null && JOB_COSTING_TYPES.includes(thirdPartyTypeId);
}
