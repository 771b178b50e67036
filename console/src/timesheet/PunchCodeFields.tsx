import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useCompanySettings } from '../api/use-company-settings';
import { SelectField } from '../kit/Field';
import { type WorkCodes, WorkCodeSelects } from '../work-sections/WorkCodeSelects';
import type { PunchCodeSettings } from './punch-form';

/** Which codes a punch is asked for: the company's site, position, job and task switches. */
export function usePunchCodeSettings(): PunchCodeSettings {
  const settings = useCompanySettings().data;
  return {
    site: settings?.isSiteCodeEnabled ?? false,
    position: settings?.isPositionCodeEnabled ?? false,
    job: settings?.isJobCodeEnabled ?? false,
    task: settings?.isTaskCodeEnabled ?? false,
  };
}

/** The codes of a punch or a punch pair: the Site (active sites) and the Position, Job and Task the company uses. */
export function PunchCodeFields({
  values,
  codes,
  errors,
  positionRequired = false,
  onChange,
}: {
  values: WorkCodes & { workPlaceId: string };
  codes: PunchCodeSettings;
  errors: Record<string, string | undefined>;
  /** the Punch Pair form requires the Position when the company uses it (spec 001 §5) */
  positionRequired?: boolean;
  onChange: (patch: Partial<WorkCodes & { workPlaceId: string }>) => void;
}) {
  const sites = useQuery({
    queryKey: ['workplaces', 'active'],
    queryFn: () => api.listWorkplaces({ query: { status: 'true' } }),
    enabled: codes.site,
  });
  return (
    <>
      {codes.site && (
        <SelectField
          label="Site"
          required
          options={(sites.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={values.workPlaceId}
          error={errors.workPlaceId}
          onChange={(e) => onChange({ workPlaceId: e.target.value })}
        />
      )}
      <WorkCodeSelects
        codes={{ positionId: values.positionId, jobId: values.jobId, taskId: values.taskId }}
        errors={errors}
        shown={codes}
        positionRequired={positionRequired && codes.position}
        onChange={onChange}
      />
    </>
  );
}
