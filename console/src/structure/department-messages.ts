// The structure node answer codes and their texts (spec 000 §8).

export const departmentSaveMessages = {
  success: 'The department is saved successfully.',
  failure: 'Failed to save the department.',
  unknown: 'Failed to update the department.',
  codes: {
    existName: 'Department Name is exist',
    existNumber: 'Department NO. is exist',
    existCode: 'Department Code is exist',
    existPunchCode: 'Punch code has been used by other department.',
    missingPunchCode: 'Punch Code cannot be empty.',
    hasEmployee: 'Please remove all employees under this company node and try again!',
    noCompanyStructure: 'Can not create department under this company structure.',
  } as Record<string, string>,
};

export const departmentDeleteMessages = {
  confirm: 'Are you sure to delete this department?',
  success: 'The department is deleted successfully.',
  failure: 'Failed to delete the department.',
  codes: {
    hasChildren: 'Warning: Please delete the child nodes.',
    hasEmployee: 'Please remove all employees under this company node and try again!',
  } as Record<string, string>,
};
