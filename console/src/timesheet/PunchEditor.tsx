import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { newPunch, punchDraft } from './punch-form';
import { PunchFormModal } from './PunchFormModal';
import type { PunchOpen } from './PunchPairRow';

/** Opens New Punch at once, or Modify Punch once the punch is read (GET /api/punches/{id}). */
export function PunchEditor({
  employeeId,
  open,
  onWritten,
  onClose,
}: {
  employeeId: string;
  open: PunchOpen;
  onWritten: (eventIds: readonly string[]) => void;
  onClose: () => void;
}) {
  const punch = useQuery({
    queryKey: ['punch', open.punchId],
    queryFn: () => api.getPunch({ path: { id: open.punchId ?? '' } }),
    enabled: open.punchId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  if (open.punchId === null)
    return (
      <PunchFormModal
        employeeId={employeeId}
        punch={newPunch(open.day)}
        deletable={false}
        onWritten={onWritten}
        onClose={onClose}
      />
    );
  if (punch.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(punch.error)}
      </p>
    );
  if (!punch.data) return null;
  return (
    <PunchFormModal
      employeeId={employeeId}
      punch={punchDraft(open.day, punch.data)}
      deletable={open.deletable}
      onWritten={onWritten}
      onClose={onClose}
    />
  );
}
