// The section form's choices on the generated client: the jobs a Position offers (all active jobs without one) and
// the tasks of a job (spec 001 §7: jobs by position, tasks by job).
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Option } from '../kit/Field';

export function useSectionJobOptions(positionId: string): Option[] {
  const jobs = useQuery({
    queryKey: ['jobs', 'offered', positionId || 'all'],
    queryFn: () =>
      positionId
        ? api.listJobsWithExternalInfo({ path: { id: positionId } })
        : api.listJobs({ query: { status: 'true' } }),
  });
  return (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.code} ${j.name}` }));
}

export function useSectionTaskOptions(jobId: string): Option[] {
  const tasks = useQuery({
    queryKey: ['tasks', 'offered', jobId],
    queryFn: () => api.listTasksWithExternalInfo({ path: { id: jobId } }),
    enabled: jobId !== '',
  });
  return jobId ? (tasks.data ?? []).map((t) => ({ value: t.id, label: `${t.code} ${t.name}` })) : [];
}
