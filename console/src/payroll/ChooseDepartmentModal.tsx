import type { PayrollTransferRow } from '@rollcall/api-client';
import { type ReactNode, useState } from 'react';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { TagMultiSelect } from '../kit/TagMultiSelect';
import { flatten } from '../structure/tree';
import { useDepartmentTree } from '../structure/use-department-tree';
import { PAYROLL_MESSAGES as M } from './payroll-messages';

/**
 * 'Choose department' (550 wide, spec 002 §2), shared by every export of the selected periods: the periods, the
 * departments whose employees the export holds (none chosen: everyone), what the export adds (`children`), Cancel,
 * and the export's own buttons, handed the chosen departments (`actions`).
 */
export function ChooseDepartmentModal({
  periods,
  onClose,
  actions,
  children,
}: {
  periods: PayrollTransferRow[];
  onClose: () => void;
  actions: (departmentIds: string[]) => ReactNode;
  children?: ReactNode;
}) {
  const tree = useDepartmentTree();
  const departments = flatten(tree.data ?? []).map((n) => ({
    value: n.id,
    label: `${'\u00a0\u00a0'.repeat(n.depth)}${n.title}`,
  }));
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  return (
    <Modal
      open
      title={M.chooseDepartment}
      width={550}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          {actions(departmentIds)}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-muted">
          {periods.map((p) => `${p.paygroupName} ${p.periodCode}`).join(', ')}. No department chosen: everyone.
        </p>
        <TagMultiSelect label="Departments" options={departments} value={departmentIds} onChange={setDepartmentIds} />
        {children}
      </div>
    </Modal>
  );
}
