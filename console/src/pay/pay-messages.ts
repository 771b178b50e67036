// The spec's texts for pay types and pay groups (002 §2, §8).

export const PAY_MESSAGES = {
  payTypeSaved: 'Pay type is saved successfully.',
  payTypesDeleted: 'Pay types are deleted successfully.',
  payTypeSaveFailed: 'Failed to save pay type.',
  payTypesDeleteFailed: 'Failed to delete pay types.',
  payGroupSaved: 'Pay group is saved successfully.',
  payGroupsDeleted: 'Pay groups are deleted successfully.',
  payGroupSaveFailed: 'Failed to save pay group.',
  payGroupsDeleteFailed: 'Failed to delete pay groups.',
  confirmDelete: 'Are you sure you want to delete it/them?',
  systemDefault: 'System default pay type',
  xeroGuidTip: 'If Xero Guid is empty. Please go to Settings page and synchronize.',
  previewFailed: 'Failed to preview the pay group.',
  previewNoChanges: 'No pay changes under these rules.',
  previewNoLines: 'Nobody is paid in these periods, under either rules.',
  /** spec 000 §5: every required field */
  required: 'This field is required.',
} as const;

/** Server answer codes of the pay type save and delete. */
export const PAY_TYPE_CODES: Record<string, string> = {
  exist: 'Warning: Code Or Name has existed.',
  incorrectNumberForm: 'Overtime factor should be a number and greater than 0.',
};

/** Server answer codes of the pay group save. */
export const PAY_GROUP_CODES: Record<string, string> = {
  exist: 'Warning: Name has existed.',
};
