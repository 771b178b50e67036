// The user answer codes and their texts (spec 000 §8 User save, User status).

export const userSaveMessages = {
  success: 'The user is saved successfully.',
  failure: 'Failed to save the user.',
  unknown: 'Failed to update the user.',
  codes: {
    userEmailExit: 'Warning: Email is exist.',
    employeeNumerExit: 'Warning: Employee ClockId is exist.',
    employeePayIdExit: 'Warning:  Pay ID exists already. Please use a different one.',
    noCompany: 'Warning: The company does not exist.',
    noDepartment: 'Warning: The department does not exist.',
    noPaygroup: 'Warning: The pay group does not exist.',
    licenses: 'Warning: The employee Upper bound.',
  } as Record<string, string>,
};

export const userStatusMessages = {
  success: 'Change the user status successfully.',
  failure: 'Failed to change the user status.',
};
