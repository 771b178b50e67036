export const CALCULATION = 'calculation';
