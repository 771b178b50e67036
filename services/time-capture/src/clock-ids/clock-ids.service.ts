import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { KnownCompany } from '../directory/known-company.entity.js';
import { KnownEmployee } from '../directory/known-employee.entity.js';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import type { ClockIdAnswer } from './clock-id.answer.js';

/** Clock ids as a device of the company knows them: by the company's device token. */
@Injectable()
export class ClockIdsService {
  constructor(@InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource) {}

  async lookUp(deviceToken: string | undefined, clockId: number): Promise<ClockIdAnswer> {
    const company = deviceToken ? await this.dataSource.getRepository(KnownCompany).findOneBy({ deviceToken }) : null;
    if (!company) throw new UnauthorizedException('The device token is not valid.');
    const employee = await this.dataSource
      .getRepository(KnownEmployee)
      .findOne({ where: { companyId: company.id, clockId }, order: { id: 'ASC' } });
    if (!employee) {
      throw new NotFoundException({ message: 'employeeNotFound', detail: `No employee has clock id ${clockId}.` });
    }
    const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ');
    return {
      employeeId: employee.id,
      clockId,
      name: name || null,
      timeZoneId: employee.timeZoneId ?? company.timeZoneId,
    };
  }
}
