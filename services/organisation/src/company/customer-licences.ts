/** Licence counts of a customer company as they are and as asked for. */
export interface LicenceChange {
  licenses: number;
  appLicenses: number;
  usedLicenses: number;
  usedAppLicenses: number;
}

/**
 * Why new licence counts cannot be taken, or null: a company cannot be given fewer licences than it has Active
 * employees, nor fewer app licences than Active employees using the mobile app.
 */
export function licenceChangeProblem(change: LicenceChange): 'licencesInUse' | 'appLicencesInUse' | null {
  if (change.licenses < change.usedLicenses) return 'licencesInUse';
  if (change.appLicenses < change.usedAppLicenses) return 'appLicencesInUse';
  return null;
}
