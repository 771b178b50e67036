import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { eachDate } from '@rollcall/calc-engine';
import { EngineInputError, type PayGroupRules, validateEngineInput } from '@rollcall/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { payPeriodOf } from '../pay-periods/pay-period-of.js';
import { todayIn } from '../pay-periods/today-in.js';
import { RecalcMetrics } from '../recalc/recalc-metrics.js';
import { RecalcService } from '../recalc/recalc.service.js';
import type { PayGroupPreviewAnswer, PreviewPeriodAnswer } from './pay-group-preview.answers.js';
import type { PayGroupPreviewRequest } from './pay-group-preview.request.js';
import { compareDays, type DayPay, lineCost } from './pay-group-preview-rules.js';

const s = CALCULATION;
/** Engine chunks (ENGINE_CHUNK_RUNS runs each) the preview keeps sent ahead (docs/performance.md, the preview). */
const PREVIEW_CHUNKS_IN_FLIGHT = 8;

/** The rules as the engine takes them, or a 400 naming the first bad field (checked as the engine checks them). */
export function checkedRules(rules: unknown, now: Date): PayGroupRules {
  const date = now.toISOString().slice(0, 10);
  try {
    return validateEngineInput({
      asOf: now.toISOString(),
      timeZone: 'UTC',
      range: { from: date, to: date },
      employee: { id: '00000000-0000-4000-8000-000000000000' },
      payGroup: rules,
      payTypes: [],
      rounding: null,
      holidays: [],
      schedule: [],
      punches: [],
      leaves: [],
      exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: {} },
    }).payGroup;
  } catch (error) {
    if (error instanceof EngineInputError) {
      throw new BadRequestException({ message: 'invalidRules', detail: error.message.replace(/^payGroup/, 'rules') });
    }
    throw error;
  }
}

/**
 * The pay group's what-if preview: its last closed period and the current one recomputed under unsaved rules by
 * the engine, in memory (the recalculation's own loading and engine workers, nothing stored or published), beside
 * what the stored days pay, per employee, period and pay type.
 */
