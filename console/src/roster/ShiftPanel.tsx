import { useDraggable } from '@dnd-kit/core';
import type { ShiftDefinitionAnswer } from '@rollcall/api-client';
import { OFF_DAY_COLOUR, OFF_DAY_LABEL } from '@rollcall/contracts/roster';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { notify } from '../kit/notifications/notification-store';
import type { DragItem } from './roster-drop';
import { ROSTER_ANSWER_TEXT, ROSTER_MESSAGES } from './roster-messages';
import { rosterKeys, useShiftDefinitions } from './roster-queries';
import { shiftTimes } from './roster-table';

/**
 * The left panel of shift definitions (spec 001 §2): search, New, and per shift edit, assign and delete. The
 * synthetic Off Day entry is always first; the rest come sorted by department name and start time from the server.
 * Each entry is dragged onto a roster cell.
 */
export function ShiftPanel({
  canEdit,
  onNew,
  onEdit,
  onAssign,
}: {
  canEdit: boolean;
  onNew: () => void;
  onEdit: (shift: ShiftDefinitionAnswer) => void;
  onAssign: (shift: ShiftDefinitionAnswer) => void;
}) {
  const [search, setSearch] = useState('');
  const shifts = useShiftDefinitions(search);
  const [deleting, setDeleting] = useState<ShiftDefinitionAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const rows = shifts.data?.rows ?? [];

  async function remove(shift: ShiftDefinitionAnswer) {
    setBusy(true);
    try {
      await api.deleteShiftDefinition({ body: { id: shift.id } });
      notify.success(ROSTER_MESSAGES.shiftDeleted);
      await queryClient.invalidateQueries({ queryKey: rosterKeys.shifts });
      setDeleting(null);
    } catch (error) {
      notify.error(answerText(error, ROSTER_ANSWER_TEXT, ROSTER_MESSAGES.shiftDeleteFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside className="flex w-60 shrink-0 flex-col gap-2 rounded-lg bg-white p-3 shadow-sm" aria-label="Shifts">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Shifts</h2>
        {canEdit && (
          <Button variant="primary" className="h-7! px-3!" onClick={onNew}>
            New
          </Button>
        )}
      </div>
      <input
        type="search"
        aria-label="Search shifts"
        placeholder="Search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="h-8 rounded-md border border-line px-2 outline-none focus:border-primary"
      />
      <ul className="flex flex-col gap-1.5 overflow-y-auto" data-testid="shift-list">
        <PanelEntry
          id="offDay"
          item={{ kind: 'offDay' }}
          colour={OFF_DAY_COLOUR}
          title={OFF_DAY_LABEL}
          detail=""
          disabled={!canEdit}
        />
        {rows.map((shift) => (
          <PanelEntry
            key={shift.id}
            id={`shift:${shift.id}`}
            item={{
              kind: 'shift',
              shiftId: shift.id,
              section: {
                start: shift.startTime,
                end: shift.endTime,
                startType: shift.startTimeType,
                endType: shift.endTimeType,
              },
            }}
            colour={shift.colorCode ?? OFF_DAY_COLOUR}
            title={shift.labelName || shift.department.departmentName}
            detail={`${shift.department.departmentName} ${shiftTimes(shift)}`}
            disabled={!canEdit}
            actions={
              canEdit && (
                <span className="flex gap-1">
                  <IconButton label={`Edit ${shift.labelName ?? 'shift'}`} onClick={() => onEdit(shift)}>
                    ✎
                  </IconButton>
                  <IconButton label={`Assign ${shift.labelName ?? 'shift'}`} onClick={() => onAssign(shift)}>
                    ⇉
                  </IconButton>
                  <IconButton label={`Delete ${shift.labelName ?? 'shift'}`} onClick={() => setDeleting(shift)}>
                    ×
                  </IconButton>
                </span>
              )
            }
          />
        ))}
        {shifts.data && rows.length === 0 && (
          <li className="px-1 text-muted">{search.trim() ? 'No shift matches.' : 'No shifts yet: New adds one.'}</li>
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        question="Are you sure you want to delete this shift?"
        detail="Days it was placed on keep their shifts."
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </aside>
  );
}

function PanelEntry({
  id,
  item,
  colour,
  title,
  detail,
  disabled,
  actions,
}: {
  id: string;
  item: DragItem;
  colour: string;
  title: string;
  detail: string;
  disabled: boolean;
  actions?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: item, disabled });
  return (
    <li className="flex items-center gap-1">
      <div
        ref={setNodeRef}
        {...listeners}
        {...attributes}
        aria-label={`${title} ${detail}`.trim()}
        data-testid={`panel-${id}`}
        className={`flex min-w-0 flex-1 cursor-grab flex-col rounded-md border-l-4 bg-canvas px-2 py-1 ${isDragging ? 'opacity-40' : ''}`}
        style={{ borderColor: colour }}
      >
        <span className="truncate font-semibold">{title}</span>
        {detail && <span className="truncate text-[12px] text-muted">{detail}</span>}
      </div>
      {actions}
    </li>
  );
}

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="size-6 rounded text-muted hover:bg-primary-soft hover:text-primary"
    >
      {children}
    </button>
  );
}
