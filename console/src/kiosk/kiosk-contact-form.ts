import type { DepartmentNode, KioskContactAnswer, KioskContactSaveBody } from '@rollcall/api-client';
import { isEmail } from '../session/validation';
import { KIOSK_MESSAGES } from './kiosk-messages';

export interface KioskContactValues {
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  department: string;
}

export function kioskContactValues(contact: KioskContactAnswer | null): KioskContactValues {
  return {
    firstname: contact?.firstname ?? '',
    lastname: contact?.lastname ?? '',
    mobile: contact?.mobile ?? '',
    email: contact?.email ?? '',
    department: contact?.department ?? '',
  };
}

/** firstname, lastname and email required; a non-empty email must match the spec's pattern. */
export function kioskContactErrors(values: KioskContactValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.firstname.trim()) errors.firstname = KIOSK_MESSAGES.required;
  if (!values.lastname.trim()) errors.lastname = KIOSK_MESSAGES.required;
  const email = values.email.trim();
  if (!email) errors.email = KIOSK_MESSAGES.required;
  else if (!isEmail(email)) errors.email = KIOSK_MESSAGES.invalidEmail;
  return errors;
}

export function kioskContactSaveBody(id: string | null, values: KioskContactValues): KioskContactSaveBody {
  return {
    ...(id ? { id } : {}),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    mobile: values.mobile.trim() || null,
    email: values.email.trim(),
    department: values.department || null,
  };
}

/** Name column: first plus last name. */
export function contactName(contact: Pick<KioskContactAnswer, 'firstname' | 'lastname'>): string {
  return `${contact.firstname} ${contact.lastname}`.trim();
}

/** The structure below the company root as select options, indented by depth. */
export function departmentOptions(tree: DepartmentNode[]): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: DepartmentNode[], depth: number) => {
    for (const node of nodes) {
      if (node.level) out.push({ value: node.key, label: `${'\u00a0\u00a0'.repeat(depth)}${node.title}` });
      walk(node.children, node.level ? depth + 1 : depth);
    }
  };
  walk(tree, 0);
  return out;
}
