import { Link } from 'wouter';
import { useProfile } from '../session/use-profile';

// A simple landing for / and /dashboard. The Standard Board (exceptions, approvals, punch status, spec 001 §2)
// is a later issue; this page only points at what exists.
export function DashboardScreen() {
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{profile.data ? `Welcome, ${profile.data.firstName}` : 'Welcome'}</h1>
      <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <Link
          href="/timesheet/view"
          data-testid="open-timesheet"
          className="rounded-lg border border-line bg-white p-5 shadow-sm transition-shadow hover:border-primary hover:shadow-md"
        >
          <div className="text-base font-bold text-primary">Timesheet</div>
          <p className="text-muted">An employee's shifts, punch pairs and pay-type hours for a period.</p>
        </Link>
      </div>
    </div>
  );
}
