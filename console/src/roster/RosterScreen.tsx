import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ShiftDefinitionAnswer } from '@rollcall/api-client';
import { addDays, datesOf, mondayOf } from '@rollcall/contracts/roster';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useCompanySettings } from '../api/use-company-settings';
import { useDepartmentOptions } from '../employees/use-employee-options';
import { Button } from '../kit/Button';
import { DateField } from '../kit/DateField';
import { SelectField } from '../kit/Field';
import { localToday } from '../kit/dates';
import { TagMultiSelect } from '../kit/TagMultiSelect';
import { RosterReportButtons } from '../reports/RosterReportButtons';
import { usePermissions } from '../session/use-permissions';
import { AssignShiftModal } from './AssignShiftModal';
import { CopyRosterModal } from './CopyRosterModal';
import type { DragItem, DropDay } from './roster-drop';
import { ROSTER_MESSAGES } from './roster-messages';
import { ROSTER_PAGE_SIZE, useRoster, type RosterFilter } from './roster-queries';
import { rosterReportScope } from './roster-report-scope';
import { RosterTable } from './RosterTable';
import { ShiftFormModal } from './ShiftFormModal';
import { ShiftPanel } from './ShiftPanel';
import { useRosterDrop } from './use-roster-drop';

const SORT_OPTIONS = [
  { value: 'department', label: 'Department' },
  { value: 'firstName', label: 'First Name' },
  { value: 'lastName', label: 'Last Name' },
];

/** A pointer over a cell picks that cell; a keyboard drag (no pointer) the cell its box overlaps most. */
const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : rectIntersection(args);
};

type ShiftModal =
  { kind: 'edit'; shift: ShiftDefinitionAnswer | null } | { kind: 'assign'; shift: ShiftDefinitionAnswer };

