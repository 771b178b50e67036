/** Spec 000 §8 "Department filter". */
export const departmentFilterMessages = {
  failure: 'Failed to filter the departments.',
  success: 'Filter the departments successfully.',
};
