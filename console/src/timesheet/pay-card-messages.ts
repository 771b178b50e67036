// Every text of the timesheet's Pay Card (spec 001 §8 "Pay card"), and the server's answer codes mapped to them.

export const PAY_CARD_MESSAGES = {
  saved: 'Pay Card updated successfully.',
  saveFailed: 'Failed to update Pay Card.',
  payTypeRequired: 'Pay type is required.',
  unitsNumber: 'Units must be a number with at most 2 decimals.',
  effUnitsNumber: 'Eff. units must be a number.',
  lineDeleted: 'The pay card line is deleted.',
  noLines: 'No pay card lines for this period.',
} as const;

/** The pay card calls' answer codes with the spec's texts. */
export const PAY_CARD_CODES: Record<string, string> = {
  noEmployee: 'No Employee!',
  repeatcode: 'Can Not repeat PayType!',
  repeatProject: 'Duplicate pay component, please check again!!',
  fileWithoutProject: 'Please select a project for the manual entry!',
  WrongFileFormat: 'Only .jpg or .pdf file are supported!',
  periodClosed:
    "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
};
