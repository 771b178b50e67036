import type { DepartmentForm, Level } from './structure-queries';

// The structure node form (spec 000 §3 Company structure node, §5) as plain functions.

export interface NodeFormValues {
  departmentName: string;
  code: string;
  status: boolean;
  punchCode: string;
  timeZoneId: string;
  payExportCode: string;
  rateExportCode: string;
}

export function nodeFormValues(node: DepartmentForm | undefined, suggestedPunchCode = ''): NodeFormValues {
  return {
    departmentName: node?.departmentName ?? '',
    code: node?.code ?? '',
    status: node ? node.status === 'Active' : true,
    punchCode: node ? (node.punchCode ?? '') : suggestedPunchCode,
    timeZoneId: node?.timeZoneId ?? '',
    payExportCode: node?.payExportCode ?? '',
    rateExportCode: node?.rateExportCode ?? '',
  };
}

export function validateNode(
  v: NodeFormValues,
  level: Level | null,
  positionCodes: boolean,
): Partial<Record<keyof NodeFormValues, string>> {
  const errors: Partial<Record<keyof NodeFormValues, string>> = {};
  if (!v.departmentName.trim()) errors.departmentName = 'This field is required.';
  if (level === 'position' && positionCodes && !v.punchCode.trim()) errors.punchCode = 'This field is required.';
  return errors;
}

/** The save body: create carries the parent, an edit the id and the status. */
export function nodeSaveBody(v: NodeFormValues, target: { id: string } | { parent: string }, level: Level | null) {
  const body: Record<string, unknown> = {
    ...target,
    departmentName: v.departmentName.trim(),
    code: v.code.trim(),
    timeZoneId: v.timeZoneId || null,
  };
  if ('id' in target) body.status = v.status ? 'Active' : 'Inactive';
  if (level === 'position') {
    body.punchCode = v.punchCode.trim();
    body.payExportCode = v.payExportCode.trim();
    body.rateExportCode = v.rateExportCode.trim();
  }
  return body;
}
