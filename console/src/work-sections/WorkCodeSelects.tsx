import { usePositionOptions } from '../employees/use-employee-options';
import { SelectField } from '../kit/Field';
import { useSectionJobOptions, useSectionTaskOptions } from './section-queries';

/** The Position, Job and Task a section or a punch is coded with (ids; '' for none). */
export interface WorkCodes {
  positionId: string;
  jobId: string;
  taskId: string;
}

/**
 * The Position, Job and Task selects every form coding work shares (the section form, the punch and punch pair
 * forms): the jobs the Position offers, the tasks of the Job, a Task required once a Job is chosen (spec 001 §5).
 * Choosing a Position clears the Job and Task, choosing a Job the Task. `shown` leaves out what the company does
 * not use (the Task still shows once a Job is chosen); `positionRequired` marks the Position required.
 */
export function WorkCodeSelects({
  codes,
  errors,
  onChange,
  shown = { position: true, job: true, task: true },
  positionRequired = false,
}: {
  codes: WorkCodes;
  errors: Record<string, string | undefined>;
  onChange: (next: WorkCodes) => void;
  shown?: { position: boolean; job: boolean; task: boolean };
  positionRequired?: boolean;
}) {
  const positions = usePositionOptions();
  const jobs = useSectionJobOptions(codes.positionId);
  const tasks = useSectionTaskOptions(codes.jobId);
  return (
    <>
      {shown.position && (
        <SelectField
          label="Position"
          required={positionRequired}
          options={positions}
          value={codes.positionId}
          error={errors.positionId}
          onChange={(e) => onChange({ positionId: e.target.value, jobId: '', taskId: '' })}
        />
      )}
      {shown.job && (
        <SelectField
          label="Job"
          options={jobs}
          value={codes.jobId}
          error={errors.jobId}
          onChange={(e) => onChange({ ...codes, jobId: e.target.value, taskId: '' })}
        />
      )}
      {(shown.task || codes.jobId !== '') && (
        <SelectField
          label="Task"
          required={codes.jobId !== ''}
          options={tasks}
          value={codes.taskId}
          error={errors.taskId}
          disabled={codes.jobId === ''}
          onChange={(e) => onChange({ ...codes, taskId: e.target.value })}
        />
      )}
    </>
  );
}