/** The weekly roster (/standardshifts/rosterByEmployee, spec 001 §2 and §4 "Roster drag"). */
export function RosterScreen() {
  const permissions = usePermissions();
  const canEdit = permissions.can('schedule', 'update');
  const settings = useCompanySettings();
  const budget = settings.data?.isShiftBudgetEnabled ?? false;
  const multiShift = settings.data?.multiShiftView ?? true;
  const departments = useDepartmentOptions();
  const [filter, setFilter] = useState<RosterFilter>(() => {
    const monday = mondayOf(localToday());
    return { startDate: monday, endDate: addDays(monday, 6), departmentIds: [], sortBy: '', search: '', page: 1 };
  });
  const roster = useRoster(filter);
  const changes = useRosterDrop();
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const copying = useCtrlHeld(dragging !== null);
  const [modal, setModal] = useState<ShiftModal | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 2 } }),
    useSensor(KeyboardSensor),
  );
  const rows = roster.data?.rows ?? [];
  const dates = filter.endDate >= filter.startDate ? datesOf(filter.startDate, filter.endDate) : [];
  const total = roster.data?.total ?? 0;
  const set = (patch: Partial<RosterFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));

  function onDragStart(event: DragStartEvent) {
    setDragging((event.active.data.current as DragItem | undefined) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    const item = event.active.data.current as DragItem | undefined;
    const target = event.over?.data.current as DropDay | undefined;
    setDragging(null);
    if (!item || !target) return;
    const row = rows.find((r) => r.employee.id === target.employeeId);
    const day = row?.scheduleRuleVoList.find((d) => d.title === target.date) ?? null;
    void changes.drop(item, target, { copy: copying, multiShift }, day);
  }

  return (
    <div className="flex flex-col gap-3" data-testid="roster-screen">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">Weekly Roster</h1>
        <Button onClick={() => void changes.undoLast()} disabled={!changes.canUndo || changes.busy}>
          Undo
        </Button>
        <RosterReportButtons scope={rosterReportScope(filter)} />
        {canEdit && <Button onClick={() => setCopyOpen(true)}>Copy</Button>}
        <Link
          href="/schedule/list"
          className="inline-flex h-9 items-center rounded-md border border-line bg-white px-4 hover:border-primary hover:text-primary"
        >
          Template
        </Link>
      </div>
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm">
        <div className="w-72">
          <TagMultiSelect
            label="Company Node"
            options={departments}
            value={filter.departmentIds}
            onChange={(departmentIds) => set({ departmentIds })}
          />
        </div>
        <SelectField
          label="Sort"
          className="w-44"
          placeholder="Last Name"
          options={SORT_OPTIONS}
          value={filter.sortBy}
          onChange={(e) => set({ sortBy: e.target.value as RosterFilter['sortBy'] })}
        />
        <DateField label="From" value={filter.startDate} onChange={(startDate) => startDate && set({ startDate })} />
        <DateField label="To" value={filter.endDate} onChange={(endDate) => endDate && set({ endDate })} />
        <label className="flex flex-col gap-1 pb-5">
          <span className="font-semibold">Employee</span>
          <input
            type="search"
            aria-label="Search employees"
            placeholder="Name or clock id"
            value={filter.search}
            onChange={(e) => set({ search: e.target.value })}
            className="h-9 rounded-md border border-line px-3 outline-none focus:border-primary"
          />
        </label>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div className="flex items-start gap-3">
          <ShiftPanel
            canEdit={canEdit}
            onNew={() => setModal({ kind: 'edit', shift: null })}
            onEdit={(shift) => setModal({ kind: 'edit', shift })}
            onAssign={(shift) => setModal({ kind: 'assign', shift })}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            {roster.data && rows.length === 0 ? (
              <div className="rounded-lg bg-white p-6 text-muted shadow-sm" data-testid="roster-empty">
                {ROSTER_MESSAGES.noResult}
              </div>
            ) : (
              <RosterTable
                rows={rows}
                dates={dates}
                budget={budget}
                canEdit={canEdit}
                copying={copying}
                multiShift={multiShift}
                onDeleteSection={(employeeId, date, section) =>
                  void changes.deleteSection(employeeId, date, section.id, section.baseShiftWorksectionId ?? null)
                }
                onDeleteOffDay={(employeeId, date) => void changes.deleteOffDay(employeeId, date)}
              />
            )}
            {total > ROSTER_PAGE_SIZE && (
              <div className="flex items-center justify-end gap-2">
                <Button disabled={filter.page <= 1} onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}>
                  Previous
                </Button>
                <span>
                  Page {filter.page} of {Math.ceil(total / ROSTER_PAGE_SIZE)}
                </span>
                <Button
                  disabled={filter.page * ROSTER_PAGE_SIZE >= total}
                  onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
                >
                  Next
                </Button>
              </div>
            )}
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className="rounded bg-primary px-2 py-1 text-[12px] text-white shadow-lg">
              {dragging.kind === 'offDay' ? 'Off Day' : copying && dragging.kind === 'bar' ? 'Copy' : 'Shift'}
            </div>
          )}
        </DragOverlay>
      </DndContext>
      {modal?.kind === 'edit' && <ShiftFormModal shift={modal.shift} onClose={() => setModal(null)} />}
      {modal?.kind === 'assign' && <AssignShiftModal shift={modal.shift} onClose={() => setModal(null)} />}
      {copyOpen && <CopyRosterModal departmentIds={filter.departmentIds} onClose={() => setCopyOpen(false)} />}
    </div>
  );
}

/** Whether Ctrl (or ⌘) is held while a drag is on: a bar dropped then is copied (beyond the spec). */
function useCtrlHeld(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) {
      setHeld(false);
      return;
    }
    const update = (event: KeyboardEvent | PointerEvent) => setHeld(event.ctrlKey || event.metaKey);
    window.addEventListener('keydown', update);
    window.addEventListener('keyup', update);
    window.addEventListener('pointermove', update);
    return () => {
      window.removeEventListener('keydown', update);
      window.removeEventListener('keyup', update);
      window.removeEventListener('pointermove', update);
    };
  }, [active]);
  return held;
}
