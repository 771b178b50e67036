import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { KnownCompany } from '../directory/known-company.entity.js';
import { KnownEmployee } from '../directory/known-employee.entity.js';
import { punchRecorded } from '../punches/punch-events.js';
import { Punch } from '../punches/punch.entity.js';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import type { KioskPunchAnswer } from './kiosk-punch.answer.js';
import type { KioskPunchRequest } from './kiosk-punch.request.js';

const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class KioskPunchesService {
  constructor(
    @InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async companyOfDevice(deviceToken: string | undefined): Promise<KnownCompany> {
    const company = deviceToken ? await this.dataSource.getRepository(KnownCompany).findOneBy({ deviceToken }) : null;
    if (!company) throw new UnauthorizedException('The device token is not valid.');
    return company;
  }

  /**
   * Stores a kiosk punch once: a replay of the same device punch id answers with the punch first stored and
   * writes nothing. The punch and its event commit together.
   */
  async record(
    company: KnownCompany,
    request: KioskPunchRequest,
    now: Date,
  ): Promise<{ answer: KioskPunchAnswer; created: boolean }> {
    const punchTime = new Date(request.punchTime);
    if (Number.isNaN(punchTime.getTime())) throw new BadRequestException('punchTime must be an ISO-8601 instant');
    if (punchTime.getTime() - now.getTime() > MAX_FUTURE_MS) {
      throw new BadRequestException('punchTime cannot be more than 24 hours in the future');
    }
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.findReplay(manager, company.id, request);
      if (existing) return { answer: this.answerOf(existing, true), created: false };
      const employee = await manager.findOneBy(KnownEmployee, { companyId: company.id, clockId: request.clockId });
      if (!employee)
        throw new NotFoundException({
          message: 'employeeNotFound',
          detail: `No employee has clock id ${request.clockId}.`,
        });
      const inserted = (await manager
        .createQueryBuilder()
        .insert()
        .into(Punch)
        .values({
          companyId: company.id,
          employeeId: employee.id,
          clockId: request.clockId,
          punchTime,
          source: 'Kiosk',
          deviceId: request.deviceId,
          devicePunchId: request.devicePunchId,
          workPlaceId: request.workPlaceId ?? null,
          positionId: request.positionId ?? null,
          jobId: request.jobId ?? null,
          taskId: request.taskId ?? null,
          latitude: request.latitude ?? null,
          longitude: request.longitude ?? null,
        })
        .orIgnore()
        .returning('*')
        .execute()) as { raw: Record<string, unknown>[] };
      const row = inserted.raw[0];
      if (!row) {
        // a concurrent replay won the race; answer with its punch
        const winner = await this.findReplay(manager, company.id, request);
        if (!winner) throw new Error('punch vanished after a unique conflict');
        return { answer: this.answerOf(winner, true), created: false };
      }
      const punch = manager.create(Punch, {
        id: row.id as string,
        companyId: company.id,
        employeeId: employee.id,
        clockId: request.clockId,
        punchTime,
        source: 'Kiosk',
        deviceId: request.deviceId,
        devicePunchId: request.devicePunchId,
        workPlaceId: request.workPlaceId ?? null,
        positionId: request.positionId ?? null,
        jobId: request.jobId ?? null,
        taskId: request.taskId ?? null,
      });
      await this.events.write(manager, [punchRecorded(punch)]);
      return { answer: this.answerOf(punch, false), created: true };
    });
  }

  private findReplay(manager: EntityManager, companyId: string, request: KioskPunchRequest): Promise<Punch | null> {
    return manager.findOneBy(Punch, { companyId, deviceId: request.deviceId, devicePunchId: request.devicePunchId });
  }

  private answerOf(punch: Punch, duplicate: boolean): KioskPunchAnswer {
    return {
      message: 'success',
      punchId: punch.id,
      employeeId: punch.employeeId,
      punchTime: punch.punchTime.toISOString(),
      duplicate,
    };
  }
}
