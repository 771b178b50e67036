import type { DashboardEmployeeRow } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useCompanySettings } from '../api/use-company-settings';
import { useLiveUpdates } from '../api/use-live-updates';
import { localToday } from '../kit/dates';
import { DataTable, type Column } from '../kit/table/DataTable';
import { usePermissions } from '../session/use-permissions';
import { useProfile } from '../session/use-profile';
import {
  approvalRows,
  browsePeriodHref,
  type CountItem,
  exceptionItems,
  informationItems,
  nextScheduledText,
  punchStatusLabel,
  showsApprovals,
} from './dashboard-panels';
import { countCalls, dashboardEmployeePages, dashboardKeys, employeeInfo } from './dashboard-queries';

/** The counts are refetched at most this often while live updates keep coming (a busy kiosk hour). */
const COUNTS_REFRESH_MS = 3_000;

const statusClass: Record<string, string> = {
  In: 'bg-primary-soft text-primary border-primary/40',
  Out: 'bg-canvas text-muted border-line',
  Leave: 'bg-warning/10 text-warning border-warning/40',
  NoPunch: 'bg-danger/10 text-danger border-danger/40',
};

/**
 * /dashboard, the Standard Board (spec 001 §2 "Dashboard"): the Information, Exceptions and Approvals panels of
 * counts, each linking to its filtered screen, and the employees with their punch status and next scheduled time.
 * Live (ADR 0013): a punch's status is pushed and shown at once; recalculated days refresh the counts; every
 * (re)opening of the stream refetches everything, since nothing is replayed.
 */
