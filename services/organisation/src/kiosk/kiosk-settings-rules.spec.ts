import { defaultKioskSettings, mergeKioskSettings } from './kiosk-settings-rules.js';

describe('kiosk settings rules', () => {
  it('defaults as spec 002 §9 says', () => {
    expect(defaultKioskSettings()).toEqual({
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
    });
  });

  it('changes only the fields given, trimming the welcome messages', () => {
    const next = mergeKioskSettings(defaultKioskSettings(), {
      enableCarRego: true,
      welcomeMessage2: '  Sign in please ',
      uploadPhotoQuality: 'high',
    });
    expect(next).toMatchObject({
      enableCarRego: true,
      welcomeMessage1: 'Welcome To',
      welcomeMessage2: 'Sign in please',
      uploadPhotoQuality: 'high',
      enableEmployee: true,
    });
    expect(mergeKioskSettings(next, {})).toEqual(next);
  });
});
