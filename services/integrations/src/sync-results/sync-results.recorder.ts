import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { INTEGRATIONS } from '../integrations.constants.js';
import { SyncResult } from './sync-result.entity.js';
import { type SyncResultInput, syncResultProblems, type SyncResultStatus } from './sync-result-rules.js';

/** What integration code calls after a sync to record how it went (in its own transaction when it has one). */
@Injectable()
export class SyncResultsRecorder {
  constructor(@InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource) {}

  async record(companyId: string, input: SyncResultInput, manager?: EntityManager): Promise<SyncResult> {
    const problems = syncResultProblems(input);
    if (problems.length > 0) throw new Error(`sync result not recorded: ${problems.join('; ')}`);
    const repository = (manager ?? this.dataSource.manager).getRepository(SyncResult);
    return repository.save(
      repository.create({
        companyId,
        date: input.date ?? new Date(),
        type: input.type,
        status: input.status as SyncResultStatus,
        message: input.message,
      }),
    );
  }
}
