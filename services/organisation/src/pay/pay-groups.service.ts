import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { payGroupChanged } from './pay-events.js';
import { PayGroup } from './pay-group.entity.js';

@Injectable()
export class PayGroupsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async create(companyId: string, name: string, rules: Partial<PayGroupRules> = {}): Promise<PayGroup> {
    return this.dataSource.transaction(async (manager) => {
      const group = await manager.save(
        manager.create(PayGroup, { companyId, name, rules: { ...DEFAULT_PAY_GROUP_RULES, ...rules } }),
      );
      await this.events.write(manager, [payGroupChanged(group)]);
      return group;
    });
  }
}
