import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { DateField } from '../kit/DateField';
import { FormModal } from '../kit/forms/FormModal';
import { TimeField } from '../kit/TimeField';
import { PunchCodeFields, usePunchCodeSettings } from './PunchCodeFields';
import {
  canAddOut,
  pairDraft,
  pairErrors,
  pairRequest,
  type PairDraft,
  withOutRow,
  withoutOutRow,
} from './punch-pair-form';
import { PUNCH_PAIR_MESSAGES as M } from './punch-pair-messages';
import { PUNCH_CODES } from './timesheet-messages';
import { ReasonField } from './ReasonField';
import { useTimesheetWrite } from './use-timesheet-write';

/** Opens the Punch Pair modal once the pair is read (GET /api/punch-pairs/{id}). */
export function PunchPairEditor({
  employeeId,
  pairId,
  onWritten,
  onClose,
}: {
  employeeId: string;
  pairId: string;
  onWritten: (eventIds: readonly string[]) => void;
  onClose: () => void;
}) {
  const pair = useQuery({
    queryKey: ['punch-pair', pairId],
    queryFn: () => api.getPunchPair({ path: { id: pairId } }),
    staleTime: 0,
    gcTime: 0,
  });
  if (pair.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(pair.error)}
      </p>
    );
  if (!pair.data) return null;
  return <PunchPairModal employeeId={employeeId} pair={pairDraft(pair.data)} onWritten={onWritten} onClose={onClose} />;
}

/**
 * 'Punch Pair' (spec 001 §2, §5): the pair's In and Out (each a date and a time), its site and codes when the company
 * uses them, and the reason, saved with PUT /punch-pairs/{id}. A pair without an out punch offers the punch-out row.
 */
export function PunchPairModal({
  employeeId,
  pair,
  onWritten,
  onClose,
}: {
  employeeId: string;
  pair: PairDraft;
  onWritten: (eventIds: readonly string[]) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<PairDraft>(pair);
  const codes = usePunchCodeSettings();
  const set = (patch: Partial<PairDraft>) => setValues((v) => ({ ...v, ...patch }));
  const { errors, busy, save } = useTimesheetWrite({
    employeeId,
    onWritten,
    onClose,
    validate: () => pairErrors(values, codes),
    run: () => api.savePunchPair({ path: { id: values.id }, body: pairRequest(values) }),
    success: M.saved,
    codes: PUNCH_CODES,
    failure: M.saveFailed,
  });
  const outRow = values.hasOut || values.addingOut;

  return (
    <FormModal title="Punch Pair" width={550} busy={busy} onClose={onClose} onSave={() => void save()} noValidate>
      <div className="grid grid-cols-2 gap-x-4">
        {values.hasIn && (
          <PunchTimeRow
            label="In"
            day={values.inDay}
            time={values.inTime}
            error={errors.inTime}
            onChange={(inDay, inTime) => set({ inDay, inTime })}
          />
        )}
        {outRow && (
          <PunchTimeRow
            label="Out"
            day={values.outDay}
            time={values.outTime}
            error={errors.outTime}
            onChange={(outDay, outTime) => set({ outDay, outTime })}
          />
        )}
      </div>
      {canAddOut(values) && (
        <div className="pb-3">
          <Button onClick={() => setValues(withOutRow)}>+ Punch Out</Button>
        </div>
      )}
      {values.addingOut && (
        <div className="pb-3">
          <Button onClick={() => setValues(withoutOutRow)}>Remove Punch Out</Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-x-4">
        <PunchCodeFields values={values} codes={codes} errors={errors} positionRequired onChange={set} />
      </div>
      <ReasonField value={values.reason} onChange={(reason) => set({ reason })} />
    </FormModal>
  );
}

/** One punch of the pair: its local date and time. */
function PunchTimeRow({
  label,
  day,
  time,
  error,
  onChange,
}: {
  label: 'In' | 'Out';
  day: string;
  time: string;
  error: string | undefined;
  onChange: (day: string, time: string) => void;
}) {
  return (
    <>
      <DateField label={`${label} Date`} required value={day} onChange={(next) => onChange(next, time)} />
      <TimeField label={label} required value={time} error={error} onChange={(next) => onChange(day, next)} />
    </>
  );
}
