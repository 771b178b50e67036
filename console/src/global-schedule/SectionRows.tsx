import { Button } from '../kit/Button';
import { blankSection, type SectionDraft } from './global-schedule-form';

const TIME_INPUT = 'h-9 rounded-md border px-2 outline-none focus:border-primary';

/** The day's work sections: Sch In and Sch Out with the Previous/Next Day flags, the break, New Section. */
export function SectionRows({
  sections,
  errors,
  onChange,
}: {
  sections: SectionDraft[];
  errors: Record<string, string>;
  onChange: (sections: SectionDraft[]) => void;
}) {
  const set = (key: number, patch: Partial<SectionDraft>) =>
    onChange(sections.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const nextKey = Math.max(0, ...sections.map((s) => s.key)) + 1;
  return (
    <div className="flex flex-col gap-2">
      {sections.map((s, i) => {
        const error = (field: string) => errors[`sections.${s.key}.${field}`];
        const border = (field: string) => (error(field) ? 'border-danger' : 'border-line');
        return (
          <div key={s.key} className="flex flex-wrap items-end gap-3" data-testid="section-row">
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Sch In</span>
              <input
                type="time"
                aria-label={`Sch In ${i + 1}`}
                className={`${TIME_INPUT} ${border('startTime')}`}
                value={s.startTime}
                onChange={(e) => set(s.key, { startTime: e.target.value })}
              />
            </label>
            <label className="flex h-9 items-center gap-1">
              <input
                type="checkbox"
                checked={s.previousDay}
                onChange={(e) => set(s.key, { previousDay: e.target.checked })}
              />
              Previous Day
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Sch Out</span>
              <input
                type="time"
                aria-label={`Sch Out ${i + 1}`}
                className={`${TIME_INPUT} ${border('endTime')}`}
                value={s.endTime}
                onChange={(e) => set(s.key, { endTime: e.target.value })}
              />
            </label>
            <label className="flex h-9 items-center gap-1">
              <input type="checkbox" checked={s.nextDay} onChange={(e) => set(s.key, { nextDay: e.target.checked })} />
              Next Day
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Break (min)</span>
              <input
                type="number"
                min={0}
                aria-label={`Break ${i + 1}`}
                className={`${TIME_INPUT} w-24 ${border('breakTime')}`}
                value={s.breakTime}
                onChange={(e) => set(s.key, { breakTime: e.target.value })}
              />
            </label>
            <Button
              variant="link"
              aria-label={`Remove section ${i + 1}`}
              onClick={() => onChange(sections.filter((x) => x.key !== s.key))}
            >
              Remove
            </Button>
            {(error('startTime') || error('endTime') || error('breakTime')) && (
              <div className="w-full text-[13px] text-danger" role="alert">
                {error('startTime') ?? error('endTime') ?? error('breakTime')}
              </div>
            )}
          </div>
        );
      })}
      <div>
        <Button onClick={() => onChange([...sections, blankSection(nextKey)])}>New Section</Button>
      </div>
      {errors.sections && (
        <div className="text-[13px] text-danger" role="alert">
          {errors.sections}
        </div>
      )}
    </div>
  );
}
