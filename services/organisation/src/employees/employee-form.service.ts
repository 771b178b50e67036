import { EMPLOYEE_ANSWERS, EMPLOYEE_STATUS_ANSWERS } from './employee.answers.js';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import {
  type Actor,
  assertScopeReaches,
  EventWriter,
  NODE_NOT_MANAGED,
  peopleScopeOf,
  refusal,
  scopeReachesNode,
} from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { PayGroup } from '../pay/pay-group.entity.js';
import { PayOnFinishDayService } from '../pay/pay-on-finish-day.service.js';
import { RoundingRuleSet } from '../rounding/rounding-rule-set.entity.js';
import { Department } from '../structure/department.entity.js';
import { StructureService } from '../structure/structure.service.js';
import type { EmployeeStatusChangeRow, LicenceCount } from './employee.answers.js';
import type { EmployeeDetail } from './employee-detail.js';
import { employeeChanged } from './employee-events.js';
import { EMPLOYEE_SCOPE_COLUMNS } from './employee-scope.js';
import type { EmployeeSaveRequest, EmployeeStatusRequest } from './employee-save.request.js';
import { MAX_CLOCK_ID } from './employee-save.request.js';
import { EmployeeStatusChange } from './employee-status-change.entity.js';
import { Employee, type EmployeeStatus } from './employee.entity.js';
import { payIdRequired, usesWorkflowMax } from './export-interfaces.js';
import { activeCount, clockIdTaken } from './licences.js';
import { checkChoices } from './employee-choices.js';
import { greenTreeChanged } from './greentree-fields.js';

const NOT_FOUND = 'Employee not found.';

