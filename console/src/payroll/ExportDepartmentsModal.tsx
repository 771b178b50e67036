import type { PayrollTransferRow } from '@rollcall/api-client';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { SelectField } from '../kit/Field';
import { notify } from '../kit/notifications/notification-store';
import { saveFile } from '../reports/save-file';
import { ChooseDepartmentModal } from './ChooseDepartmentModal';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import { EXPORT_FILE_NAMES, exportFile } from './payroll-queries';
import { fileTemplatesOf, TEMPLATE_NAMES } from './payroll-templates';

const ANSWER_TEXT: Record<string, string> = {};

/**
 * The file export's 'Choose department' (ChooseDepartmentModal): the departments whose employees the export holds
 * (none chosen: everyone), the template when the company uses more than one, and Export (PayrollTransfer.csv); the
 * construction variant also gets Export Allowance (PayrollTransferAllowance.csv).
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
  const templates = fileTemplatesOf(settings.data?.payrollTemplateExportCodes ?? []);
  const [template, setTemplate] = useState<string | null>(null);
  const [busy, setBusy] = useState<'payroll' | 'allowance' | null>(null);

  async function download(kind: 'payroll' | 'allowance', departmentIds: string[]) {
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
    <ChooseDepartmentModal
      periods={periods}
      onClose={onClose}
      actions={(departmentIds) => (
        <>
          {settings.data?.isCalderStewart && (
            <Button
              loading={busy === 'allowance'}
              disabled={busy !== null}
              onClick={() => void download('allowance', departmentIds)}
            >
              Export Allowance
            </Button>
          )}
          <Button
            variant="primary"
            loading={busy === 'payroll'}
            disabled={busy !== null}
            onClick={() => void download('payroll', departmentIds)}
          >
            Export
          </Button>
        </>
      )}
    >
      {templates.length > 1 && (
        <SelectField
          label="Template"
          options={templates.map((code) => ({ value: code, label: TEMPLATE_NAMES[code] ?? code }))}
          value={template ?? templates[0] ?? ''}
          onChange={(e) => setTemplate(e.target.value)}
        />
      )}
    </ChooseDepartmentModal>
  );
}
