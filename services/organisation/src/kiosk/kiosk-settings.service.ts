import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { kioskSettingsChanged } from './kiosk-events.js';
import { KioskSettingsRow } from './kiosk-settings.entity.js';
import { defaultKioskSettings, type KioskSettings, mergeKioskSettings } from './kiosk-settings-rules.js';

function settingsOf(row: KioskSettingsRow): KioskSettings {
  const { companyId: _companyId, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

@Injectable()
export class KioskSettingsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** The company's saved settings, or the defaults when it never saved. */
  async settings(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<KioskSettings> {
    const row = await manager.getRepository(KioskSettingsRow).findOneBy({ companyId });
    return row ? settingsOf(row) : defaultKioskSettings();
  }

  async save(companyId: string, changes: Partial<KioskSettings>): Promise<KioskSettings> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kiosk_settings:' || $1))`, [companyId]);
      const next = mergeKioskSettings(await this.settings(companyId, manager), changes);
      await manager.getRepository(KioskSettingsRow).upsert({ companyId, ...next }, ['companyId']);
      await this.events.write(manager, [kioskSettingsChanged(companyId, next)]);
      return next;
    });
  }
}
