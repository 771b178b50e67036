import { KIOSK_SWITCH_GROUPS, kioskSettingsErrors, type KioskSettings } from './kiosk-settings-form';

const settings: KioskSettings = {
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

describe('kiosk settings form', () => {
  it('offers every switch of the spec once', () => {
    const keys = KIOSK_SWITCH_GROUPS.flatMap((g) => g.switches.map((s) => s.key)).sort();
    expect(keys).toEqual(
      Object.keys(settings)
        .filter((k) => k.startsWith('enable'))
        .sort(),
    );
  });

  it('limits the welcome messages to 200 characters', () => {
    expect(kioskSettingsErrors(settings)).toEqual({});
    expect(kioskSettingsErrors({ ...settings, welcomeMessage2: 'x'.repeat(201) })).toEqual({
      welcomeMessage2: 'At most 200 characters.',
    });
  });
});
