import type { CompanySettings } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { SubmitButton } from '../kit/forms/SubmitButton';
import { CheckboxField, SelectField } from '../kit/Field';
import { punchCodeNeedsJob } from '../jobs/third-party-rules';
import { notify } from '../kit/notifications/notification-store';
import { autoSelected, codeAndName, defaultFormErrors, punchCodePayload } from './punch-code-payload';
import { PUNCH_CODE_MESSAGES } from './punch-code-messages';
import { QrResult } from './QrResult';
import { qrImage } from './qr-image';

/** The default generator form: structure position, Job (or All Jobs), Task, Generate. */
export function DefaultPunchCodeForm({ settings }: { settings: CompanySettings }) {
  const positionShown = settings.isPositionCodeEnabled;
  const taskShown = settings.isTaskCodeEnabled;
  const jobRequired = punchCodeNeedsJob(settings.thirdPartyType?.id);
  const [departmentId, setDepartmentId] = useState('');
  const [allJobs, setAllJobs] = useState(false);
  const [jobId, setJobId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [image, setImage] = useState<string | null>(null);

  const positions = useQuery({
    queryKey: ['punch-codes', 'positions'],
    queryFn: () => api.listPunchCodePositions(),
    enabled: positionShown,
  });
  const byDepartment = positionShown && !allJobs && departmentId !== '';
  const jobs = useQuery({
    queryKey: ['punch-codes', 'jobs', byDepartment ? departmentId : 'all'],
    queryFn: () =>
      byDepartment ? api.listPunchCodeJobsOfDepartment({ path: { id: departmentId } }) : api.listPunchCodeJobs(),
  });
  const tasks = useQuery({
    queryKey: ['punch-codes', 'tasks', jobId],
    queryFn: () => api.listPunchCodeTasksOfJob({ path: { id: jobId } }),
    enabled: taskShown && jobId !== '',
  });

  useEffect(() => {
    if (jobs.data) setJobId((current) => autoSelected(jobs.data, current));
  }, [jobs.data]);
  useEffect(() => {
    setTaskId((current) => (jobId && tasks.data ? autoSelected(tasks.data, current) : ''));
  }, [jobId, tasks.data]);

  async function generate() {
    const invalid = defaultFormErrors(
      { departmentId, jobId, taskId },
      { positionShown, taskShown, jobRequired, taskOptionCount: tasks.data?.length ?? 0 },
    );
    setErrors(invalid);
    if (Object.keys(invalid).length) {
      setImage(null);
      return;
    }
    const position = positions.data?.find((p) => p.id === departmentId) ?? null;
    const job = jobs.data?.find((j) => j.id === jobId) ?? null;
    const task = taskShown ? (tasks.data?.find((t) => t.id === taskId) ?? null) : null;
    try {
      setImage(await qrImage(punchCodePayload({ department: positionShown ? position : null, job, task })));
    } catch (error) {
      notify.error(errorText(error, PUNCH_CODE_MESSAGES.generateFailed));
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-8">
      <form
        className="flex w-[400px] flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        {positionShown && (
          <SelectField
            label={settings.structureName || 'Department'}
            value={departmentId}
            options={(positions.data ?? []).map((p) => ({
              value: p.id,
              label: p.path ? `${p.path} / ${p.name}` : p.name,
            }))}
            onChange={(e) => {
              setDepartmentId(e.target.value);
              setImage(null);
            }}
          />
        )}
        <SelectField
          label="Job"
          required={jobRequired}
          value={jobId}
          error={errors.job}
          options={(jobs.data ?? []).map((j) => ({ value: j.id, label: codeAndName(j) }))}
          onChange={(e) => {
            setJobId(e.target.value);
            setImage(null);
          }}
        />
        {positionShown && (
          <CheckboxField
            className="pb-5"
            label="All Jobs"
            checked={allJobs}
            onChange={(checked) => {
              setAllJobs(checked);
              setImage(null);
            }}
          />
        )}
        {taskShown && (
          <SelectField
            label="Task"
            value={taskId}
            error={errors.task}
            options={(tasks.data ?? []).map((t) => ({ value: t.id, label: codeAndName(t) }))}
            onChange={(e) => {
              setTaskId(e.target.value);
              setImage(null);
            }}
          />
        )}
        <SubmitButton>Generate</SubmitButton>
      </form>
      <QrResult image={image} />
    </div>
  );
}
