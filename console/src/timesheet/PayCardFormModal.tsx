import type { PayCardAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../api/client';
import { Button } from '../kit/Button';
import { FormModal } from '../kit/forms/FormModal';
import { useModalSave } from '../kit/forms/use-modal-save';
import { TextField } from '../kit/TextField';
import {
  type LineErrors,
  lineErrors,
  linesOf,
  newLine,
  type PayCardLine,
  payTypeOptions,
  saveBody,
} from './pay-card-form';
import { PAY_CARD_CODES, PAY_CARD_MESSAGES as M } from './pay-card-messages';
import { useDeletePayCardLine, usePayCardTypes } from './pay-card-queries';

const cell = 'h-8 w-full rounded-md border bg-white px-2 outline-none focus:border-primary';
const border = (error: string | undefined) => (error ? 'border-danger' : 'border-line');

/**
 * The Pay Card's Edit (spec 001 §2, §4, §5): the description and the details table. New lines are added and removed
 * here; a saved manual line is deleted by call; Save sends the lines as the parallel arrays.
 */
export function PayCardFormModal({ card, onClose }: { card: PayCardAnswer; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(card.description ?? '');
  const [lines, setLines] = useState<PayCardLine[]>(() => linesOf(card));
  const [lineProblems, setLineProblems] = useState<LineErrors>({});
  const next = useRef(0);
  const types = usePayCardTypes(true);
  const remove = useDeletePayCardLine(card.employeeId);
  const set = (key: string, patch: Partial<PayCardLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const { busy, save } = useModalSave({
    validate: (): Record<string, string> => {
      const problems = lineErrors(lines);
      setLineProblems(problems);
      return Object.keys(problems).length ? { lines: M.payTypeRequired } : {};
    },
    run: () => api.savePayCard({ body: saveBody(card, description, lines) }),
    success: M.saved,
    invalidate: ['pay-card', card.employeeId],
    codes: PAY_CARD_CODES,
    failure: M.saveFailed,
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['punch-records', card.employeeId] });
      onClose();
    },
  });

  return (
    <FormModal title="Pay Card" width={800} busy={busy} onClose={onClose} onSave={() => void save()} noValidate>
      <TextField
        label="Description"
        value={description}
        maxLength={500}
        onChange={(e) => setDescription(e.target.value)}
      />
      <table className="w-full border-collapse text-left" data-testid="pay-card-lines">
        <thead>
          <tr className="text-muted">
            <th className="py-1 pr-2 font-normal">
              Pay Type <span className="text-danger">*</span>
            </th>
            <th className="w-28 py-1 pr-2 font-normal">Units</th>
            <th className="w-28 py-1 pr-2 font-normal">Eff. Units</th>
            <th className="py-1 pr-2 font-normal">Notes</th>
            <th className="w-10" />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const problems = lineProblems[line.key] ?? {};
            return (
              <tr key={line.key} data-testid="pay-card-line" className="align-top">
                <td className="py-1 pr-2">
                  <select
                    aria-label={`Pay type of line ${index + 1}`}
                    className={`${cell} ${border(problems.payTypeId)}`}
                    value={line.payTypeId}
                    disabled={line.id !== null}
                    onChange={(e) => set(line.key, { payTypeId: e.target.value })}
                  >
                    <option value="">Please select</option>
                    {payTypeOptions(types.data ?? [], lines, line.key).map((o) => (
                      <option key={o.id} value={o.id} disabled={o.disabled}>
                        {o.name}
                      </option>
                    ))}
                  </select>
                  {problems.payTypeId && <p className="text-[12px] text-danger">{problems.payTypeId}</p>}
                </td>
                <td className="py-1 pr-2">
                  <input
                    aria-label={`Units of line ${index + 1}`}
                    inputMode="decimal"
                    className={`${cell} ${border(problems.units)}`}
                    value={line.units}
                    onChange={(e) => set(line.key, { units: e.target.value })}
                  />
                  {problems.units && <p className="text-[12px] text-danger">{problems.units}</p>}
                </td>
                <td className="py-1 pr-2">
                  <input
                    aria-label={`Eff. units of line ${index + 1}`}
                    inputMode="decimal"
                    className={`${cell} ${border(problems.effUnits)}`}
                    value={line.effUnits}
                    onChange={(e) => set(line.key, { effUnits: e.target.value })}
                  />
                  {problems.effUnits && <p className="text-[12px] text-danger">{problems.effUnits}</p>}
                </td>
                <td className="py-1 pr-2">
                  <input
                    aria-label={`Notes of line ${index + 1}`}
                    maxLength={500}
                    className={`${cell} border-line`}
                    value={line.notes}
                    onChange={(e) => set(line.key, { notes: e.target.value })}
                  />
                </td>
                <td className="py-1">
                  {(line.id === null || line.manualAdd) && (
                    <button
                      type="button"
                      aria-label={`Delete line ${index + 1}`}
                      className="h-8 px-2 text-danger disabled:opacity-40"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (line.id === null) setLines((all) => all.filter((l) => l.key !== line.key));
                        else if (card.id)
                          remove.mutate(
                            { payCardId: card.id, lineId: line.id },
                            { onSuccess: () => setLines((all) => all.filter((l) => l.key !== line.key)) },
                          );
                      }}
                    >
                      ✕
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="pt-2">
        <Button onClick={() => setLines((all) => [...all, newLine(`new-${(next.current += 1)}`)])}>Add</Button>
      </div>
    </FormModal>
  );
}
