import type { FullProfile, ProfileUpdate } from './profile-queries';

// The Profile Setting form (spec 000 §3, §5): its fields, what it starts with and what it needs.

export const PROFILE_TEXT_FIELDS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['middleName', 'Middle Name'],
  ['name', 'Name'],
  ['title', 'Title'],
  ['mobile', 'Mobile'],
  ['phone', 'Phone'],
  ['fax', 'Fax'],
  ['physicalAddress', 'Physical Address'],
  ['postalAddress', 'Postal Address'],
] as const;

export type ProfileFormValues = Record<
  (typeof PROFILE_TEXT_FIELDS)[number][0] | 'dateFormat' | 'timeFormat',
  string
> & {
  avatarFileName: string | null;
};

export function profileFormValues(p: FullProfile): ProfileFormValues {
  const values = { avatarFileName: p.avatarFileName ?? null } as ProfileFormValues;
  for (const [key] of PROFILE_TEXT_FIELDS) values[key] = (p[key] as string | null | undefined) ?? '';
  values.dateFormat = p.dateFormat || 'yyyy-MM-dd';
  values.timeFormat = p.timeFormat || 'HH:mm';
  return values;
}

export function validateProfile(values: ProfileFormValues): Partial<Record<keyof ProfileFormValues, string>> {
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  if (!values.firstName.trim()) errors.firstName = 'This field is required.';
  if (!values.lastName.trim()) errors.lastName = 'This field is required.';
  return errors;
}

export function profileUpdate(values: ProfileFormValues): ProfileUpdate {
  const out: ProfileUpdate = { avatarFileName: values.avatarFileName };
  for (const [key] of PROFILE_TEXT_FIELDS) out[key] = values[key].trim();
  out.dateFormat = values.dateFormat;
  out.timeFormat = values.timeFormat;
  return out;
}