export function DashboardScreen() {
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const profile = useProfile();
  const { can, data: permissions } = usePermissions();
  const today = useMemo(() => localToday(), []);
  const [rows, setRows] = useState<DashboardEmployeeRow[]>([]);
  /** statuses pushed since the page loaded, by employee */
  const [live, setLive] = useState<Record<string, string>>({});
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const may = {
    syncResults: can('syncResult', 'visible'),
    leave: can('leave', 'visible'),
    exceptions: can('timesheet', 'visible'),
    approvals: can('timesheet', 'approve') && settings.data !== undefined && showsApprovals(settings.data),
    editEmployee: can('employee', 'update'),
  };
  const loaded = permissions !== undefined;
  const syncErrors = useCount('syncErrors', countCalls.syncErrors, loaded && may.syncResults);
  const pendingLeave = useCount('pendingLeave', countCalls.pendingLeave, loaded && may.leave);
  const upcomingLeave = useCount('upcomingLeave', countCalls.upcomingLeave, loaded && may.leave);
  const exceptions = useCount('exceptions', countCalls.exceptions, loaded && may.exceptions);
  const daily = useCount('dailyApprovals', countCalls.dailyApprovals, loaded && may.approvals);
  const thisPeriod = useCount('thisPeriodApprovals', countCalls.thisPeriodApprovals, loaded && may.approvals);
  const lastPeriod = useCount('lastPeriodApprovals', countCalls.lastPeriodApprovals, loaded && may.approvals);

  const ids = rows.map((r) => r.id);
  const info = useQuery({
    queryKey: dashboardKeys.info(ids),
    queryFn: () => employeeInfo(ids),
    enabled: ids.length > 0,
  });
  const infoOf = new Map((info.data ?? []).map((i) => [i.employeeId, i]));

  const refreshCounts = () => {
    if (refreshTimer.current) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.counts });
    }, COUNTS_REFRESH_MS);
  };
  useLiveUpdates({
    onOpen: () => {
      setLive({});
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onPunchStatus: (update) => {
      setLive((before) => {
        const next = { ...before };
        for (const e of update.employees) next[e.employeeId] = e.status;
        return next;
      });
      if (update.employees.some((e) => ids.includes(e.employeeId)))
        void queryClient.invalidateQueries({ queryKey: ['dashboard', 'employee-info'] });
    },
    onDaysCalculated: refreshCounts,
  });

  const structureName = settings.data?.structureName || 'Department';
  const statusOf = (r: DashboardEmployeeRow) => live[r.id] ?? r.status;
  const columns: Column<DashboardEmployeeRow>[] = [
    {
      key: 'photo',
      title: 'Photo',
      sortable: false,
      text: () => '',
      render: (r) => (
        <span
          className="inline-flex size-8 items-center justify-center rounded-full bg-primary-soft text-[12px] font-bold text-primary"
          aria-hidden
        >
          {`${r.firstName[0] ?? ''}${r.lastName[0] ?? ''}`}
        </span>
      ),
    },
    { key: 'clockId', title: 'Clock ID', text: (r) => (r.clockId == null ? '' : String(r.clockId)) },
    { key: 'payId', title: 'Pay ID', text: (r) => r.payId ?? '' },
    { key: 'firstName', title: 'First Name', text: (r) => r.firstName },
    { key: 'lastName', title: 'Last Name', text: (r) => r.lastName },
    { key: 'departmentName', title: structureName, text: (r) => r.departmentName ?? '' },
    {
      key: 'status',
      title: 'Punch Status',
      sortable: false,
      text: (r) => punchStatusLabel(statusOf(r)),
      render: (r) => (
        <span
          data-testid={`punch-status-${r.id}`}
          data-status={statusOf(r)}
          className={`rounded border px-2 py-0.5 text-[12px] ${statusClass[statusOf(r)] ?? statusClass.Out}`}
        >
          {punchStatusLabel(statusOf(r))}
        </span>
      ),
    },
    { key: 'job', title: 'Job', sortable: false, text: (r) => infoOf.get(r.id)?.punchJobName ?? '' },
    { key: 'payGroupName', title: 'Pay Group', text: (r) => r.payGroupName ?? '' },
    {
      key: 'nextScheduled',
      title: 'Next Scheduled Time',
      sortable: false,
      text: (r) => nextScheduledText(infoOf.get(r.id), today) ?? '',
      render: (r) => {
        const text = nextScheduledText(infoOf.get(r.id), today);
        return text === undefined ? (
          <span
            className="inline-block size-3.5 animate-spin rounded-full border-2 border-primary border-t-transparent"
            aria-label="Loading"
          />
        ) : (
          text
        );
      },
    },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      sortable: false,
      text: () => '',
      render: (r) => (
        <div className="flex gap-3 whitespace-nowrap">
          {may.editEmployee && (
            <Link href={`/employee/update?id=${encodeURIComponent(r.id)}`} className="text-primary hover:underline">
              Edit
            </Link>
          )}
          <Link href={`/timesheet/view?id=${encodeURIComponent(r.id)}`} className="text-primary hover:underline">
            Timesheet
          </Link>
        </div>
      ),
    },
  ];

  const information = informationItems({ syncErrors, pendingLeave, upcomingLeave }, today, may);
  const exceptionCounts = settings.data && may.exceptions ? exceptionItems(settings.data, exceptions) : [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{profile.data ? `Welcome, ${profile.data.firstName}` : 'Welcome'}</h1>
      <div className="grid gap-4 lg:grid-cols-3">
        {information.length > 0 && (
          <Panel title="Information" testId="panel-information">
            <CountList items={information} />
          </Panel>
        )}
        {exceptionCounts.length > 0 && (
          <Panel
            title="Exceptions"
            testId="panel-exceptions"
            extra={
              <Link href={browsePeriodHref(exceptions)} className="text-primary hover:underline">
                Browse Period
              </Link>
            }
          >
            <CountList items={exceptionCounts} />
          </Panel>
        )}
        {may.approvals && (
          <Panel title="Approvals" testId="panel-approvals">
            {approvalRows({ daily, thisPeriod, lastPeriod }, today).map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-3 py-1">
                <span className="text-muted">{row.label}</span>
                <div className="flex gap-4">
                  {row.items.map((item) => (
                    <CountLink key={item.key} item={item} />
                  ))}
                </div>
              </div>
            ))}
          </Panel>
        )}
      </div>
      <DataTable
        tableId="dashboard-employees"
        columns={columns}
        source={dashboardEmployeePages()}
        rowKey={(r) => r.id}
        defaultHidden={['job']}
        onLoad={(loaded) => {
          setRows(loaded);
          setLive({});
        }}
      />
    </div>
  );
}

/** One count of a panel, by its call (not made while `enabled` is false). */
function useCount<T>(name: keyof typeof countCalls, call: () => Promise<T>, enabled: boolean): T | undefined {
  return useQuery({ queryKey: dashboardKeys.count(name), queryFn: call, enabled }).data;
}

function Panel({
  title,
  testId,
  extra,
  children,
}: {
  title: string;
  testId: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-line bg-white p-4 shadow-sm" data-testid={testId}>
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-base font-bold">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

function CountList({ items }: { items: CountItem[] }) {
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.key} className="flex items-center justify-between gap-3 py-1">
          <span>{item.label}</span>
          <CountLink item={item} />
        </li>
      ))}
    </ul>
  );
}

function CountLink({ item }: { item: CountItem }) {
  const danger = item.warning && (item.count ?? 0) > 0;
  return (
    <Link
      href={item.href}
      data-testid={`count-${item.key}`}
      aria-label={`${item.label}: ${item.count ?? '…'}`}
      className={`font-bold hover:underline ${danger ? 'text-danger' : 'text-primary'}`}
    >
      {item.count ?? '…'}
    </Link>
  );
}
