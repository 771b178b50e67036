export const PHOTO_QUALITIES = ['low', 'medium', 'high'] as const;
export type PhotoQuality = (typeof PHOTO_QUALITIES)[number];

export const WELCOME_MESSAGE_MAX = 200;

export interface KioskSettings {
  enableCarRego: boolean;
  enableComment: boolean;
  enableDefaultWorkCode: boolean;
  enableEmail: boolean;
  welcomeMessage1: string;
  welcomeMessage2: string;
  enableEmployee: boolean;
  enableVisitor: boolean;
  enableContractor: boolean;
  enableLeave: boolean;
  enablePunchNote: boolean;
  uploadPhotoQuality: PhotoQuality;
}

/** The kiosk settings of a company that never saved them (spec 002 §9). */
export function defaultKioskSettings(): KioskSettings {
  return {
    enableCarRego: false,
    enableComment: false,
    enableDefaultWorkCode: false,
    enableEmail: false,
    welcomeMessage1: 'Welcome To',
    welcomeMessage2: '',
    enableEmployee: true,
    enableVisitor: true,
    enableContractor: true,
    enableLeave: true,
    enablePunchNote: false,
    uploadPhotoQuality: 'medium',
  };
}

/** The settings after a save: each field given replaces the stored one (welcome messages trimmed); the rest stay. */
export function mergeKioskSettings(current: KioskSettings, changes: Partial<KioskSettings>): KioskSettings {
  const next: KioskSettings = { ...current };
  for (const key of Object.keys(current) as (keyof KioskSettings)[]) {
    const value = changes[key];
    if (value === undefined || value === null) continue;
    (next as unknown as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  return next;
}
