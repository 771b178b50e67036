import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { KioskContentsRow } from './kiosk-contents.entity.js';
import {
  defaultKioskContents,
  type KioskContents,
  kioskContentsProblems,
  normaliseKioskContents,
} from './kiosk-contents-rules.js';
import { kioskContentsChanged } from './kiosk-events.js';

@Injectable()
export class KioskContentsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** The company's saved contents, or the defaults when it never saved. */
  async contents(companyId: string): Promise<KioskContents> {
    const row = await this.dataSource.getRepository(KioskContentsRow).findOneBy({ companyId });
    if (!row) return defaultKioskContents();
    return { kioskUserTypeToLabelMap: row.labels, kioskUserTypeToKioskContentsMap: row.contents };
  }

  async save(companyId: string, input: KioskContents): Promise<KioskContents> {
    const problems = kioskContentsProblems(input);
    if (problems.length > 0) {
      throw new BadRequestException({
        message: problems.join('; '),
        details: problems.map((message) => ({ field: 'kioskContents', message })),
      });
    }
    const contents = normaliseKioskContents(input);
    return this.dataSource.transaction(async (manager) => {
      await manager.getRepository(KioskContentsRow).upsert(
        {
          companyId,
          labels: contents.kioskUserTypeToLabelMap,
          contents: contents.kioskUserTypeToKioskContentsMap,
        },
        ['companyId'],
      );
      await this.events.write(manager, [kioskContentsChanged(companyId, contents)]);
      return contents;
    });
  }
}