/** The employee form: its detail, its save, status changes with their history, licence counts, clock ids. */
@Injectable()
export class EmployeeFormService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly structure: StructureService,
    private readonly payOnFinishDay: PayOnFinishDayService,
  ) {}

  async detail(actor: Actor, id: string): Promise<EmployeeDetail> {
    const manager = this.dataSource.manager;
    const e = await manager.findOneBy(Employee, { id, companyId: actor.companyId });
    if (!e) throw new NotFoundException(NOT_FOUND);
    await assertScopeReaches(manager, peopleScopeOf(actor), e, EMPLOYEE_SCOPE_COLUMNS.nodes);
    const department = e.departmentId
      ? await manager.findOneBy(Department, { id: e.departmentId, companyId: actor.companyId })
      : null;
    const group = e.paygroupId
      ? await manager.findOneBy(PayGroup, { id: e.paygroupId, companyId: actor.companyId })
      : null;
    const rounding = e.timeRoundingId
      ? await manager.findOneBy(RoundingRuleSet, { id: e.timeRoundingId, companyId: actor.companyId })
      : null;
    return {
      id: e.id,
      employeeId: e.id,
      userId: e.userId,
      role: e.isSupervisor ? 'Supervisor' : 'Employee',
      avatarFileName: e.avatarFileName,
      email: e.email,
      firstName: e.firstName,
      lastName: e.lastName,
      middleName: e.middleName,
      clockId: e.clockId,
      payId: e.payId,
      departmentId: e.departmentId,
      departmentName: department?.name ?? null,
      paygroupId: e.paygroupId,
      payGroupName: group?.name ?? null,
      employeeStatus: e.employeeStatus,
      hireOnDateValue: e.hireOnDate,
      terminateDateValue: e.terminateDate,
      standardHours: e.standardHours === null ? null : Number(e.standardHours),
      guaranteedHours: e.guaranteedHours === null ? null : Number(e.guaranteedHours),
      scheduleId: e.scheduleId,
      timeRoundingId: e.timeRoundingId,
      timeRoundingName: rounding?.name ?? null,
      showReportTo: true,
      reportTo: e.reportTo,
      transferPositions: e.transferPositions,
      isExport: e.isExport,
      skills: e.skills,
      comments: e.comments,
      xeroGuid: e.xeroGuid,
      workflowId: e.workflowId,
      externalId: e.externalId,
      payRate: e.payRate !== null && isAllowed(actor.role, 'payRate', 'visible') ? Number(e.payRate) : null,
      isSupervisor: e.isSupervisor,
      departments: e.managedDepartments,
      funs: e.funs,
      defaultActivity: e.defaultActivity,
      defaultWorkcentre: e.defaultWorkcentre,
      payCostcode: e.payCostcode,
      glTransType: e.glTransType,
      lastUpdate: e.lastUpdate?.toISOString() ?? null,
      mobileIMEI: e.mobileIMEI,
      workPlaceId: e.workPlaceIds,
      statusApp: e.statusApp,
      showonDashboard: e.showonDashboard,
      noGPS: e.noGPS,
      noGeoFence: e.noGeoFence,
      evacuator: e.evacuator,
      pin: isAllowed(actor.role, 'employee', 'update') ? e.pin : null,
      name: e.contactName,
      title: e.title,
      physicalAddr: e.physicalAddr,
      postalAddr: e.postalAddr,
      mobile: e.mobile,
      phone: e.phone,
      fax: e.fax,
      timeZoneId: await this.structure.zoneOf(manager, actor.companyId, e.departmentId),
    };
  }

  /** Creates (no employeeId and no id) or edits an employee; resolves to its id. */
  async save(actor: Actor, input: EmployeeSaveRequest): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      // the company row is the lock that serialises licence counting and clock-id checks within a company
      const company = await manager.findOne(Company, {
        where: { id: actor.companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!company) throw refusal(EMPLOYEE_ANSWERS, 'noCompany');
      const target = input.employeeId ?? input.id ?? null;
      const existing = target ? await this.find(manager, company.id, target) : null;
      if (target && !existing) throw new NotFoundException(NOT_FOUND);
      const creating = existing === null;
      if (!isAllowed(actor.role, 'employee', creating ? 'create' : 'update')) {
        throw new ForbiddenException(`You do not have permission to ${creating ? 'create' : 'update'} employee.`);
      }
      const scope = peopleScopeOf(actor);
      if (existing) await assertScopeReaches(manager, scope, existing, EMPLOYEE_SCOPE_COLUMNS.nodes);
      const before = existing ? { ...existing } : null;
      const employee = existing ?? newEmployee(company.id);
      if (input.payRate !== undefined) {
        const stored = before?.payRate === null || before?.payRate === undefined ? null : Number(before.payRate);
        if (input.payRate !== stored && !isAllowed(actor.role, 'payRate', 'update')) {
          throw new ForbiddenException('You do not have permission to update payRate.');
        }
      }
      applySave(employee, input);
      if (
        employee.departmentId !== before?.departmentId &&
        !(await scopeReachesNode(manager, scope, employee.departmentId, EMPLOYEE_SCOPE_COLUMNS.nodes))
      ) {
        throw new ForbiddenException(NODE_NOT_MANAGED);
      }
      if (greenTreeChanged(before, employee)) employee.lastUpdate = new Date();
      this.checkRequired(company, employee);
      await this.checkReferences(manager, company.id, employee);
      await this.payOnFinishDay.checkEmployee(manager, employee);
      await this.checkUnique(manager, company.id, employee);
      if (creating && (await activeCount(manager, company.id)) + 1 > company.licenses) {
        throw refusal(EMPLOYEE_ANSWERS, 'licenses');
      }
      const appNewlyOn = employee.statusApp && employee.employeeStatus === 'Active' && !before?.statusApp;
      if (appNewlyOn && (await activeCount(manager, company.id, { app: true })) + 1 > company.appLicenses) {
        throw refusal(EMPLOYEE_ANSWERS, 'licensesApp');
      }
      const saved = await manager.save(employee);
      const zone = await this.structure.zoneOf(manager, company.id, saved.departmentId);
      await this.events.write(manager, [employeeChanged(saved, zone)]);
      return saved.id;
    });
  }

  /**
   * Changes an employee's status (found by employee id or user id) and keeps the change in the history. Making
   * one Active needs a department, a free licence and a clock id no other Active employee has.
   */
  async changeStatus(actor: Actor, input: EmployeeStatusRequest): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(Company, {
        where: { id: actor.companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!company) throw new NotFoundException('Warning: The company does not exist.');
      const employee = await this.find(manager, company.id, input.id);
      if (!employee) throw new NotFoundException(NOT_FOUND);
      await assertScopeReaches(manager, peopleScopeOf(actor), employee, EMPLOYEE_SCOPE_COLUMNS.nodes);
      const statusBefore: EmployeeStatus = employee.employeeStatus;
      if (statusBefore === input.status) return;
      if (input.status === 'Active') {
        const hasDepartment =
          employee.departmentId !== null &&
          (await manager.existsBy(Department, { id: employee.departmentId, companyId: company.id }));
        if (!hasDepartment) throw refusal(EMPLOYEE_STATUS_ANSWERS, 'noDepartment');
        if ((await activeCount(manager, company.id)) + 1 > company.licenses) {
          throw refusal(EMPLOYEE_STATUS_ANSWERS, 'licenses');
        }
        if (employee.clockId !== null && (await clockIdTaken(manager, company.id, employee.clockId, employee.id))) {
          throw refusal(EMPLOYEE_STATUS_ANSWERS, 'employeeClockIdExit');
        }
      }
      employee.employeeStatus = input.status;
      const saved = await manager.save(employee);
      await manager.insert(EmployeeStatusChange, {
        companyId: company.id,
        employeeId: employee.id,
        changedBy: actor.userId,
        reason: input.reason ?? null,
        statusBefore,
        statusAfter: input.status,
      });
      const zone = await this.structure.zoneOf(manager, company.id, saved.departmentId);
      await this.events.write(manager, [employeeChanged(saved, zone)]);
    });
  }

  async statusHistory(actor: Actor, employeeId: string): Promise<EmployeeStatusChangeRow[]> {
    const companyId = actor.companyId;
    const employee = await this.dataSource.manager.findOneBy(Employee, { id: employeeId, companyId });
    if (!employee) throw new NotFoundException(NOT_FOUND);
    await assertScopeReaches(this.dataSource, peopleScopeOf(actor), employee, EMPLOYEE_SCOPE_COLUMNS.nodes);
    const rows = await this.dataSource.manager.find(EmployeeStatusChange, {
      where: { companyId, employeeId },
      order: { changedAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => ({
      id: r.id,
      changedBy: r.changedBy,
      changedAt: r.changedAt.toISOString(),
      reason: r.reason,
      statusBefore: r.statusBefore,
      statusAfter: r.statusAfter,
    }));
  }

  async userCount(companyId: string, app: boolean): Promise<LicenceCount> {
    const company = await this.dataSource.manager.findOneBy(Company, { id: companyId });
    if (!company) throw new NotFoundException('Warning: The company does not exist.');
    const used = await activeCount(this.dataSource.manager, companyId, { app });
    const total = app ? company.appLicenses : company.licenses;
    return { used, total, remaining: Math.max(0, total - used) };
  }

  /** One more than the largest clock id of the company (any status), so a former employee's is not reused. */
  async nextClockId(companyId: string): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(max(clock_id), 0) + 1 AS next FROM "${ORGANISATION}".employees WHERE company_id = $1`,
      [companyId],
    )) as { next: number }[];
    const next = Number(row?.next ?? 1);
    return next > MAX_CLOCK_ID ? null : next;
  }

  /** By employee id, else by user id. */
  private async find(manager: EntityManager, companyId: string, id: string): Promise<Employee | null> {
    const lock = { mode: 'pessimistic_write' as const };
    return (
      (await manager.findOne(Employee, { where: { id, companyId }, lock })) ??
      (await manager.findOne(Employee, { where: { userId: id, companyId }, lock }))
    );
  }

  private checkRequired(company: Company, e: Employee): void {
    const missing: string[] = [];
    if (!e.firstName) missing.push('firstName');
    if (!e.lastName) missing.push('lastName');
    if (!e.departmentId) missing.push('departmentId');
    if (!e.hireOnDate) missing.push('hireOnDateValue');
    if (!e.paygroupId) missing.push('paygroupId');
    if (company.settings.useTimeClock && e.clockId === null) missing.push('clockId');
    if (payIdRequired(company.settings) && !e.payId) missing.push('payId');
    if (usesWorkflowMax(company.settings) && !e.workflowId) missing.push('workflowId');
    if (missing.length === 0) return;
    const details = missing.map((field) => ({ field, message: `${field} is required.` }));
    throw new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
  }

  private async checkReferences(manager: EntityManager, companyId: string, e: Employee): Promise<void> {
    const nodes = [...new Set([e.departmentId, ...e.transferPositions, ...e.managedDepartments])].filter(
      (id): id is string => id !== null,
    );
    const found = nodes.length ? await manager.countBy(Department, { companyId, id: In(nodes) }) : 0;
    if (found !== nodes.length) throw refusal(EMPLOYEE_ANSWERS, 'noDepartment');
    if (e.paygroupId && !(await manager.existsBy(PayGroup, { id: e.paygroupId, companyId }))) {
      throw refusal(EMPLOYEE_ANSWERS, 'noPaygroup');
    }
    await checkChoices(manager, companyId, e);
  }

  private async checkUnique(manager: EntityManager, companyId: string, e: Employee): Promise<void> {
    const others = () =>
      manager
        .getRepository(Employee)
        .createQueryBuilder('e')
        .where(e.id ? 'e.id <> :id' : 'TRUE', { id: e.id });
    // the e-mail is a sign-in name, unique across companies like the login accounts'
    if (e.email && (await others().andWhere('lower(e.email) = lower(:email)', { email: e.email }).getExists())) {
      throw refusal(EMPLOYEE_ANSWERS, 'userEmailExit');
    }
    if (
      e.clockId !== null &&
      e.employeeStatus === 'Active' &&
      (await clockIdTaken(manager, companyId, e.clockId, e.id ?? null))
    ) {
      throw refusal(EMPLOYEE_ANSWERS, 'employeeNumerExit');
    }
    if (
      e.payId &&
      (await others()
        .andWhere('e.company_id = :companyId AND e.pay_id = :payId', { companyId, payId: e.payId })
        .getExists())
    ) {
      throw refusal(EMPLOYEE_ANSWERS, 'employeePayIdExit');
    }
  }
}

export function newEmployee(companyId: string): Employee {
  return Object.assign(new Employee(), {
    companyId,
    userId: null,
    clockId: null,
    payId: null,
    firstName: '',
    lastName: '',
    middleName: null,
    email: null,
    departmentId: null,
    paygroupId: null,
    employeeStatus: 'Active' as EmployeeStatus,
    hireOnDate: null,
    terminateDate: null,
    standardHours: null,
    guaranteedHours: null,
    scheduleId: null,
    timeRoundingId: null,
    isExport: true,
    mobile: null,
    phone: null,
    fax: null,
    avatarFileName: null,
    reportTo: null,
    transferPositions: [],
    skills: [],
    comments: null,
    xeroGuid: null,
    workflowId: null,
    externalId: null,
    payRate: null,
    isSupervisor: false,
    managedDepartments: [],
    funs: [],
    defaultActivity: null,
    defaultWorkcentre: null,
    payCostcode: null,
    glTransType: null,
    lastUpdate: null,
    mobileIMEI: null,
    workPlaceIds: [],
    statusApp: false,
    showonDashboard: false,
    noGPS: false,
    noGeoFence: false,
    evacuator: false,
    pin: null,
    contactName: null,
    title: null,
    physicalAddr: null,
    postalAddr: null,
  });
}

function applySave(e: Employee, input: EmployeeSaveRequest): void {
  const set = <K extends keyof Employee>(key: K, value: Employee[K] | undefined): void => {
    if (value !== undefined) e[key] = value;
  };
  const flag = (
    key: 'isExport' | 'isSupervisor' | 'statusApp' | 'showonDashboard' | 'noGPS' | 'noGeoFence' | 'evacuator',
    value: boolean | null | undefined,
  ) => {
    if (value !== undefined && value !== null) e[key] = value;
  };
  const unique = (list: string[] | undefined) => (list === undefined ? undefined : [...new Set(list)]);
  const decimal = (n: number | null | undefined) => (n === undefined ? undefined : n === null ? null : String(n));
  set('avatarFileName', input.avatarFileName);
  set('email', input.email === undefined || input.email === null ? input.email : input.email.toLowerCase());
  set('firstName', input.firstName ?? (input.firstName === null ? '' : undefined));
  set('lastName', input.lastName ?? (input.lastName === null ? '' : undefined));
  set('middleName', input.middleName);
  set('scheduleId', input.scheduleId);
  set('standardHours', decimal(input.standardHours));
  set('guaranteedHours', decimal(input.guaranteedHours));
  set('timeRoundingId', input.timeRoundingId);
  set('departmentId', input.departmentId);
  set('hireOnDate', input.hireOnDateValue);
  set('terminateDate', input.terminateDateValue);
  set('reportTo', input.reportTo);
  set('clockId', input.clockId);
  set('transferPositions', unique(input.transferPositions));
  flag('isExport', input.isExport);
  set('skills', unique(input.skills));
  set('comments', input.comments);
  set('paygroupId', input.paygroupId);
  set('payId', input.payId);
  set('workflowId', input.workflowId);
  set('externalId', input.externalId);
  set('payRate', decimal(input.payRate));
  flag('isSupervisor', input.isSupervisor);
  set('managedDepartments', unique(input.departments));
  set('funs', unique(input.funs));
  set('defaultActivity', input.defaultActivity);
  set('defaultWorkcentre', input.defaultWorkcentre);
  set('payCostcode', input.payCostcode);
  set('glTransType', input.glTransType);
  set('mobileIMEI', input.mobileIMEI);
  set('workPlaceIds', unique(input.workPlaceId));
  flag('statusApp', input.statusApp);
  flag('showonDashboard', input.showonDashboard);
  flag('noGPS', input.noGPS);
  flag('noGeoFence', input.noGeoFence);
  flag('evacuator', input.evacuator);
  set('pin', input.pin);
  set('contactName', input.name);
  set('title', input.title);
  set('physicalAddr', input.physicalAddr);
  set('postalAddr', input.postalAddr);
  set('mobile', input.mobile);
  set('phone', input.phone);
  set('fax', input.fax);
}
