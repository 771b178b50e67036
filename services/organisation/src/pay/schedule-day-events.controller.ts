import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope, ScheduleDayChangedV1 } from '@rollcall/contracts';
import { handleOnce } from '@rollcall/platform';
import { PayOnFinishDayService } from './pay-on-finish-day.service.js';

/** schedule.day.changed.v1: which employees have overnight shifts (for pay on finish day). */
@Controller()
export class ScheduleDayEventsController {
  constructor(private readonly payOnFinishDay: PayOnFinishDayService) {}

  @EventPattern('schedule.day.changed.v1')
  async onScheduleDayChanged(@Payload() event: EventEnvelope<string, ScheduleDayChangedV1>): Promise<void> {
    await handleOnce(this.payOnFinishDay.dataSource, 'organisation.overnight-shifts', event, (manager) =>
      this.payOnFinishDay.applyScheduleDay(manager, event.companyId, event.payload),
    );
  }
}
