import { Button } from '../kit/Button';
import { type RosterReportScope, useRosterReports } from './use-roster-reports';

/** The roster toolbar's Send All and Print, for what the roster shows. */
export function RosterReportButtons({ scope }: { scope: RosterReportScope }) {
  const reports = useRosterReports(scope);
  return (
    <>
      <Button onClick={reports.sendAll} loading={reports.sending}>
        {reports.progress ?? 'Send All'}
      </Button>
      <Button onClick={reports.print} loading={reports.printing}>
        Print
      </Button>
    </>
  );
}
