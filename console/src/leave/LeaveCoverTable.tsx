import { dayHeading } from '../kit/dates';
import { useLeaveCover } from './leave-queries';

/** Who else in the requester's department is rostered, and who is away, on the leave's days. */
export function LeaveCoverTable({ leaveId }: { leaveId: string }) {
  const cover = useLeaveCover(leaveId);
  const data = cover.data;
  if (cover.isPending) return <p className="text-muted">Loading the department’s roster…</p>;
  if (!data) return null;
  return (
    <section data-testid="leave-cover" className="overflow-x-auto">
      <h3 className="pb-1 font-semibold">Cover{data.departmentName ? `: ${data.departmentName}` : ''}</h3>
      <table className="w-full border-collapse text-[12px]">
        <thead>
          <tr>
            <th className="border border-line px-2 py-1 text-left">Employee</th>
            {data.dates.map((date) => {
              const heading = dayHeading(date);
              return (
                <th key={date} className="border border-line px-2 py-1">
                  {heading.weekday} {heading.dayMonth}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.employeeId} className={row.requester ? 'bg-primary/10' : ''}>
              <td className="border border-line px-2 py-1">{row.employeeName}</td>
              {row.days.map((day) => (
                <td key={day.date} className="border border-line px-2 py-1 text-center">
                  {day.leaveStatus
                    ? `${day.leaveType ?? 'Leave'} (${day.leaveStatus})`
                    : day.shifts.length
                      ? day.shifts.join(', ')
                      : day.offDay
                        ? 'Off'
                        : '--'}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className="border border-line px-2 py-1 font-semibold">Others rostered / away</td>
            {data.dates.map((date, i) => (
              <td key={date} className="border border-line px-2 py-1 text-center" data-testid="cover-count">
                {data.rostered[i]} / {data.away[i]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {data.truncated && <p className="text-muted">The first 200 employees are shown.</p>}
    </section>
  );
}
