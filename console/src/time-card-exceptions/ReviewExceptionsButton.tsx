import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../kit/Button';
import { usePermissions } from '../session/use-permissions';
import { DayExceptionsModal } from './DayExceptionsModal';

/** A timesheet day header's Review Exceptions (spec 001 §2: only when the day has exceptions) and its modal. */
export function ReviewExceptionsButton({ employeeId, date }: { employeeId: string; date: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  return (
    <>
      <Button
        variant="link"
        className="text-[12px]"
        aria-label={`Review Exceptions ${date}`}
        onClick={() => setOpen(true)}
      >
        Review Exceptions
      </Button>
      {open && (
        <DayExceptionsModal
          employeeId={employeeId}
          date={date}
          mayReview={can('timesheet', 'approve')}
          onClose={() => setOpen(false)}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] })}
        />
      )}
    </>
  );
}
