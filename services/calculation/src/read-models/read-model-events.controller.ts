import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CompanyChangedV1,
  DepartmentChangedV1,
  EmployeeChangedV1,
  EventEnvelope,
  HolidayChangedV1,
  JobChangedV1,
  LeaveChangedV1,
  PayGroupChangedV1,
  PayGroupRules,
  PayTypeChangedV1,
  PunchChangedV1,
  PunchRecordedV1,
  RoundingChangedV1,
  ScheduleDayChangedV1,
  SkillChangedV1,
  TaskChangedV1,
} from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnce, handleOnceEach } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { samePeriodDefinition } from '../pay-periods/pay-period-of.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { eachDate } from '@rollcall/calc-engine';
import { notifyLive } from '../live/live-channel.js';
import { RecalcPriority, RecalcQueue } from '../recalc/recalc-queue.js';
import { employeeChangesPlan } from './employee-changes-plan.js';
import { ReadModelWriter } from './read-model-writer.js';

/**
 * Applies organisation's, scheduling's and time capture's events to the calculation service's own read models,
 * and queues the employee-days each change can move. Queueing is set-based however many employees it covers;
 * an event that changes nothing the engine reads queues nothing.
 */
@Controller()
export class ReadModelEventsController {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly writer: ReadModelWriter,
    private readonly queue: RecalcQueue,
    private readonly periods: PayPeriodStore,
  ) {}

  /** Punches, a relay batch at a time in embedded mode (one transaction), one at a time from Kafka. */
  @EventPattern('time.punch.recorded.v1', EVENT_BATCHES)
  async onPunchesRecorded(
    @Payload() payload: EventEnvelope<string, PunchRecordedV1> | EventEnvelope<string, PunchRecordedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'calculation.punches', eventsOf(payload), async (manager, events) => {
      await this.writer.upsertPunches(
        manager,
        events.map((e) => ({ companyId: e.companyId, punch: e.payload })),
      );
      await this.queue.enqueueAroundPunches(
        manager,
        events.map((e) => ({
          companyId: e.companyId,
          employeeId: e.payload.employeeId,
          at: new Date(e.payload.punchTime),
          // a punch a manager added on the timesheet is recalculated ahead of the kiosks' backlog (ADR 0016)
          priority: e.payload.source === 'Manual' ? RecalcPriority.interactive : RecalcPriority.background,
        })),
      );
      // the live streams push these employees' punch status once this commits (docs/adr/0013-live-updates.md)
      await notifyLive(manager, { punched: events.map((e) => e.payload.employeeId) });
    });
  }

  /**
   * An edited or deleted punch: the days around where it was are queued before the change (the runs it cut there),
   * then the days around where it was and is now, and the employee's punch status is pushed. A change older than
   * what is stored is a no-op. Only a manager's edit through the API changes a punch, so its days are queued
   * interactive (ADR 0016).
   */
  @EventPattern('time.punch.changed.v1')
  async onPunchChanged(@Payload() event: EventEnvelope<string, PunchChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.punch-changes', event, async (manager) => {
      const change = event.payload;
      const before = await this.writer.punchBefore(manager, change);
      if (before.stale) return;
      const around = (instants: (Date | null)[]) =>
        this.queue.enqueueAroundPunches(
          manager,
          instants
            .filter((at): at is Date => at !== null)
            .map((at) => ({
              companyId: event.companyId,
              employeeId: change.employeeId,
              at,
              priority: RecalcPriority.interactive,
            })),
        );
      await around([before.at]);
      await this.writer.applyPunchChange(manager, event.companyId, change);
      await around([before.at, new Date(change.punchTime)]);
      // a punch moved or deleted on the timesheet changes the employee's punch status as a kiosk punch does: the
      // live streams push it once this commits (docs/adr/0013-live-updates.md)
      await notifyLive(manager, { punched: [change.employeeId] });
    });
  }

  /**
   * Schedule changes move the days' pay and decide which punches around them are scheduled. A relay batch
   * (embedded) or a fetched batch of a partition (Kafka) at a time: one upsert, one set of enqueues.
   */
  @EventPattern('schedule.day.changed.v1', EVENT_BATCHES)
  async onScheduleDaysChanged(
    @Payload() payload: EventEnvelope<string, ScheduleDayChangedV1> | EventEnvelope<string, ScheduleDayChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'calculation.schedules', eventsOf(payload), async (manager, events) => {
      await this.writer.upsertScheduleDays(manager, events);
      await this.queue.enqueueAroundScheduleDays(
        manager,
        events.map((e) => ({ companyId: e.companyId, employeeId: e.payload.employeeId, date: e.payload.date })),
      );
    });
  }

  /**
   * Pay group, zone, standard hours, structure node, rounding or employment dates: the employee's open pay
   * periods (of the old pay group too, after a move) and the days with recent punches (a new zone moves their
   * local dates). A new employee likewise. A batch at a time: the events are worked through in order against the
   * stored facts (read under lock), then one upsert and one set of enqueues for the whole batch.
   */
  @EventPattern('org.employee.changed.v1', EVENT_BATCHES)
  async onEmployeesChanged(
    @Payload() payload: EventEnvelope<string, EmployeeChangedV1> | EventEnvelope<string, EmployeeChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(this.dataSource, 'calculation.employees', eventsOf(payload), async (manager, events) => {
      const plan = employeeChangesPlan(
        await this.writer.employeeFactsOf(manager, [...new Set(events.map((e) => e.payload.employeeId))]),
        events,
      );
      await this.writer.upsertEmployees(manager, plan.rows);
      await this.queue.enqueueRecentPunchDays(manager, plan.recentPunchDays);
      for (const [companyId, { payGroupIds, employeeIds }] of plan.openPeriods) {
        await this.periods.ensureCurrent(manager, companyId, [...payGroupIds]);
        await this.queue.enqueueOpenPeriods(manager, { companyId, employeeIds: [...employeeIds] });
      }
      for (const left of plan.leftPayGroups) {
        await this.queue.enqueueOpenPeriods(manager, {
          companyId: left.companyId,
          employeeIds: [...left.employeeIds],
          periodsOfPayGroup: left.payGroupId,
        });
      }
    });
  }

  /**
   * Changed rules: every employee of the group over its open periods. A new period definition (period, start
   * date, start day of month) drops the group's open, unexported periods first; they are made again on demand.
   */
  @EventPattern('org.paygroup.changed.v1')
  async onPayGroupChanged(@Payload() event: EventEnvelope<string, PayGroupChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.pay-groups', event, async (manager) => {
      const p = event.payload;
      const before = await this.writer.payGroupBefore(manager, p);
      await this.writer.upsertPayGroup(manager, event.companyId, p);
      if (p.deleted || before?.same) return;
      const rules = p.rules as unknown as PayGroupRules;
      if (before && !samePeriodDefinition(before.rules, rules)) {
        const zone = await this.writer.companyZone(manager, event.companyId);
        await this.periods.recutOpenPeriods(manager, event.companyId, p.payGroupId, rules, rules.timeZoneId ?? zone);
      }
      await this.periods.ensureCurrent(manager, event.companyId, [p.payGroupId]);
      await this.queue.enqueueOpenPeriods(manager, { companyId: event.companyId, payGroupId: p.payGroupId });
    });
  }

  /** A pay type the engine reads changed: the open periods of every employee of the company. */
  @EventPattern('org.paytype.changed.v1')
  async onPayTypeChanged(@Payload() event: EventEnvelope<string, PayTypeChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.pay-types', event, async (manager) => {
      const changed = await this.writer.payTypeChanges(manager, event.payload);
      await this.writer.upsertPayType(manager, event.companyId, event.payload);
      if (changed) await this.recalculateCompany(manager, event.companyId);
    });
  }

  /** A skill's allowance changed: the open periods of the employees who hold it. */
  @EventPattern('org.skill.changed.v1')
  async onSkillChanged(@Payload() event: EventEnvelope<string, SkillChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.skills', event, async (manager) => {
      const changed = await this.writer.upsertSkill(manager, event.companyId, event.payload);
      if (!changed) return;
      const holders = await this.writer.holdersOfSkill(manager, event.companyId, event.payload.skillId);
      if (holders.length === 0) return;
      await this.periods.ensureCurrent(manager, event.companyId);
      await this.queue.enqueueOpenPeriods(manager, { companyId: event.companyId, employeeIds: holders });
    });
  }

  /** Exception toggles or thresholds changed: the open periods of every employee of the company. */
  @EventPattern('org.company.changed.v1')
  async onCompanyChanged(@Payload() event: EventEnvelope<string, CompanyChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.companies', event, async (manager) => {
      const changed = await this.writer.companyChanges(manager, event.payload);
      await this.writer.upsertCompany(manager, event.payload);
      if (changed) await this.recalculateCompany(manager, event.payload.companyId);
    });
  }

  /** The structure tree, to know which employees a holiday of a region or department covers. */
  @EventPattern('org.department.changed.v1')
  async onDepartmentChanged(@Payload() event: EventEnvelope<string, DepartmentChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.departments', event, (manager) =>
      this.writer.upsertDepartment(manager, event.companyId, event.payload),
    );
  }

  /** Job names for the lists and the job codes of the payroll exports; the engine reads only a punch's job id. */
  @EventPattern('org.job.changed.v1')
  async onJobChanged(@Payload() event: EventEnvelope<string, JobChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.jobs', event, (manager) =>
      this.writer.upsertJob(manager, event.companyId, event.payload),
    );
  }

  /** A task's codes, for the payroll exports (nothing is recalculated). */
  @EventPattern('org.task.changed.v1')
  async onTaskChanged(@Payload() event: EventEnvelope<string, TaskChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.tasks', event, (manager) =>
      this.writer.upsertTask(manager, event.companyId, event.payload),
    );
  }

  /** A rounding rule set changed: the open periods of the employees who use it. */
  @EventPattern('org.rounding.changed.v1')
  async onRoundingChanged(@Payload() event: EventEnvelope<string, RoundingChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.roundings', event, async (manager) => {
      const changed = await this.writer.upsertRounding(manager, event.companyId, event.payload);
      if (!changed) return;
      await this.periods.ensureCurrent(manager, event.companyId);
      await this.queue.enqueueOpenPeriods(manager, {
        companyId: event.companyId,
        roundingId: event.payload.roundingId,
      });
    });
  }

  /**
   * A holiday's dates (its date and alterdate, before and after the change) for every employee it covers
   * before or after: the whole company, or those at or below its structure nodes.
   */
  @EventPattern('org.holiday.changed.v1')
  async onHolidayChanged(@Payload() event: EventEnvelope<string, HolidayChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.holidays', event, async (manager) => {
      const p = event.payload;
      const before = await this.writer.upsertHoliday(manager, event.companyId, p);
      const scopes = [...(before ? [before.department_ids] : []), ...(p.deleted ? [] : [p.departmentIds])];
      const dates = [
        ...(before ? [before.date, before.alterdate] : []),
        ...(p.deleted ? [] : [p.date, p.alterdate]),
      ].filter((d): d is string => d !== null);
      const departmentIds = scopes.some((ids) => ids.length === 0) ? null : [...new Set(scopes.flat())];
      await this.queue.enqueueDatesInStructure(manager, event.companyId, departmentIds, dates);
    });
  }

  /** A leave's days, before and after the change. */
  @EventPattern('schedule.leave.changed.v1')
  async onLeaveChanged(@Payload() event: EventEnvelope<string, LeaveChangedV1>): Promise<void> {
    await handleOnce(this.dataSource, 'calculation.leaves', event, async (manager) => {
      const p = event.payload;
      const before = await this.writer.upsertLeave(manager, event.companyId, p);
      if (before && before.employee_id !== p.employeeId) {
        await this.queue.enqueue(
          manager,
          event.companyId,
          before.employee_id,
          eachDate(before.from_date, before.to_date),
        );
      }
      const dates = new Set<string>(p.deleted ? [] : eachDate(p.fromDate, p.toDate));
      if (before && before.employee_id === p.employeeId) {
        for (const d of eachDate(before.from_date, before.to_date)) dates.add(d);
      }
      await this.queue.enqueue(manager, event.companyId, p.employeeId, [...dates]);
    });
  }

  private async recalculateCompany(manager: EntityManager, companyId: string): Promise<void> {
    await this.periods.ensureCurrent(manager, companyId);
    await this.queue.enqueueOpenPeriods(manager, { companyId });
  }
}
