import { ApiProperty } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { SYNC_RESULT_STATUSES, type SyncResultStatus } from './sync-result-rules.js';

export class SyncResultAnswer {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'when the sync ran (ISO instant)' }) date!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ enum: SYNC_RESULT_STATUSES }) status!: SyncResultStatus;
  @ApiProperty() message!: string;
}

export class SyncResultPage extends PageAnswer(SyncResultAnswer, 'SyncResultPage') {}

export class SyncResultsAnswer {
  @ApiProperty({ type: SyncResultAnswer, isArray: true, description: 'newest first, at most 2000' })
  data!: SyncResultAnswer[];
  @ApiProperty({ description: 'how many results match (may exceed data.length)' }) total!: number;
}

export class SyncErrorCountAnswer {
  @ApiProperty() count!: number;
}
