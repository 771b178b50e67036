import { useState } from 'react';
import { Button } from '../kit/Button';
import { notify } from '../kit/notifications/notification-store';
import { blankSection, nextSectionKey, sectionTimesText, type SectionDraft } from '../work-sections/section-form';
import { SectionFormModal } from '../work-sections/SectionFormModal';
import { formatHours } from '../roster/roster-table';
import { newSectionProblem, withSection, withoutSection, workingHours, type DayDraft, type GridDay } from './day-form';
import { DayModifyDialog } from './DayModifyDialog';

/** Spec 001 §9: day columns 180 wide; the schedule grid 598 high, scrolling. */
export const DAY_COLUMN_WIDTH = 180;
export const SCHEDULE_GRID_HEIGHT = 598;

export interface GridPeriod {
  label: string | null;
  days: GridDay[];
}

type Editing =
  { kind: 'day'; day: GridDay } | { kind: 'section'; day: GridDay; section: SectionDraft; creating: boolean };

/**
 * The schedule's day columns, a row per period, with their dialogs: the column heading opens Day Modify (not on a
 * closed day), each day lists its sections by start with New Section, and a section opens the section form. Every
 * change goes to `onDayChange`; the screen keeps it until it saves.
 */
export function ScheduleDaysEditor({
  periods,
  multiShift,
  editable,
  onDayChange,
}: {
  periods: GridPeriod[];
  multiShift: boolean;
  editable: boolean;
  onDayChange: (key: string, day: DayDraft) => void;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const days = periods.flatMap((p) => p.days);
  const change = (day: GridDay, next: DayDraft) => {
    onDayChange(day.key, next);
    setEditing(null);
  };

  function newSection(day: GridDay) {
    const refused = newSectionProblem(day, multiShift);
    if (refused) notify.warning(refused);
    else setEditing({ kind: 'section', day, section: blankSection(nextSectionKey(day.workSections)), creating: true });
  }

  return (
    <>
      <div
        className="overflow-auto rounded-md border border-line"
        style={{ height: SCHEDULE_GRID_HEIGHT }}
        data-testid="schedule-grid"
      >
        {periods.map((period, p) => (
          <div key={p} className="border-b border-line last:border-b-0">
            {period.label && (
              <div className="sticky left-0 bg-canvas px-2 py-1 text-[13px] font-semibold">{period.label}</div>
            )}
            <div className="flex">
              {period.days.map((day) => (
                <DayColumn
                  key={day.key}
                  day={day}
                  editable={editable && !day.isClosed}
                  onOpen={() => setEditing({ kind: 'day', day })}
                  onNewSection={() => newSection(day)}
                  onEditSection={(section) => setEditing({ kind: 'section', day, section, creating: false })}
                  onRemoveSection={(section) => onDayChange(day.key, withoutSection(day, section.key))}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      {editing?.kind === 'day' && (
        <DayModifyDialog
          day={editing.day}
          days={days}
          onApply={(next) => change(editing.day, next)}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'section' && (
        <SectionFormModal
          section={editing.section}
          creating={editing.creating}
          onSave={(section) => change(editing.day, withSection(editing.day, section))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function DayColumn({
  day,
  editable,
  onOpen,
  onNewSection,
  onEditSection,
  onRemoveSection,
}: {
  day: GridDay;
  editable: boolean;
  onOpen: () => void;
  onNewSection: () => void;
  onEditSection: (section: SectionDraft) => void;
  onRemoveSection: (section: SectionDraft) => void;
}) {
  return (
    <div
      className="flex min-h-64 shrink-0 flex-col gap-2 border-r border-line p-2"
      style={{ width: DAY_COLUMN_WIDTH }}
      data-testid={`day-${day.key}`}
      data-day={day.key}
    >
      <button
        type="button"
        aria-label={`Day Modify ${day.title}`}
        disabled={!editable}
        onClick={onOpen}
        className="flex flex-col items-start rounded px-1 text-left font-semibold enabled:hover:text-primary"
      >
        <span>{day.title}</span>
        <span className="text-[12px] font-normal text-muted" data-testid="working-hours">
          {formatHours(workingHours(day))} hrs
        </span>
        {day.modified && (
          <span className="text-[12px] font-normal text-warning" data-testid="modified-mark">
            modified
          </span>
        )}
      </button>
      {day.isClosed && <span className="text-[12px] text-muted">In a closed pay period</span>}
      {day.isOffDay ? (
        <div className="rounded bg-offday/20 py-2 text-center text-[13px] text-muted" data-testid="off-day">
          Off Day
        </div>
      ) : (
        day.workSections.map((section) => {
          const times = sectionTimesText(section);
          return (
            <div
              key={section.key}
              className="flex items-start justify-between rounded border-l-4 border-primary bg-primary-soft px-2 py-1 text-[13px]"
              data-testid="section-card"
            >
              <button
                type="button"
                className="text-left enabled:hover:text-primary"
                aria-label={`Modify section ${times} of ${day.title}`}
                disabled={!editable}
                onClick={() => onEditSection(section)}
              >
                <div className="font-semibold">{times}</div>
                <div className="text-muted">Break {section.breakTime || '0'} min</div>
              </button>
              {editable && (
                <button
                  type="button"
                  className="text-muted hover:text-danger"
                  aria-label={`Remove section ${times} of ${day.title}`}
                  onClick={() => onRemoveSection(section)}
                >
                  ×
                </button>
              )}
            </div>
          );
        })
      )}
      {editable && (
        <Button className="mt-auto" aria-label={`New Section ${day.title}`} onClick={onNewSection}>
          New Section
        </Button>
      )}
    </div>
  );
}
