// Types for xero-standin.mjs: a local stand-in for Xero identity and Payroll NZ / AU v2, for tests.
import type { Server } from 'node:http';

export declare const PAYROLL_BASE_PATH: string;
export declare const ACCESS_TOKEN_SECONDS: number;
export declare const REFRESH_GRACE_SECONDS: number;
export declare const REFRESH_UNUSED_DAYS: number;
export declare const PAGE_SIZE: number;

export interface FixtureClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FixtureEmployee {
  employeeID?: string;
  firstName: string;
  lastName: string;
  email?: string;
  /** default: the tenant's first pay run calendar */
  payrollCalendarID?: string;
}

export interface FixtureEarningsRate {
  earningsRateID?: string;
  name: string;
  earningsType?: string;
  rateType?: string;
  typeOfUnits?: string;
}

export interface FixtureCalendar {
  payrollCalendarID?: string;
  name: string;
  calendarType: 'Weekly' | 'Fortnightly' | 'FourWeekly' | 'Monthly' | 'Annual' | 'Quarterly' | 'TwiceMonthly';
  /** YYYY-MM-DD, the start of one of its periods */
  periodStartDate: string;
  paymentDate: string;
}

export interface FixtureTenant {
  tenantId?: string;
  tenantName?: string;
  region?: 'NZ' | 'AU';
  /** calls a minute before 429 (default 60, Xero's) */
  minuteLimit?: number;
  earningsRates?: FixtureEarningsRate[];
  payRunCalendars?: FixtureCalendar[];
  employees?: FixtureEmployee[];
}

export interface XeroFixture {
  clients: FixtureClient[];
  tenants: FixtureTenant[];
}

export interface StandInUrls {
  authorize: string;
  token: string;
  revocation: string;
  connections: string;
  payroll: string;
}

/** A request the stand-in received, with its verdict. */
export interface RecordedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
  status: number;
  contract?: string;
  operationId?: string | null;
  problem: unknown;
  replayed?: boolean;
  /** problems of the stand-in's own answer against the document (none expected) */
  answerProblems?: { name: string; reason: string }[];
}

export interface StandInTimesheetLine {
  timesheetLineID: string;
  date: string;
  earningsRateID: string;
  numberOfUnits: number;
}

export interface StandInTenant {
  tenantId: string;
  tenantName: string;
  region: 'NZ' | 'AU';
  earningsRates: { earningsRateID: string; name: string }[];
  payRunCalendars: { payrollCalendarID: string; name: string; calendarType: string; periodStartDate: string }[];
  employees: { employeeID: string; firstName: string; lastName: string; payrollCalendarID: string | null }[];
  timesheets: {
    timesheetID: string;
    employeeID: string;
    payrollCalendarID: string;
    startDate: string;
    endDate: string;
    status: string;
    totalHours: number;
    timesheetLines: StandInTimesheetLine[];
  }[];
}

export interface XeroStandIn {
  origin: string;
  urls: StandInUrls;
  pid: number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  requests(): Promise<RecordedRequest[]>;
  state(): Promise<{ tenants: StandInTenant[] }>;
  /** moves the stand-in's clock forward (access tokens expire after 30 minutes of it) */
  advanceClock(seconds: number): Promise<{ now: string }>;
  /** the tenant's next `count` payroll calls answer 429 with Retry-After */
  throttle(tenantId: string, count: number, retryAfterSeconds?: number): Promise<unknown>;
  addEmployees(tenantId: string, employees: FixtureEmployee[]): Promise<{ employees: { employeeID: string }[] }>;
  stop(): Promise<void>;
}

export declare function defaultFixture(): XeroFixture;
export declare function periodStartingOn(
  calendar: { calendarType: string; periodStartDate: string },
  start: string,
): [string, string] | null;
export declare function createXeroStandIn(fixture?: XeroFixture): { server: Server };
export declare function standInUrls(origin: string): StandInUrls;
export declare function startXeroStandIn(options?: { port?: number; fixture?: XeroFixture }): Promise<XeroStandIn>;
