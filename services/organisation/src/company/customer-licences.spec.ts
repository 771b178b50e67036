import { licenceChangeProblem } from './customer-licences.js';

describe('customer licence counts', () => {
  const inUse = { usedLicenses: 12, usedAppLicenses: 3 };

  it('takes counts at or above what is in use', () => {
    expect(licenceChangeProblem({ ...inUse, licenses: 12, appLicenses: 3 })).toBeNull();
    expect(licenceChangeProblem({ ...inUse, licenses: 500, appLicenses: 50 })).toBeNull();
  });

  it('refuses fewer licences than Active employees', () => {
    expect(licenceChangeProblem({ ...inUse, licenses: 11, appLicenses: 3 })).toBe('licencesInUse');
  });

  it('refuses fewer app licences than app users', () => {
    expect(licenceChangeProblem({ ...inUse, licenses: 12, appLicenses: 2 })).toBe('appLicencesInUse');
  });
});
