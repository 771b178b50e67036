import { Inject, Injectable } from '@nestjs/common';
import { OAuthConnectionsStore } from '../connections/oauth-connections.store.js';
import { ProviderUnavailable } from '../connections/oauth-provider.js';
import { XERO_CONFIG, type XeroConfig } from './xero-config.js';
import { XeroIdentity } from './xero-identity.js';
import { type XeroAnswer, XeroRefusal, xeroExchange } from './xero-http.js';

/** Xero's page size for every list (its documents: "By default the number of the records per set is 100"). */
export const XERO_PAGE_SIZE = 100;
/** The most pages one list is read to (50 000 records): a guard against a server that never ends. */
const MAX_PAGES = 500;

export interface XeroEarningsRate {
  earningsRateID: string;
  name: string;
  earningsType?: string;
  currentRecord?: boolean;
}

export interface XeroPayCalendar {
  payrollCalendarID: string;
  name: string;
  calendarType: string;
  periodStartDate: string;
  periodEndDate?: string;
}

export interface XeroEmployee {
  employeeID: string;
  firstName: string;
  lastName: string;
  payrollCalendarID?: string | null;
}

export interface XeroTimesheetLine {
  date: string;
  earningsRateID: string;
  numberOfUnits: number;
}

export interface XeroTimesheet {
  timesheetID: string;
  payrollCalendarID: string;
  employeeID: string;
  startDate: string;
  endDate: string;
  status: string;
  timesheetLines?: XeroTimesheetLine[];
}

export interface NewXeroTimesheet {
  payrollCalendarID: string;
  employeeID: string;
  startDate: string;
  endDate: string;
  timesheetLines: XeroTimesheetLine[];
}

/** Xero dates come as YYYY-MM-DD or YYYY-MM-DDT00:00:00: the day. */
export const xeroDay = (value: string): string => value.slice(0, 10);

/**
 * Xero Payroll NZ / AU v2 for one company: every call carries the connected tenant in Xero-Tenant-Id and a working
 * access token (refreshed once when Xero answers 401), waits out 429s (xeroExchange), and reads lists page by page.
 */
@Injectable()
export class XeroPayroll {
  constructor(
    @Inject(XERO_CONFIG) private readonly config: XeroConfig,
    private readonly identity: XeroIdentity,
    private readonly connections: OAuthConnectionsStore,
  ) {}

  /** One call for the company; `idempotencyKey` goes with a POST (and with each retry of it). */
  async call(
    companyId: string,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<XeroAnswer & { tenantId: string }> {
    let token = await this.connections.tenantToken(this.identity, companyId);
    for (let attempt = 0; ; attempt += 1) {
      const answer = await xeroExchange(
        {
          method,
          url: `${this.config.payrollUrl}${path}`,
          headers: {
            Authorization: `Bearer ${token.accessToken}`,
            'Xero-Tenant-Id': token.tenantId,
            ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          },
          body: options.body,
        },
        this.config,
      );
      if (answer.status === 401 && attempt === 0) {
        token = await this.connections.tenantToken(this.identity, companyId, true);
        continue;
      }
      return { ...answer, tenantId: token.tenantId };
    }
  }

  /** Every record of a list, page by page until Xero's pagination says there are no more. */
  async list<T>(companyId: string, path: string, key: string): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const separator = path.includes('?') ? '&' : '?';
      const answer = await this.call(companyId, 'GET', `${path}${separator}page=${page}`);
      if (answer.status !== 200) throw new XeroRefusal(answer.status, answer.body);
      const body = answer.body as Record<string, unknown> & { pagination?: { pageCount?: number } };
      const items = body[key];
      if (!Array.isArray(items)) throw new ProviderUnavailable(`Xero's ${path} answered without ${key}`);
      all.push(...(items as T[]));
      const pageCount = body.pagination?.pageCount;
      if (items.length < XERO_PAGE_SIZE || (pageCount !== undefined && page >= pageCount)) return all;
    }
    throw new ProviderUnavailable(`Xero's ${path} has more than ${MAX_PAGES} pages`);
  }

  earningsRates(companyId: string): Promise<XeroEarningsRate[]> {
    return this.list(companyId, '/EarningsRates', 'earningsRates');
  }

  payCalendars(companyId: string): Promise<XeroPayCalendar[]> {
    return this.list(companyId, '/PayRunCalendars', 'payRunCalendars');
  }

  employees(companyId: string): Promise<XeroEmployee[]> {
    return this.list(companyId, '/Employees', 'employees');
  }
}
