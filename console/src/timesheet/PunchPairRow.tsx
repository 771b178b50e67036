import type { PunchPair } from '@rollcall/api-client';
import { hours, pairTimes } from './hours';

/** One punch pair: In, Out (local HH:mm) and its paid hours. */
export function PunchPairRow({ pair, zone }: { pair: PunchPair; zone: string }) {
  const times = pairTimes(pair, zone);
  const missing = pair.status === 'MissingPunch';
  return (
    <div
      data-testid="punch-pair"
      data-pair-id={pair.id}
      data-status={pair.status}
      className="grid grid-cols-[1fr_1fr_auto] items-center gap-1 rounded bg-canvas px-2 py-1 text-[13px]"
    >
      <span>
        <span className="text-muted">In </span>
        <span data-testid="pair-in" className="font-semibold">
          {times.in ?? '--'}
        </span>
      </span>
      <span>
        <span className="text-muted">Out </span>
        <span data-testid="pair-out" className={`font-semibold ${missing ? 'text-danger' : ''}`}>
          {times.out ?? '--'}
        </span>
      </span>
      <span data-testid="pair-hours" className="text-right tabular-nums">
        {hours(pair.worktime)}
      </span>
    </div>
  );
}
