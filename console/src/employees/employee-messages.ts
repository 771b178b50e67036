// The employee answer codes and their texts (spec 000 §8).

export const LICENCE_WARNING =
  'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';

export const statusMessages = {
  success: 'Change the employee status successfully.',
  failure: 'Failed to change the employee status.',
  codes: {
    licenses: LICENCE_WARNING,
    noDepartment:
      'error: Please update employee profile and assign a department to this employee before you change the status to Active.',
    employeeClockIdExit: 'Warning: Clock ID is being used by another employee.',
  } as Record<string, string>,
};

// payOnFinishDayConflicts has no fixed text: the server's detail names the employee ('Warning: {employee} has
// overnight shifts. It is not allowed to set pay on finish day.'), which answerText shows.
export const saveMessages = {
  success: 'The employee is saved successfully.',
  failure: 'Failed to save the employee.',
  codes: {
    userEmailExit: 'Warning: Email is exist.',
    employeeNumerExit: 'Warning: Employee ClockId is exist.',
    employeePayIdExit: 'Warning:  Pay ID exists already. Please use a different one.',
    noCompany: 'Warning: The company does not exist.',
    noDepartment: 'Warning: The department does not exist.',
    noPaygroup: 'Warning: The pay group does not exist.',
    licenses: LICENCE_WARNING,
    licensesApp: LICENCE_WARNING,
  } as Record<string, string>,
};

/** Which notification level an answer code's text is shown at: "Warning: …" as a warning, the rest as errors. */
export function levelOf(text: string): 'warning' | 'error' {
  return text.startsWith('Warning') ? 'warning' : 'error';
}
