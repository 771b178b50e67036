import { useState } from 'react';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import type { Period } from './period';
import { unitsText } from './pay-card-form';
import { PayCardFormModal } from './PayCardFormModal';
import { PAY_CARD_MESSAGES as M } from './pay-card-messages';
import { usePayCard } from './pay-card-queries';

/** The timesheet's 'Pay Card' card (spec 001 §2): the period's lines, and Edit while the timesheet is editable. */
export function PayCardCard({
  employeeId,
  period,
  editable,
}: {
  employeeId: string;
  period: Period;
  editable: boolean;
}) {
  const card = usePayCard(employeeId, period);
  const [editing, setEditing] = useState(false);
  const data = card.data;
  return (
    <section data-testid="pay-card" aria-label="Pay Card" className="flex flex-col gap-2 rounded-lg bg-white p-4">
      <div className="flex items-center gap-2">
        <h2 className="mr-auto font-bold">Pay Card</h2>
        {editable && data && !data.closed && <Button onClick={() => setEditing(true)}>Edit</Button>}
      </div>
      {card.isError && <p className="text-danger">{errorText(card.error)}</p>}
      {data?.description && <p data-testid="pay-card-description">{data.description}</p>}
      {data && data.details.length === 0 && <p className="text-muted">{M.noLines}</p>}
      {data && data.details.length > 0 && (
        <table className="w-full text-left">
          <thead>
            <tr className="text-muted">
              <th className="pr-2 font-normal">Pay Type</th>
              <th className="pr-2 text-right font-normal">Units</th>
              <th className="font-normal">Notes</th>
            </tr>
          </thead>
          <tbody>
            {data.details.map((d) => (
              <tr key={d.id} data-testid="pay-card-detail">
                <td className="pr-2">{d.payTypeName}</td>
                <td className="pr-2 text-right tabular-nums">{unitsText(d.units)}</td>
                <td className="text-muted">{d.notes ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && data && <PayCardFormModal card={data} onClose={() => setEditing(false)} />}
    </section>
  );
}
