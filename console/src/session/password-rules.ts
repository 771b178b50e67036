// Password field rules (spec 000 §5) as plain functions: each answers the messages by field, empty when valid.

export const passwordMessages = {
  required: 'This field is required.',
  password: 'Please input your password!',
  confirm: 'Please confirm your password!',
  mismatch: 'The two passwords that you entered do not match!',
} as const;

export function validateNewPassword(password: string, confirm: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!password) errors.password = passwordMessages.password;
  if (!confirm) errors.confirm = passwordMessages.confirm;
  else if (password && confirm !== password) errors.confirm = passwordMessages.mismatch;
  return errors;
}

export function validateChangePassword(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  const found = validateNewPassword(form.newPassword, form.confirmPassword);
  const errors: Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>> = {};
  if (!form.currentPassword) errors.currentPassword = passwordMessages.required;
  if (found.password) errors.newPassword = found.password;
  if (found.confirm) errors.confirmPassword = found.confirm;
  return errors;
}

/** The reset answer's text (spec 000 §8): "Invalid" means a bad token. */
export function resetAnswerText(message: string | undefined): string {
  if (message === 'Invalid') return 'Invalid token.';
  return message || 'Something went wrong.';
}
