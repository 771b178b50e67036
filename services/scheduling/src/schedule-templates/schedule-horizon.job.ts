import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import { ScheduleTemplatesService } from './schedule-templates.service.js';

/** Once a day, keeps every active template's days generated HORIZON_DAYS ahead. */
@Injectable()
export class ScheduleHorizonJob {
  private readonly logger: Logger;

  constructor(
    private readonly templates: ScheduleTemplatesService,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ job: 'schedule-horizon' });
  }

  @Cron(CronExpression.EVERY_DAY_AT_1AM, { name: 'schedule-horizon' })
  async extend(): Promise<void> {
    try {
      const written = await this.templates.extendAll();
      this.logger.info({ written }, 'schedule horizon extended');
    } catch (error) {
      this.logger.error({ err: error }, 'schedule horizon not extended; the next run tries again');
    }
  }
}
