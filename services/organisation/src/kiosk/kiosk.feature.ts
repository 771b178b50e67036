import type { OrganisationFeature } from '../organisation-feature.js';
import { Kiosk1764200000600 } from './1764200000600-kiosk.js';
import { KioskContact } from './kiosk-contact.entity.js';
import { KioskContactSaveController, KioskContactsController } from './kiosk-contacts.controller.js';
import { KioskContactsService } from './kiosk-contacts.service.js';
import { KioskContentsController, KioskTypeContentsController } from './kiosk-contents.controller.js';
import { KioskContentsRow } from './kiosk-contents.entity.js';
import { KioskContentsService } from './kiosk-contents.service.js';
import { KioskSettingsController } from './kiosk-settings.controller.js';
import { KioskSettingsRow } from './kiosk-settings.entity.js';
import { KioskSettingsService } from './kiosk-settings.service.js';

/** Kiosk contents, kiosk settings and kiosk contacts (spec 002). */
export const KIOSK_FEATURE: OrganisationFeature = {
  entities: [KioskContentsRow, KioskSettingsRow, KioskContact],
  migrations: [Kiosk1764200000600],
  controllers: [
    KioskContentsController,
    KioskTypeContentsController,
    KioskSettingsController,
    KioskContactsController,
    KioskContactSaveController,
  ],
  providers: [KioskContentsService, KioskSettingsService, KioskContactsService],
};
