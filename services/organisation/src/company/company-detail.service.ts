import { COMPANY_ANSWERS } from './company.answers.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  checkCompanyReferences,
  EventWriter,
  IMAGE_TYPES,
  type NewEvent,
  refusal,
  sniffImageType,
} from '@rollcall/platform';
import { isAllowed } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import { type DataSource, IsNull } from 'typeorm';
import { RoundingRuleSet } from '../rounding/rounding-rule-set.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { departmentChanged } from '../structure/department-events.js';
import { Department } from '../structure/department.entity.js';
import { employeeZones, zoneChangeEvents } from '../structure/employee-zones.js';
import { companyChanged } from './company-events.js';
import type { CompanyInfo } from './company-info.answer.js';
import { CompanyLogo } from './company-logo.entity.js';
import type { CompanySaveRequest } from './company-save.request.js';
import { Company } from './company.entity.js';

const NOT_FOUND = 'Warning: The company does not exist.';

/** The company detail form: reading it, saving it, and the logo. Always the caller's own company. */
@Injectable()
export class CompanyDetailService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async info(actor: Actor): Promise<CompanyInfo> {
    const company = await this.dataSource.getRepository(Company).findOneBy({ id: actor.companyId });
    if (!company) throw new NotFoundException(NOT_FOUND);
    return toInfo(company, isAllowed(actor.role, 'company', 'update'));
  }

  /**
   * Saves the fields given. A zone change also moves the structure root (when it followed the company's zone)
   * and republishes every employee whose zone changed with it.
   */
  async save(actor: Actor, input: CompanySaveRequest): Promise<void> {
    if (input.id && input.id !== actor.companyId) throw new NotFoundException(NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(Company, {
        where: { id: actor.companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!company) throw new NotFoundException(NOT_FOUND);
      if (input.code && input.code.toLowerCase() !== company.code.toLowerCase()) {
        const taken = await manager
          .getRepository(Company)
          .createQueryBuilder('c')
          .where('lower(c.code) = lower(:code) AND c.id <> :id', { code: input.code, id: company.id })
          .getExists();
        if (taken) throw refusal(COMPANY_ANSWERS, 'existCode');
      }
      await checkCompanyReferences(manager, company.id, [
        {
          field: 'timeRoundingId',
          entity: RoundingRuleSet,
          ids: input.timeRoundingId,
          message: 'Choose a time rounding of this company.',
        },
      ]);
      const zonesBefore = await employeeZones(manager, company.id);
      const oldZone = company.timeZoneId;
      applySave(company, input);
      await manager.save(company);

      const events: NewEvent[] = [companyChanged(company)];
      if (company.timeZoneId !== oldZone) {
        const root = await manager.findOneBy(Department, { companyId: company.id, parentId: IsNull() });
        if (root && (root.timeZoneId === oldZone || root.timeZoneId === null)) {
          root.timeZoneId = company.timeZoneId;
          await manager.save(root);
          events.push(departmentChanged(root));
        }
        events.push(...(await zoneChangeEvents(manager, company.id, zonesBefore)));
      }
      await this.events.write(manager, events);
    });
  }

  /** Stores an uploaded logo (PNG, JPEG, GIF or WebP, by its bytes) and makes it the company's. */
  async uploadLogo(companyId: string, file: { buffer: Buffer } | undefined): Promise<string> {
    if (!file || file.buffer.length === 0) throw refusal(COMPANY_ANSWERS, 'noFile');
    const contentType = sniffImageType(file.buffer);
    if (!contentType) throw refusal(COMPANY_ANSWERS, 'notAnImage');
    const fileName = `${randomUUID()}.${IMAGE_TYPES[contentType]}`;
    await this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw new NotFoundException(NOT_FOUND);
      await manager.insert(CompanyLogo, { fileName, companyId, contentType, data: file.buffer });
      if (company.logoUrl) await manager.delete(CompanyLogo, { fileName: company.logoUrl, companyId });
      company.logoUrl = fileName;
      await manager.save(company);
    });
    return fileName;
  }

  /** A logo of the caller's company; another company's is not found. */
  async logo(companyId: string, fileName: string): Promise<CompanyLogo> {
    const logo = await this.dataSource.getRepository(CompanyLogo).findOneBy({ fileName, companyId });
    if (!logo) throw new NotFoundException('The logo does not exist.');
    return logo;
  }
}

