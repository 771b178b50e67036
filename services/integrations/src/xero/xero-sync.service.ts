import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { OAuthConnectionsStore } from '../connections/oauth-connections.store.js';
import { ProviderUnavailable, ReconnectNeeded } from '../connections/oauth-provider.js';
import { INTEGRATIONS } from '../integrations.constants.js';
import { SyncResultsRecorder } from '../sync-results/sync-results.recorder.js';
import { xeroNotConfigured } from './xero-connect.service.js';
import { XeroIdentity } from './xero-identity.js';
import { XeroRefusal } from './xero-http.js';
import { matchPayTypes, matchPeople } from './xero-matching.js';
import { xeroDay, XeroPayroll } from './xero-payroll.js';
import type { XeroSyncAnswer } from './xero-sync.answers.js';

const s = INTEGRATIONS;

export const XERO_RECONNECT =
  'Xero asks to be connected again. Reconnect on the Payroll Transfer page (/payrolltransfer/RequestAuthorization).';

/**
 * The refusal of a Xero call that could not be made: 409 `reconnect` when the grant is gone, 502 `xeroFailed` when
 * Xero refused or could not be reached (with its words). Anything else is a bug and stays one.
 */
export function xeroFailure(error: unknown): HttpException | null {
  if (error instanceof ReconnectNeeded) {
    return new HttpException({ message: 'reconnect', detail: XERO_RECONNECT }, HttpStatus.CONFLICT);
  }
  if (error instanceof XeroRefusal || error instanceof ProviderUnavailable) {
    return new HttpException({ message: 'xeroFailed', detail: error.message }, HttpStatus.BAD_GATEWAY);
  }
  if (error instanceof HttpException) return error;
  return null;
}

/** Sets the xeroGuid of integrations' copy of organisation's pay types or employees to a sync's match, in one statement. */
async function keepMatch(
  manager: EntityManager,
  table: 'org_pay_types' | 'org_employees',
  match: [id: string, xeroGuid: string | null][],
): Promise<void> {
  await manager.query(
    `UPDATE "${s}".${table} t SET xero_guid = m.guid
       FROM unnest($1::uuid[], $2::text[]) AS m(id, guid) WHERE t.id = m.id`,
    [match.map(([id]) => id), match.map(([, guid]) => guid)],
  );
}

/**
 * POST /payrolltransfer/syncXeroData: reads the connected tenant's earnings rates, pay run calendars and employees,
 * keeps them, matches the company's pay types and employees to them and publishes the match
 * (integrations.xero.synced.v1) for organisation, which owns each one's read-only xeroGuid.
 */
@Injectable()
export class XeroSyncService {
  constructor(
    @InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource,
    private readonly identity: XeroIdentity,
    private readonly connections: OAuthConnectionsStore,
    private readonly payroll: XeroPayroll,
    private readonly events: EventWriter,
    private readonly results: SyncResultsRecorder,
  ) {}

