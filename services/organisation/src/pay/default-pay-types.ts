import type { PayTypeRole } from './pay-type.entity.js';

export interface DefaultPayType {
  code: string;
  name: string;
  role: PayTypeRole | null;
  isOvertime?: boolean;
  isLeave?: boolean;
  payRateFactor: string;
  /** leave types only; Unpaid Leave is the one that is not */
  paidLeave?: boolean;
}

/**
 * The form fields a system default carries beyond its code, name and role: leave types are offered to employees
 * (hideFromEmp false), Ordinary is the default pay type, the rest take the new pay type defaults.
 */
export function systemPayTypeFlags(p: DefaultPayType): {
  paidLeave: boolean;
  hideFromEmp: boolean;
  isDefault: boolean;
} {
  return { paidLeave: p.paidLeave ?? true, hideFromEmp: !(p.isLeave ?? false), isDefault: p.role === 'ordinary' };
}

/** The system-default pay types every new company gets; the roles are what the engine looks them up by. */
export const DEFAULT_PAY_TYPES: DefaultPayType[] = [
  { code: 'ORD', name: 'Ordinary', role: 'ordinary', payRateFactor: '1.000' },
  { code: 'OT15', name: 'Overtime 1.5', role: 'overtime', isOvertime: true, payRateFactor: '1.500' },
  { code: 'OT20', name: 'Overtime 2.0', role: null, isOvertime: true, payRateFactor: '2.000' },
  { code: 'PH', name: 'Public Holiday Worked', role: 'publicHoliday', payRateFactor: '1.500' },
  { code: 'PHL', name: 'Public Holiday Leave', role: 'publicHolidayLeave', isLeave: true, payRateFactor: '1.000' },
  { code: 'ALT', name: 'Alternative Holiday', role: 'alternativeHoliday', isLeave: true, payRateFactor: '1.000' },
  { code: 'AL', name: 'Annual Leave', role: null, isLeave: true, payRateFactor: '1.000' },
  { code: 'SL', name: 'Sick Leave', role: null, isLeave: true, payRateFactor: '1.000' },
  { code: 'BL', name: 'Bereavement Leave', role: null, isLeave: true, payRateFactor: '1.000' },
  { code: 'FVL', name: 'Family Violence Leave', role: null, isLeave: true, payRateFactor: '1.000' },
  { code: 'UL', name: 'Unpaid Leave', role: null, isLeave: true, paidLeave: false, payRateFactor: '0.000' },
];
