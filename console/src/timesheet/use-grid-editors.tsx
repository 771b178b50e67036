import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LeaveFormModal } from '../leave/LeaveFormModal';
import { usePermissions } from '../session/use-permissions';
import type { GridEdits } from './grid-edits';
import { PunchEditor } from './PunchEditor';
import { PunchPairEditor } from './PunchPairModal';
import type { PunchOpen } from './PunchPairRow';
import type { ShiftOpen } from './shift-form';
import { ShiftFormModal } from './ShiftFormModal';

type Open = { punch: PunchOpen } | { pairId: string } | { shift: ShiftOpen } | { leaveDay: string } | null;

/**
 * The timesheet's modals: what the grid's edits open, one at a time. A write hands its events to `edited`, so the
 * grid asks for the period until they are recalculated; a leave saved here refreshes the period.
 */
export function useGridEditors(
  employeeId: string,
  edited: (eventIds: readonly string[]) => void,
): { edits: GridEdits; modal: ReactNode } {
  const [open, setOpen] = useState<Open>(null);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const close = () => setOpen(null);
  const edits: GridEdits = {
    punch: (punch) => setOpen({ punch }),
    pair: (pairId) => setOpen({ pairId }),
    shift: (shift) => setOpen({ shift }),
    leave: can('leave', 'create') ? (leaveDay) => setOpen({ leaveDay }) : undefined,
  };
  let modal: ReactNode = null;
  if (open && 'punch' in open)
    modal = <PunchEditor employeeId={employeeId} open={open.punch} onWritten={edited} onClose={close} />;
  else if (open && 'pairId' in open)
    modal = <PunchPairEditor employeeId={employeeId} pairId={open.pairId} onWritten={edited} onClose={close} />;
  else if (open && 'shift' in open)
    modal = <ShiftFormModal employeeId={employeeId} open={open.shift} onWritten={edited} onClose={close} />;
  else if (open && 'leaveDay' in open)
    modal = (
      <LeaveFormModal
        leave={null}
        start={{ employeeId, date: open.leaveDay }}
        pickEmployee={false}
        onClose={() => {
          close();
          void queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
        }}
      />
    );
  return { edits, modal };
}