function applySave(company: Company, input: CompanySaveRequest): void {
  const set = <K extends keyof Company>(key: K, value: Company[K] | undefined): void => {
    if (value !== undefined) company[key] = value;
  };
  if (input.code) company.code = input.code;
  if (input.name) company.name = input.name;
  if (input.timeZoneId) company.timeZoneId = input.timeZoneId;
  set('tradingName', input.tradingName);
  set('domain', input.domain);
  set('openedOn', input.openedOn);
  set('contactTitle', input.title);
  set('email', input.email);
  set('mobile', input.mobile);
  set('phone', input.phone);
  set('fax', input.fax);
  set('physicalAddr', input.physicalAddr);
  set('postalAddr', input.postalAddr);
  set('latitude', input.latitude === undefined ? undefined : input.latitude === null ? null : String(input.latitude));
  set(
    'longitude',
    input.longitude === undefined ? undefined : input.longitude === null ? null : String(input.longitude),
  );
  set('jobLabel', input.jobLabel);
  set('taskLabel', input.taskLabel);
  set('actLabel', input.actLabel);
  set('partLabel', input.partLabel);
  set('scheduleId', input.scheduleId);
  set('timeRoundingId', input.timeRoundingId);
  if (input.exceptionThreshold !== undefined && input.exceptionThreshold !== null) {
    company.exceptionThreshold = input.exceptionThreshold;
  }
  if (input.exceptionLDThreshold !== undefined && input.exceptionLDThreshold !== null) {
    company.exceptionLDThreshold = input.exceptionLDThreshold;
  }
  if (input.leaveNtReceivers !== undefined) company.leaveNtReceivers = [...new Set(input.leaveNtReceivers)];
  if (input.leaveNotifySupervisor !== undefined && input.leaveNotifySupervisor !== null) {
    company.leaveNotifySupervisor = input.leaveNotifySupervisor;
  }
  const labels: Partial<Company['settings']> = {};
  if (input.standardHoursDisplayName) labels.standardHoursDisplayName = input.standardHoursDisplayName;
  if (input.guaranteedHoursDisplayName) labels.guaranteedHoursDisplayName = input.guaranteedHoursDisplayName;
  company.settings = { ...company.settings, ...labels };
}

export function toInfo(company: Company, withToken: boolean): CompanyInfo {
  return {
    id: company.id,
    licenses: company.licenses,
    appLicenses: company.appLicenses,
    code: company.code,
    name: company.name,
    tradingName: company.tradingName,
    domain: company.domain,
    token: withToken ? company.deviceToken : null,
    openedOn: company.openedOn,
    logourl: company.logoUrl,
    title: company.contactTitle,
    email: company.email,
    mobile: company.mobile,
    phone: company.phone,
    fax: company.fax,
    physicalAddr: company.physicalAddr,
    postalAddr: company.postalAddr,
    latitude: company.latitude === null ? null : Number(company.latitude),
    longitude: company.longitude === null ? null : Number(company.longitude),
    jobLabel: company.jobLabel,
    taskLabel: company.taskLabel,
    actLabel: company.actLabel,
    partLabel: company.partLabel,
    standardHoursDisplayName: company.settings.standardHoursDisplayName,
    guaranteedHoursDisplayName: company.settings.guaranteedHoursDisplayName,
    timeZoneId: company.timeZoneId,
    scheduleId: company.scheduleId,
    timeRoundingId: company.timeRoundingId,
    exceptionThreshold: company.exceptionThreshold,
    exceptionLDThreshold: company.exceptionLDThreshold,
    leaveNtReceivers: company.leaveNtReceivers,
    leaveNotifySupervisor: company.leaveNotifySupervisor,
  };
}