  async sync(companyId: string): Promise<XeroSyncAnswer> {
    if (!this.identity.configured) throw xeroNotConfigured();
    let read;
    try {
      const tenant = await this.connections.tenantToken(this.identity, companyId);
      // one list after the other: Xero allows few concurrent calls per tenant
      const rates = await this.payroll.earningsRates(companyId);
      const calendars = await this.payroll.payCalendars(companyId);
      const employees = await this.payroll.employees(companyId);
      read = { tenant, rates, calendars, employees };
    } catch (error) {
      const failure = xeroFailure(error);
      if (!failure) throw error;
      await this.results.record(companyId, {
        type: 'Pay Types',
        status: 'error',
        message: `Xero sync failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      throw failure;
    }
    const { tenant, rates, calendars, employees } = read;
    const currentRates = rates.filter((r) => r.currentRecord !== false);
    return this.dataSource.transaction(async (manager) => {
      const payTypes = (await manager.query(
        `SELECT id, code, name, export_code AS "exportCode" FROM "${s}".org_pay_types
         WHERE company_id = $1 AND NOT deleted AND active ORDER BY name, id`,
        [companyId],
      )) as { id: string; code: string; name: string; exportCode: string | null }[];
      const people = (await manager.query(
        `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM "${s}".org_employees
         WHERE company_id = $1 AND employee_status <> 'Terminated' ORDER BY last_name, first_name, id`,
        [companyId],
      )) as { id: string; firstName: string; lastName: string }[];
      const rateOf = matchPayTypes(payTypes, currentRates);
      const peopleMatch = matchPeople(
        people,
        employees.map((e) => ({ id: e.employeeID, firstName: e.firstName, lastName: e.lastName })),
      );

      const now = new Date();
      const keep = async (table: string, columns: string[], rows: unknown[][]) => {
        await manager.query(`DELETE FROM "${s}".${table} WHERE company_id = $1 AND tenant_id = $2`, [
          companyId,
          tenant.tenantId,
        ]);
        for (const row of rows) {
          const values = [companyId, tenant.tenantId, ...row, now];
          await manager.query(
            `INSERT INTO "${s}".${table} (company_id, tenant_id, ${columns.join(', ')}, synced_at)
             VALUES (${values.map((_v, i) => `$${i + 1}`).join(', ')})`,
            values,
          );
        }
      };
      await keep(
        'xero_earnings_rates',
        ['earnings_rate_id', 'name', 'earnings_type'],
        currentRates.map((r) => [r.earningsRateID, r.name, r.earningsType ?? null]),
      );
      await keep(
        'xero_pay_calendars',
        ['payroll_calendar_id', 'name', 'calendar_type', 'period_start_date'],
        calendars.map((c) => [c.payrollCalendarID, c.name, c.calendarType, xeroDay(c.periodStartDate)]),
      );
      await keep(
        'xero_employees',
        ['employee_id', 'first_name', 'last_name', 'payroll_calendar_id'],
        employees.map((e) => [e.employeeID, e.firstName, e.lastName, e.payrollCalendarID ?? null]),
      );

      // the match is this service's to use at once: an export sent right after the sync finds each pay type's
      // earnings rate and each employee's Xero id here, before organisation (which owns them) sends them back
      await keepMatch(
        manager,
        'org_pay_types',
        payTypes.map((p) => [p.id, rateOf.get(p.id) ?? null]),
      );
      await keepMatch(
        manager,
        'org_employees',
        people.map((p) => [p.id, peopleMatch.links.get(p.id) ?? null]),
      );
      await this.events.write(manager, [
        {
          type: 'integrations.xero.synced.v1',
          companyId,
          key: companyId,
          payload: {
            tenantId: tenant.tenantId,
            tenantName: tenant.tenantName,
            payTypes: payTypes.map((p) => ({ payTypeId: p.id, xeroGuid: rateOf.get(p.id) ?? null })),
            employees: people.map((p) => ({ employeeId: p.id, xeroGuid: peopleMatch.links.get(p.id) ?? null })),
          },
        },
      ]);

      const unmatchedPayTypes = payTypes.filter((p) => !rateOf.get(p.id)).map((p) => p.name);
      const matchedPayTypes = payTypes.length - unmatchedPayTypes.length;
      const matchedPeople = [...peopleMatch.links.values()].filter(Boolean).length;
      const lines = [
        `Read ${currentRates.length} earnings rates, ${calendars.length} pay calendars and ${employees.length} employees from ${tenant.tenantName}.`,
        `Pay types matched to an earnings rate: ${matchedPayTypes} of ${payTypes.length}.`,
        ...(unmatchedPayTypes.length ? [`No earnings rate named as: ${unmatchedPayTypes.join(', ')}.`] : []),
        `Employees matched: ${matchedPeople} of ${people.length}.`,
        ...(peopleMatch.notInXero.length ? [`Not in Xero: ${peopleMatch.notInXero.join(', ')}.`] : []),
        ...(peopleMatch.duplicates.length ? [`Names held twice: ${peopleMatch.duplicates.join(', ')}.`] : []),
      ];
      const clean = unmatchedPayTypes.length + peopleMatch.notInXero.length + peopleMatch.duplicates.length === 0;
      await this.results.record(
        companyId,
        { type: 'Pay Types', status: clean ? 'success' : 'warning', message: lines.join(' ') },
        manager,
      );
      return {
        success: true,
        tenantName: tenant.tenantName,
        earningsRates: currentRates.map((r) => ({ earningsRateID: r.earningsRateID, name: r.name })),
        payCalendars: calendars.map((c) => ({
          payrollCalendarID: c.payrollCalendarID,
          name: c.name,
          calendarType: c.calendarType,
          periodStartDate: xeroDay(c.periodStartDate),
        })),
        payTypes: { matched: matchedPayTypes, unmatched: unmatchedPayTypes },
        employees: {
          matched: matchedPeople,
          notInXero: peopleMatch.notInXero,
          duplicates: peopleMatch.duplicates,
          inXero: employees.length,
        },
      };
    });
  }
}
