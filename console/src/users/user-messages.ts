import { saveMessages } from '../employees/employee-messages';

// The user answer codes and their texts (spec 000 §8 User save, User status).

export const userSaveMessages = {
  success: 'The user is saved successfully.',
  failure: 'Failed to save the user.',
  unknown: 'Failed to update the user.',
  // a user who is an employee is saved with the employee's checks, so the employee's codes apply
  codes: { ...saveMessages.codes, licenses: 'Warning: The employee Upper bound.' } as Record<string, string>,
};

export const userStatusMessages = {
  success: 'Change the user status successfully.',
  failure: 'Failed to change the user status.',
};
