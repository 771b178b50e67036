/** Notifications of the Superadmin's customer screens (the spec is silent; docs/api.md "Organisation"). */
export const customerMessages = {
  created: 'The customer is created successfully.',
  createFailed: 'Failed to create the customer.',
  adminCreated: 'The customer admin is created successfully.',
  adminFailed: 'Failed to create the customer admin.',
  updated: 'The customer is saved successfully.',
  updateFailed: 'Failed to save the customer.',
  codes: {
    existCode: 'Warning: Code is exist.',
    userEmailExit: 'Warning: Email is exist.',
    licencesInUse: 'Warning: The company has more Active employees than that many licences.',
    appLicencesInUse: 'Warning: More employees use the mobile app than that many app licences.',
    noCompany: 'The new company is not known to sign-in yet. Please try again in a moment.',
  } as Record<string, string>,
};
