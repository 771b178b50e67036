import { useDndContext, useDraggable, useDroppable } from '@dnd-kit/core';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { RosterDayAnswer, RosterRowAnswer, RosterSectionAnswer } from '@rollcall/api-client';
import {
  barGeometry,
  DAY_WIDTH_PX,
  LOCKED_COLOUR,
  LOCKED_SECTION_TYPE,
  minutesToPixels,
  OFF_DAY_COLOUR,
  OFF_DAY_LABEL,
  RULER_HOURS,
} from '@rollcall/contracts/roster';
import { Link } from 'wouter';
import { dayHeading } from '../kit/dates';
import { dropDecision, type DragItem, type DropDay } from './roster-drop';
import { ROSTER_ANSWER_TEXT, ROSTER_MESSAGES } from './roster-messages';
import { dayTotals, dropDay, formatCost, formatHours, grandTotals, rowTotals, shiftTimes } from './roster-table';

const CELL_WIDTH = Math.ceil(DAY_WIDTH_PX) + 8;

/**
 * The roster table (spec 001 §2): a row per employee, a column per day with its totals (and cost with shift
 * budget) over a 0–24 ruler; bars on the 120-minute scale; empty cells say 'Drop here'. While a drag hovers over a
 * cell, the cell says whether the drop would be taken or refused.
 */
