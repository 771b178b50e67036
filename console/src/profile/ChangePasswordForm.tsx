import { useState, type FormEvent } from 'react';
import { tokens } from '../api/client';
import { fieldErrors } from '../api/answer-text';
import { errorText } from '../api/error-text';
import { profileApi } from './profile-queries';
import { SubmitButton } from '../kit/forms/SubmitButton';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/notifications/notification-store';
import { validateChangePassword } from '../session/password-rules';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await profileApi.changePassword(values);
      // Every session of the account ended; the answer is the new one (its refresh token is in the cookie).
      if (answer.accessToken) tokens.set({ accessToken: answer.accessToken });
      notify.success('Change the password successfully.');
      setValues(empty);
    } catch (failure) {
      const byField = fieldErrors(failure);
      setErrors(byField);
      const first = Object.values(byField)[0];
      notify.error(first ?? errorText(failure, 'Failed to change the password.'));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col">
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm Password', 'new-password')}
      <SubmitButton busy={busy}>Save</SubmitButton>
    </form>
  );
}
