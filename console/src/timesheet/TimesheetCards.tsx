import { MonthPayTypesCard } from './MonthPayTypesCard';
import { PayCardCard } from './PayCardCard';
import type { Period } from './period';
import { UserInfoCard } from './UserInfoCard';

/**
 * The timesheet's cards above the punch record (spec 001 §2 "Side cards"): User Info, Pay Card, and the month's
 * pay-type totals (GET /api/timesheet/paytype-by-month).
 */
export function TimesheetCards({
  employeeId,
  period,
  editable,
  onEmployee,
  onPeriod,
}: {
  employeeId: string;
  period: Period;
  /** the timesheet may be changed (its period open, the user holding timesheet update) */
  editable: boolean;
  onEmployee: (employeeId: string) => void;
  onPeriod: (period: Period) => void;
}) {
  return (
    <div className="flex flex-wrap items-start gap-4" data-testid="timesheet-cards">
      {/* wide enough for the period's two DD/MM/YYYY fields side by side, each with its calendar button */}
      <div className="w-88">
        <UserInfoCard employeeId={employeeId} period={period} onEmployee={onEmployee} onPeriod={onPeriod} />
      </div>
      {employeeId !== '' && (
        <>
          <div className="w-96">
            <PayCardCard employeeId={employeeId} period={period} editable={editable} />
          </div>
          <div className="w-80">
            <MonthPayTypesCard employeeId={employeeId} periodStart={period.fromT} />
          </div>
        </>
      )}
    </div>
  );
}
