import { Button } from '../kit/Button';
import { blankSection, nextSectionKey, type SectionDraft } from '../work-sections/section-form';
import { SectionTimeError, SectionTimeFields } from '../work-sections/SectionTimeFields';

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
  return (
    <div className="flex flex-col gap-2">
      {sections.map((s, i) => {
        const fieldErrors = {
          startTime: errors[`sections.${s.key}.startTime`],
          endTime: errors[`sections.${s.key}.endTime`],
          breakTime: errors[`sections.${s.key}.breakTime`],
        };
        return (
          <div key={s.key} className="flex flex-wrap items-end gap-3" data-testid="section-row">
            <SectionTimeFields
              section={s}
              errors={fieldErrors}
              suffix={` ${i + 1}`}
              onChange={(patch) => set(s.key, patch)}
            />
            <Button
              variant="link"
              aria-label={`Remove section ${i + 1}`}
              onClick={() => onChange(sections.filter((x) => x.key !== s.key))}
            >
              Remove
            </Button>
            <SectionTimeError errors={fieldErrors} />
          </div>
        );
      })}
      <div>
        <Button onClick={() => onChange([...sections, blankSection(nextSectionKey(sections))])}>New Section</Button>
      </div>
      {errors.sections && (
        <div className="text-[13px] text-danger" role="alert">
          {errors.sections}
        </div>
      )}
    </div>
  );
}
