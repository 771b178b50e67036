import type { PayrollTransferRow } from '@rollcall/api-client';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { SelectField } from '../kit/Field';
import { Modal } from '../kit/Modal';
import { notify } from '../kit/notifications/notification-store';
import { TagMultiSelect } from '../kit/TagMultiSelect';
import { saveFile } from '../reports/save-file';
import { flatten } from '../structure/tree';
import { useDepartmentTree } from '../structure/use-department-tree';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import { EXPORT_FILE_NAMES, exportFile } from './payroll-queries';
import { fileTemplatesOf, TEMPLATE_NAMES } from './payroll-templates';

const ANSWER_TEXT: Record<string, string> = {};

/**
 * 'Choose department' (550 wide, spec 002 §2): the departments whose employees the export holds (none chosen:
 * everyone), the template when the company uses more than one, and Export (PayrollTransfer.csv); the construction
 * variant also gets Export Allowance (PayrollTransferAllowance.csv).
 */
export function ExportDepartmentsModal({
  periods,
  onClose,
  onExported,
}: {
  periods: PayrollTransferRow[];
  onClose: () => void;
  onExported: () => void;
}) {
  const settings = useCompanySettings();
  const tree = useDepartmentTree();
  const departments = flatten(tree.data ?? []).map((n) => ({
    value: n.id,
    label: `${'\u00a0\u00a0'.repeat(n.depth)}${n.title}`,
  }));
  const templates = fileTemplatesOf(settings.data?.payrollTemplateExportCodes ?? []);
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  const [template, setTemplate] = useState<string | null>(null);
  const [busy, setBusy] = useState<'payroll' | 'allowance' | null>(null);

  async function download(kind: 'payroll' | 'allowance') {
    setBusy(kind);
    try {
      const file = await exportFile(
        kind,
        periods.map((p) => p.id),
        departmentIds,
        template ?? templates[0] ?? null,
      );
      saveFile(file, EXPORT_FILE_NAMES[kind]);
      notify.success(M.exported);
      onExported();
    } catch (failure) {
      notify.error(answerText(failure, ANSWER_TEXT, M.exportFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open
      title={M.chooseDepartment}
      width={550}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          {settings.data?.isCalderStewart && (
            <Button loading={busy === 'allowance'} disabled={busy !== null} onClick={() => void download('allowance')}>
              Export Allowance
            </Button>
          )}
          <Button
            variant="primary"
            loading={busy === 'payroll'}
            disabled={busy !== null}
            onClick={() => void download('payroll')}
          >
            Export
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-muted">
          {periods.map((p) => `${p.paygroupName} ${p.periodCode}`).join(', ')}. No department chosen: everyone.
        </p>
        <TagMultiSelect label="Departments" options={departments} value={departmentIds} onChange={setDepartmentIds} />
        {templates.length > 1 && (
          <SelectField
            label="Template"
            options={templates.map((code) => ({ value: code, label: TEMPLATE_NAMES[code] ?? code }))}
            value={template ?? templates[0] ?? ''}
            onChange={(e) => setTemplate(e.target.value)}
          />
        )}
      </div>
    </Modal>
  );
}
