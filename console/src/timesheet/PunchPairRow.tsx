import type { PunchPair } from '@rollcall/api-client';
import { hours, pairTimes } from './hours';

const columns = 'grid grid-cols-[1fr_1fr_auto] items-center gap-1 px-2';

/** What a click on a pair's time opens: Modify Punch for a punch, New Punch for the missing out punch. */
export interface PunchOpen {
  /** the timesheet day */
  day: string;
  /** null: a new punch */
  punchId: string | null;
  /** auto-paired out punches cannot be deleted (spec 001 §4) */
  deletable: boolean;
}

/** The column names above a list of punch pairs. */
export function PunchPairHeader() {
  return (
    <div className={`${columns} text-[11px] text-muted uppercase`} aria-hidden>
      <span>In</span>
      <span>Out</span>
      <span className="text-right">Hrs</span>
    </div>
  );
}

/**
 * One punch pair: In, Out (local HH:mm) and its paid hours, which open their explanation (`onExplain`). With
 * `onPunch` (an editable timesheet) each time opens Modify Punch and a missing out punch New Punch; with `onPair`
 * its edit opens the Punch Pair modal.
 */
export function PunchPairRow({
  pair,
  zone,
  day,
  onPunch,
  onPair,
  onExplain,
}: {
  pair: PunchPair;
  zone: string;
  day: string;
  onPunch?: ((open: PunchOpen) => void) | undefined;
  onPair?: ((pairId: string) => void) | undefined;
  onExplain?: (() => void) | undefined;
}) {
  const times = pairTimes(pair, zone);
  const missing = pair.status === 'MissingPunch';
  const edit = (side: 'In' | 'Out', punchId: string | null | undefined, text: string | null, className?: string) => {
    const shown = text ?? '--';
    if (!onPunch || (!punchId && side === 'In')) return shown;
    return (
      <button
        type="button"
        className={`text-left hover:text-primary hover:underline ${className ?? ''}`}
        aria-label={punchId ? `Modify Punch ${side} ${shown}` : 'New Punch Out'}
        onClick={() =>
          onPunch({
            day,
            punchId: punchId ?? null,
            deletable: !(side === 'Out' && pair.outPunchType === 'AutoPair'),
          })
        }
      >
        {punchId ? shown : '+ Out'}
      </button>
    );
  };
  return (
    <div
      data-testid="punch-pair"
      data-pair-id={pair.id}
      data-status={pair.status}
      className={`${columns} rounded bg-canvas py-1 text-[13px] font-semibold tabular-nums`}
    >
      <span data-testid="pair-in" aria-label="In">
        {edit('In', pair.inPunchId, times.in)}
      </span>
      <span data-testid="pair-out" aria-label="Out" className={missing ? 'text-danger' : undefined}>
        {edit('Out', pair.outPunchId, times.out, missing ? 'text-danger' : undefined)}
      </span>
      <span className="flex items-center justify-end gap-1">
        {onExplain ? (
          <button
            type="button"
            data-testid="pair-hours"
            aria-label={`Explain hours ${times.in ?? '--'}-${times.out ?? '--'}`}
            title="Why?"
            className="font-normal underline decoration-dotted hover:text-primary"
            onClick={onExplain}
          >
            {hours(pair.worktime)}
          </button>
        ) : (
          <span data-testid="pair-hours" aria-label="Hours" className="font-normal">
            {hours(pair.worktime)}
          </span>
        )}
        {onPair && (
          <button
            type="button"
            aria-label="Edit Pair"
            title="Punch Pair"
            className="text-[12px] font-normal text-primary hover:underline"
            onClick={() => onPair(pair.id)}
          >
            ✎
          </button>
        )}
      </span>
    </div>
  );
}
