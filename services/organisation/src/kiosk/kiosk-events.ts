import type { NewEvent } from '@rollcall/platform';
import type { KioskContact } from './kiosk-contact.entity.js';
import type { KioskContents } from './kiosk-contents-rules.js';
import type { KioskSettings } from './kiosk-settings-rules.js';

export function kioskContentsChanged(companyId: string, contents: KioskContents): NewEvent {
  return {
    type: 'org.kiosk.changed.v1',
    companyId,
    key: companyId,
    payload: { part: 'contents', value: { ...contents } },
  };
}

export function kioskSettingsChanged(companyId: string, settings: KioskSettings): NewEvent {
  return {
    type: 'org.kiosk.changed.v1',
    companyId,
    key: companyId,
    payload: { part: 'settings', value: { ...settings } },
  };
}

export function kioskContactChanged(contact: KioskContact, deleted = false): NewEvent {
  return {
    type: 'org.kiosk-contact.changed.v1',
    companyId: contact.companyId,
    key: contact.companyId,
    payload: {
      contactId: contact.id,
      firstname: contact.firstname,
      lastname: contact.lastname,
      mobile: contact.mobile,
      email: contact.email,
      departmentId: contact.departmentId,
      deleted,
    },
  };
}
