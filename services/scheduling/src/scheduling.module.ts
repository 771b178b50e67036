import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';

/** Schedule templates, employee schedules, rosters, shifts, leave and balances. Its schema, outbox and inbox exist from the first release; its areas arrive with their issues. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({ service: 'scheduling', schema: 'scheduling', entities: [], migrations: [] }),
    OutboxModule.forService('scheduling'),
  ],
})
export class SchedulingModule {}
