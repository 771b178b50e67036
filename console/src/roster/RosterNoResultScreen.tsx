import { Link } from 'wouter';
import { ROSTER_MESSAGES } from './roster-messages';

/** /standardshifts/rosterByEmployeeNoResult: the roster's empty state (spec 001 §2). */
export function RosterNoResultScreen() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-sm" data-testid="roster-no-result">
      <h1 className="text-lg font-semibold">Weekly Roster</h1>
      <p className="text-muted">{ROSTER_MESSAGES.noResult}</p>
      <div className="flex gap-4">
        <Link href="/standardshifts/rosterByEmployee" className="text-primary hover:underline">
          Back to the roster
        </Link>
        <Link href="/employee/list" className="text-primary hover:underline">
          Employees
        </Link>
      </div>
    </div>
  );
}
