import { api } from '../api/client';
import { ApiError } from '@rollcall/api-client';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { ChoiceLayout } from '../app/layouts/ChoiceLayout';
import { notify } from '../kit/notifications/notification-store';
import { navigate } from '../app/routing/hash-location';
import { resetAnswerText, validateNewPassword } from './password-rules';

/** /password/changePasswordByEmail?token=… (spec 000 §2): a new password for the account the e-mailed link names. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    if (!token) {
      notify.error('Invalid token.');
      return;
    }
    setBusy(true);
    try {
      const answer = await api.resetPasswordByEmail({ body: { password, token } });
      if (answer.message === 'success') {
        notify.success('Your password has been reset. Please sign in.');
        navigate('/login', { replace: true });
      } else notify.error(resetAnswerText(answer.message));
    } catch (failure) {
      notify.error(
        failure instanceof ApiError && failure.status > 0 ? resetAnswerText(failure.message) : errorText(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <ChoiceLayout title="Reset Your Password">
      <form noValidate onSubmit={submit} className="flex flex-col">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm Password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" variant="primary" loading={busy} className="w-full">
          Submit
        </Button>
        <Link href="/login" className="mt-4 text-center text-primary hover:underline">
          Back to login
        </Link>
      </form>
    </ChoiceLayout>
  );
}
