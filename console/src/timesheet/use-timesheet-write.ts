import { useModalSave } from '../kit/forms/use-modal-save';

/**
 * The Save of a timesheet modal (punch, punch pair, shift): the form's rules, the call, the spec's texts, then the
 * period refreshed and the write's events handed to the grid, which asks for the period until they are recalculated.
 */
export function useTimesheetWrite<T extends { eventIds: string[] }>(options: {
  employeeId: string;
  validate: () => Record<string, string>;
  run: () => Promise<T>;
  success: string;
  codes: Record<string, string>;
  failure: string;
  onWritten: (eventIds: readonly string[]) => void;
  onClose: () => void;
}) {
  const { employeeId, onWritten, onClose, ...save } = options;
  return useModalSave({
    ...save,
    invalidate: ['punch-records', employeeId],
    onSaved: (answer) => {
      onWritten(answer.eventIds);
      onClose();
    },
  });
}
