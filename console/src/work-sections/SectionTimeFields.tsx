import { TimeInput } from '../kit/TimeField';
import type { SectionDraft } from './section-form';

const INPUT = 'h-9 rounded-md border px-2 outline-none focus:border-primary';

/**
 * A section's Sch In and Sch Out with the Previous Day and Next Day flags, and its break in minutes: the part every
 * section form has. `suffix` tells rows apart in their labels ("Sch In 2"); `errors` are by field.
 */
export function SectionTimeFields({
  section,
  errors,
  onChange,
  suffix = '',
  breakDisabled = false,
}: {
  section: SectionDraft;
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<SectionDraft>) => void;
  suffix?: string;
  breakDisabled?: boolean;
}) {
  const border = (field: string) => (errors[field] ? 'border-danger' : 'border-line');
  return (
    <>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Sch In</span>
        <TimeInput
          aria-label={`Sch In${suffix}`}
          invalid={!!errors.startTime}
          className="w-24"
          value={section.startTime}
          onChange={(startTime) => onChange({ startTime })}
        />
      </label>
      <label className="flex h-9 items-center gap-1 self-end">
        <input
          type="checkbox"
          aria-label={`Previous Day${suffix}`}
          checked={section.previousDay}
          onChange={(e) => onChange({ previousDay: e.target.checked })}
        />
        Previous Day
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Sch Out</span>
        <TimeInput
          aria-label={`Sch Out${suffix}`}
          invalid={!!errors.endTime}
          className="w-24"
          value={section.endTime}
          onChange={(endTime) => onChange({ endTime })}
        />
      </label>
      <label className="flex h-9 items-center gap-1 self-end">
        <input
          type="checkbox"
          aria-label={`Next Day${suffix}`}
          checked={section.nextDay}
          onChange={(e) => onChange({ nextDay: e.target.checked })}
        />
        Next Day
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Break (min)</span>
        <input
          type="number"
          min={0}
          aria-label={`Break${suffix}`}
          aria-invalid={errors.breakTime ? true : undefined}
          disabled={breakDisabled}
          className={`${INPUT} w-24 ${border('breakTime')} disabled:bg-canvas`}
          value={section.breakTime}
          onChange={(e) => onChange({ breakTime: e.target.value })}
        />
      </label>
    </>
  );
}

/** The first of the time fields' messages, shown under them. */
export function SectionTimeError({ errors }: { errors: Record<string, string | undefined> }) {
  const text = errors.startTime ?? errors.endTime ?? errors.breakTime;
  if (!text) return null;
  return (
    <div className="w-full text-[13px] text-danger" role="alert">
      {text}
    </div>
  );
}
