import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyChangedV1, EventEnvelope } from '@rollcall/contracts';
import { handleOnce, schemaOf } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';
import { Company } from './company.entity.js';

export const COMPANY_READ_MODEL_CONSUMER = 'identity.company-read-model';

/** The company names identity shows, kept from org.company.changed.v1. */
@Injectable()
export class CompanyReadModel {
  constructor(@InjectDataSource(IDENTITY) private readonly dataSource: DataSource) {}

  /**
   * Applies the event once (a redelivery finds its inbox row and does nothing); an event older than the one
   * already applied leaves the row alone. Resolves false for a duplicate.
   */
  apply(event: EventEnvelope<string, CompanyChangedV1>): Promise<boolean> {
    const s = schemaOf(this.dataSource);
    return handleOnce(this.dataSource, COMPANY_READ_MODEL_CONSUMER, event, async (manager) => {
      // licenses is not (yet) part of the v1 contract: taken when organisation sends it, kept when it does not.
      const licenses = (event.payload as CompanyChangedV1 & { licenses?: unknown }).licenses;
      await manager.query(
        `INSERT INTO "${s}".companies AS c (id, name, changed_at, licenses) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, changed_at = EXCLUDED.changed_at,
           licenses = COALESCE(EXCLUDED.licenses, c.licenses)
         WHERE c.changed_at <= EXCLUDED.changed_at`,
        [
          event.payload.companyId,
          event.payload.name,
          event.occurredAt,
          Number.isInteger(licenses) && (licenses as number) >= 0 ? licenses : null,
        ],
      );
    });
  }

  /** Whether identity has heard of the company (org.company.changed.v1). */
  async exists(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.exists(Company, { where: { id: companyId } });
  }

  /** The company's employee licences, or null when organisation has not told identity (no limit is applied). */
  async licensesOf(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const company = await manager.findOne(Company, { where: { id: companyId } });
    return company?.licenses ?? null;
  }

  async nameOf(companyId: string): Promise<string | null> {
    const company = await this.dataSource.manager.findOne(Company, { where: { id: companyId } });
    return company?.name ?? null;
  }
}
