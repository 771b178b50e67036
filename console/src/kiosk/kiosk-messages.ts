// The spec's texts for the kiosk screens (002 §8 Work sites, kiosk, contacts).

export const KIOSK_MESSAGES = {
  contentsSaved: 'Kiosk contents are updated successfully.',
  contentsFailed: 'Failed to update Kiosk contents.',
  settingsSaved: 'Kiosk settings are updated successfully.',
  settingsFailed: 'Failed to update Kiosk settings.',
  contactSaved: 'Contact is saved successfully.',
  contactFailed: 'Failed to save the contact.',
  contactsDeleted: 'Contacts are deleted successfully.',
  contactsDeleteFailed: 'Failed to delete the contacts.',
  deleteQuestion: 'Are you sure you want to delete them/it?',
  required: 'This field is required.',
  invalidEmail: 'Invalid Email address!',
  invalidUrl: 'Please enter an http(s) URL.',
} as const;

/** The server's answer codes of the contact calls → text. */
export const KIOSK_CONTACT_ANSWER_TEXT: Record<string, string> = {
  noContact: 'Warning: The contact does not exist.',
  noDepartment: 'Warning: The department does not exist.',
};