export function RosterTable({
  rows,
  dates,
  budget,
  canEdit,
  copying,
  multiShift,
  onDeleteSection,
  onDeleteOffDay,
}: {
  rows: RosterRowAnswer[];
  dates: string[];
  budget: boolean;
  canEdit: boolean;
  /** Ctrl is held: a bar dropped is copied */
  copying: boolean;
  /** the company's multi-shift feature: more than one shift a day */
  multiShift: boolean;
  onDeleteSection: (employeeId: string, date: string, section: RosterSectionAnswer) => void;
  onDeleteOffDay: (employeeId: string, date: string) => void;
}) {
  const grand = grandTotals(rows);
  return (
    <div
      className="overflow-auto rounded-lg bg-white shadow-sm"
      style={{ maxHeight: 'max(320px, calc(100vh - 420px))' }}
    >
      <table className="border-separate border-spacing-0 text-[13px]" data-testid="roster-table">
        <thead className="sticky top-0 z-10 bg-white">
          <tr>
            <th className="sticky left-0 z-20 min-w-48 border-b border-line bg-white px-2 py-1 text-left">
              Employee List
            </th>
            <th className="border-b border-line px-2 py-1">Std Hrs</th>
            {dates.map((date) => {
              const { weekday, dayMonth } = dayHeading(date);
              const totals = dayTotals(rows, date);
              return (
                <th
                  key={date}
                  className="border-b border-l border-line px-1 py-1 font-normal"
                  style={{ minWidth: CELL_WIDTH }}
                >
                  <div className="font-semibold">
                    {dayMonth} {weekday}
                  </div>
                  <div className="text-muted" data-testid={`day-hours-${date}`}>
                    {formatHours(totals.hours)} hrs
                    {budget && (
                      <span data-testid={`day-cost-${date}`} className="ml-2">
                        {formatCost(totals.cost)}
                      </span>
                    )}
                  </div>
                  <Ruler />
                </th>
              );
            })}
            {budget && <th className="border-b border-l border-line px-2 py-1">Total Hours</th>}
            {budget && <th className="border-b border-line px-2 py-1">Total Cost</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const totals = rowTotals(row);
            const name = `${row.employee.firstName} ${row.employee.lastName}`;
            return (
              <tr key={row.employee.id} data-testid={`roster-row-${row.employee.id}`}>
                <td className="sticky left-0 z-10 border-b border-line bg-white px-2 py-1">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{name}</span>
                    <Link
                      href={`/timesheet/view?id=${row.employee.id}`}
                      className="text-primary"
                      aria-label={`Timesheet of ${name}`}
                    >
                      ⏱
                    </Link>
                  </div>
                  <div className="text-[12px] text-muted">{row.employee.departmentName}</div>
                </td>
                <td className="border-b border-line px-2 text-center">
                  {row.employee.standardHours == null ? '' : row.employee.standardHours.toFixed(1)}
                </td>
                {row.scheduleRuleVoList.map((day) => (
                  <RosterCell
                    key={day.title}
                    employeeId={row.employee.id}
                    name={name}
                    day={day}
                    canEdit={canEdit}
                    copying={copying}
                    multiShift={multiShift}
                    onDeleteSection={(section) => onDeleteSection(row.employee.id, day.title, section)}
                    onDeleteOffDay={() => onDeleteOffDay(row.employee.id, day.title)}
                  />
                ))}
                {budget && (
                  <td
                    className="border-b border-l border-line px-2 text-right"
                    data-testid={`row-hours-${row.employee.id}`}
                  >
                    {formatHours(totals.hours)}
                  </td>
                )}
                {budget && (
                  <td className="border-b border-line px-2 text-right" data-testid={`row-cost-${row.employee.id}`}>
                    {formatCost(totals.cost)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        {budget && (
          <tfoot>
            <tr>
              <td className="px-2 py-1 font-semibold" colSpan={2 + dates.length}>
                Total
              </td>
              <td className="border-l border-line px-2 text-right font-semibold" data-testid="roster-total-hours">
                {formatHours(grand.hours)}
              </td>
              <td className="px-2 text-right font-semibold" data-testid="roster-total-cost">
                {formatCost(grand.cost)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** The 0–24 ruler in 2-hour steps. */
function Ruler() {
  return (
    <div className="relative mt-1 h-4" style={{ width: DAY_WIDTH_PX }} aria-hidden>
      {RULER_HOURS.map((hour) => (
        <span
          key={hour}
          className="absolute top-0 -translate-x-1/2 text-[10px] text-muted"
          style={{ left: minutesToPixels(hour * 60) }}
        >
          {hour}
        </span>
      ))}
    </div>
  );
}

function RosterCell({
  employeeId,
  name,
  day,
  canEdit,
  copying,
  multiShift,
  onDeleteSection,
  onDeleteOffDay,
}: {
  employeeId: string;
  name: string;
  day: RosterDayAnswer;
  canEdit: boolean;
  copying: boolean;
  multiShift: boolean;
  onDeleteSection: (section: RosterSectionAnswer) => void;
  onDeleteOffDay: () => void;
}) {
  const target = dropDay(employeeId, day);
  const { setNodeRef, isOver } = useDroppable({
    id: `cell:${employeeId}:${day.title}`,
    data: target,
    disabled: !canEdit,
  });
  const { active } = useDndContext();
  const dragged = active?.data.current as DragItem | undefined;
  const decision = isOver && dragged ? dropDecision(dragged, target, copying, multiShift) : null;
  const refused = decision?.refusal ? (ROSTER_ANSWER_TEXT[decision.refusal] ?? ROSTER_MESSAGES.conflict) : null;
  const empty = !day.isOffDay && day.workSections.length === 0;
  const outline = decision
    ? refused
      ? 'outline-2 outline-danger'
      : decision.action.kind === 'none'
        ? ''
        : 'outline-2 outline-primary'
    : '';
  return (
    <td
      ref={setNodeRef}
      data-testid={`cell-${employeeId}-${day.title}`}
      data-drop={decision ? (refused ? 'refused' : 'accepted') : undefined}
      aria-label={`${name} ${day.title}`}
      className={`relative h-10 border-b border-l border-line px-1 align-middle ${day.isClosed ? 'bg-canvas' : ''} ${outline}`}
      style={{ minWidth: CELL_WIDTH }}
    >
      <div className="relative h-6" style={{ width: DAY_WIDTH_PX }}>
        {day.isOffDay && <OffDayBar canEdit={canEdit && !day.isClosed} onDelete={onDeleteOffDay} />}
        {!day.isOffDay &&
          day.workSections.map((section) => (
            <SectionBar
              key={section.id}
              section={section}
              from={target}
              canEdit={canEdit && !day.isClosed}
              onDelete={() => onDeleteSection(section)}
            />
          ))}
        {empty && !decision && (
          <span className="absolute inset-0 flex items-center justify-center text-muted">
            {ROSTER_MESSAGES.dropHere}
          </span>
        )}
        {refused && (
          <span
            role="status"
            className="absolute inset-x-0 -bottom-1 z-10 truncate bg-white/90 text-[11px] text-danger"
          >
            {refused}
          </span>
        )}
      </div>
    </td>
  );
}

function SectionBar({
  section,
  from,
  canEdit,
  onDelete,
}: {
  section: RosterSectionAnswer;
  from: DropDay;
  canEdit: boolean;
  onDelete: () => void;
}) {
  const locked = section.type === LOCKED_SECTION_TYPE;
  const geometry = barGeometry({
    start: section.startTime,
    end: section.endTime,
    startType: section.startTimeType,
    endType: section.endTimeType,
  });
  const item: DragItem = {
    kind: 'bar',
    from,
    section: from.sections.find((s) => s.id === section.id) ?? {
      id: section.id,
      start: section.startTime,
      end: section.endTime,
    },
  };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `bar:${section.id}`,
    data: item,
    disabled: !canEdit || locked,
  });
  if (!geometry) return null;
  const label = section.labelName || section.departmentName || 'Shift';
  return (
    <Popover className="absolute top-0 h-6" style={{ left: geometry.left, width: Math.max(geometry.width, 4) }}>
      <PopoverButton
        ref={setNodeRef}
        {...listeners}
        {...attributes}
        data-testid={`bar-${section.id}`}
        aria-label={`${label} ${shiftTimes(section)}${locked ? ' (locked)' : ''}`}
        className={`h-6 w-full truncate rounded px-1 text-left text-[11px] text-white ${isDragging ? 'opacity-40' : ''} ${locked ? 'cursor-not-allowed' : 'cursor-grab'}`}
        style={{ background: locked ? LOCKED_COLOUR : (section.colorCode ?? OFF_DAY_COLOUR) }}
      >
        {label}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 flex w-52 flex-col gap-1 rounded-md border border-line bg-white p-3 text-[13px] shadow-lg"
      >
        <span className="font-semibold">{section.departmentName ?? label}</span>
        <span>{shiftTimes(section)}</span>
        {section.breakTime > 0 && <span className="text-muted">Break {section.breakTime} min</span>}
        {canEdit && !locked && (
          <button type="button" className="self-start text-danger hover:underline" onClick={onDelete}>
            Delete
          </button>
        )}
      </PopoverPanel>
    </Popover>
  );
}

function OffDayBar({ canEdit, onDelete }: { canEdit: boolean; onDelete: () => void }) {
  return (
    <Popover className="absolute inset-x-0 top-0 h-6">
      <PopoverButton
        className="h-6 w-full rounded text-[11px] text-white"
        style={{ background: OFF_DAY_COLOUR }}
        data-testid="off-day-bar"
      >
        {OFF_DAY_LABEL}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 flex flex-col gap-1 rounded-md border border-line bg-white p-3 text-[13px] shadow-lg"
      >
        <span className="font-semibold">{OFF_DAY_LABEL}</span>
        {canEdit && (
          <button type="button" className="self-start text-danger hover:underline" onClick={onDelete}>
            Delete
          </button>
        )}
      </PopoverPanel>
    </Popover>
  );
}
