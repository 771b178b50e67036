import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import type { ExternalSyncAnswer } from './job.answers.js';

/**
 * The sync of jobs or tasks with the company's ERP. No connector to an external system exists in this build (the
 * integrations issue brings them), so the answer says so instead of pretending a sync ran.
 */
@Injectable()
export class ExternalSyncService {
  constructor(@InjectDataSource(ORGANISATION) private readonly dataSource: DataSource) {}

  async sync(companyId: string, what: 'jobs' | 'tasks'): Promise<ExternalSyncAnswer> {
    const company = await this.dataSource.getRepository(Company).findOneBy({ id: companyId });
    const provider = company?.settings.thirdPartyType?.name;
    return {
      success: false,
      errorMessage: provider
        ? `The ${what} sync with ${provider} is not connected yet.`
        : `The company has no third-party system to sync ${what} with: it is not connected.`,
    };
  }
}
