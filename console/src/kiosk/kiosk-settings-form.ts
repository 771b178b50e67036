import type { KioskSettingsAnswer } from '@rollcall/api-client';

export type KioskSettings = KioskSettingsAnswer;
export type KioskSwitch = {
  [K in keyof KioskSettings]: KioskSettings[K] extends boolean ? K : never;
}[keyof KioskSettings];

/** The switches of the Kiosk Settings form, grouped as the kiosk shows them. */
export const KIOSK_SWITCH_GROUPS: { title: string; switches: { key: KioskSwitch; label: string }[] }[] = [
  {
    title: 'Who can sign in',
    switches: [
      { key: 'enableEmployee', label: 'Employee' },
      { key: 'enableVisitor', label: 'Visitor' },
      { key: 'enableContractor', label: 'Contractor' },
    ],
  },
  {
    title: 'What the kiosk asks',
    switches: [
      { key: 'enableLeave', label: 'Leave' },
      { key: 'enableCarRego', label: 'Car Rego' },
      { key: 'enableComment', label: 'Comment' },
      { key: 'enableDefaultWorkCode', label: 'Default Work Code' },
      { key: 'enableEmail', label: 'Email' },
      { key: 'enablePunchNote', label: 'Punch Note' },
    ],
  },
];

export const PHOTO_QUALITY_OPTIONS: { value: KioskSettings['uploadPhotoQuality']; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

export const WELCOME_MESSAGE_MAX = 200;

/** Errors by field: welcome messages at most 200 characters. */
export function kioskSettingsErrors(settings: KioskSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['welcomeMessage1', 'welcomeMessage2'] as const) {
    if (settings[key].trim().length > WELCOME_MESSAGE_MAX) errors[key] = `At most ${WELCOME_MESSAGE_MAX} characters.`;
  }
  return errors;
}