@Injectable()
export class PayGroupPreviewService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly recalc: RecalcService,
  ) {}

  /** `metrics`: where the preview's engine work is counted (its own counters; the benchmark reads them). */
  async preview(
    companyId: string,
    request: PayGroupPreviewRequest,
    now = new Date(),
    metrics = new RecalcMetrics(),
  ): Promise<PayGroupPreviewAnswer> {
    const rules = checkedRules(request.rules, now);
    const manager = this.dataSource.manager;
    const groups = (await manager.query(`SELECT id, rules FROM "${s}".pay_groups WHERE id = $1 AND company_id = $2`, [
      request.payGroupId.toLowerCase(),
      companyId,
    ])) as { id: string; rules: PayGroupRules }[];
    const group = groups[0];
    if (!group) throw new NotFoundException({ message: 'notFound', detail: 'Pay group not found.' });
    const people = (await manager.query(
      `SELECT id, first_name, last_name, time_zone_id, pay_rate::float8 AS pay_rate FROM "${s}".employees
        WHERE company_id = $1 AND paygroup_id = $2 ORDER BY last_name, first_name, id`,
      [companyId, group.id],
    )) as { id: string; first_name: string; last_name: string; time_zone_id: string; pay_rate: number | null }[];
    const periods = await this.periods(manager, group, people[0]?.time_zone_id ?? 'UTC', now);
    const dates = periods.flatMap((p) => eachDate(p.fromDate, p.toDate));
    const requests = people.map((p) => ({ employeeId: p.id, dates }));
    const computed = await this.recalc.compute(manager, requests, now, {
      ensurePeriods: false,
      rulesOf: new Map([[group.id, rules]]),
      includeClosed: true,
      // a preview is no recalculation: its runs stay out of the recalculation's counters
      metrics,
      chunksInFlight: PREVIEW_CHUNKS_IN_FLIGHT,
    });
    const after: DayPay[] = computed.rows.map((r) => ({
      employeeId: r.employeeId,
      date: r.day.date,
      payTypes: r.day.payTypes,
    }));
    const before = (await manager.query(
      `SELECT employee_id AS "employeeId", to_char(date, 'YYYY-MM-DD') AS date, result->'payTypes' AS "payTypes"
         FROM "${s}".calculated_days WHERE employee_id = ANY($1::uuid[]) AND date = ANY($2::date[])`,
      [people.map((p) => p.id), dates],
    )) as DayPay[];
    const payTypes = new Map(
      (
        (await manager.query(
          `SELECT id, code, name, pay_rate_factor::float8 AS factor FROM "${s}".pay_types WHERE company_id = $1`,
          [companyId],
        )) as { id: string; code: string; name: string; factor: number | null }[]
      ).map((t) => [t.id, t]),
    );
    const names = new Map(people.map((p, n) => [p.id, { ...p, n }]));
    const lines = compareDays(periods, before, after)
      .map((l) => {
        const who = names.get(l.employeeId);
        const rate = who?.pay_rate ?? null;
        return { ...l, who, cost: rate === null ? null : lineCost(l, rate, payTypes.get(l.payTypeId)?.factor ?? null) };
      })
      .sort((a, b) => Number(b.after !== b.before) - Number(a.after !== a.before) || (a.who?.n ?? 0) - (b.who?.n ?? 0));
    const withoutRate = people.filter((p) => p.pay_rate === null).length;
    const costed = withoutRate < people.length;
    const cents = (side: 'before' | 'after') => lines.reduce((sum, l) => sum + (l.cost?.[side] ?? 0), 0);
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? 100;
    return {
      payGroupId: group.id,
      periods,
      employees: people.length,
      total: lines.length,
      changed: lines.filter((l) => l.after !== l.before).length,
      costBefore: costed ? cents('before') / 100 : null,
      costAfter: costed ? cents('after') / 100 : null,
      costChange: costed ? (cents('after') - cents('before')) / 100 : null,
      employeesWithoutRate: withoutRate,
      page,
      pageSize,
      rows: lines.slice((page - 1) * pageSize, page * pageSize).map((l) => ({
        employeeId: l.employeeId,
        firstName: l.who?.first_name ?? '',
        lastName: l.who?.last_name ?? '',
        periodCode: l.periodCode,
        payTypeId: l.payTypeId,
        payTypeCode: payTypes.get(l.payTypeId)?.code ?? '',
        payTypeName: payTypes.get(l.payTypeId)?.name ?? '',
        before: l.before / 100,
        after: l.after / 100,
        difference: (l.after - l.before) / 100,
        costChange: l.cost ? (l.cost.after - l.cost.before) / 100 : null,
      })),
    };
  }

  /** The pay group's last closed period, and the one today falls in (under its stored rules), once each. */
  private async periods(
    manager: EntityManager,
    group: { id: string; rules: PayGroupRules },
    employeeZone: string,
    now: Date,
  ): Promise<PreviewPeriodAnswer[]> {
    const closed = (await manager.query(
      `SELECT period_code AS "periodCode", to_char(from_date, 'YYYY-MM-DD') AS "fromDate",
              to_char(to_date, 'YYYY-MM-DD') AS "toDate", true AS closed
         FROM "${s}".pay_periods WHERE paygroup_id = $1 AND closed ORDER BY from_date DESC LIMIT 1`,
      [group.id],
    )) as PreviewPeriodAnswer[];
    const zone = group.rules.timeZoneId ?? employeeZone;
    const current = payPeriodOf(todayIn(zone, now), group.rules, zone);
    const periods = [...closed];
    if (!periods.some((p) => p.fromDate === current.from)) {
      periods.push({ periodCode: current.code, fromDate: current.from, toDate: current.to, closed: false });
    }
    return periods;
  }
}
