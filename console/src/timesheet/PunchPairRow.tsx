import type { PunchPair } from '@rollcall/api-client';
import { hours, pairTimes } from './hours';

const columns = 'grid grid-cols-[1fr_1fr_auto] items-center gap-1 px-2';

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

/** One punch pair: In, Out (local HH:mm) and its paid hours. */
export function PunchPairRow({ pair, zone }: { pair: PunchPair; zone: string }) {
  const times = pairTimes(pair, zone);
  const missing = pair.status === 'MissingPunch';
  return (
    <div
      data-testid="punch-pair"
      data-pair-id={pair.id}
      data-status={pair.status}
      className={`${columns} rounded bg-canvas py-1 text-[13px] font-semibold tabular-nums`}
    >
      <span data-testid="pair-in" aria-label="In">
        {times.in ?? '--'}
      </span>
      <span data-testid="pair-out" aria-label="Out" className={missing ? 'text-danger' : undefined}>
        {times.out ?? '--'}
      </span>
      <span data-testid="pair-hours" aria-label="Hours" className="text-right font-normal">
        {hours(pair.worktime)}
      </span>
    </div>
  );
}
