import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope, ScheduleDayChangedV1 } from '@rollcall/contracts';
import { EVENT_BATCHES, eventsOf, handleOnceEach } from '@rollcall/platform';
import { PayOnFinishDayService } from './pay-on-finish-day.service.js';

/** schedule.day.changed.v1: which employees have overnight shifts (for pay on finish day). */
@Controller()
export class ScheduleDayEventsController {
  constructor(private readonly payOnFinishDay: PayOnFinishDayService) {}

  /** A relay batch (embedded) or a fetched batch of a partition (Kafka) at a time, in one inbox transaction. */
  @EventPattern('schedule.day.changed.v1', EVENT_BATCHES)
  async onScheduleDaysChanged(
    @Payload() payload: EventEnvelope<string, ScheduleDayChangedV1> | EventEnvelope<string, ScheduleDayChangedV1>[],
  ): Promise<void> {
    await handleOnceEach(
      this.payOnFinishDay.dataSource,
      'organisation.overnight-shifts',
      eventsOf(payload),
      (manager, events) => this.payOnFinishDay.applyScheduleDays(manager, events),
    );
  }
}
