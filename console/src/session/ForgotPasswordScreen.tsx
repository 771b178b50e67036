import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { CentredLayout } from '../app/layouts/CentredLayout';
import { notify } from '../kit/notifications/notification-store';
import { sendRecoveryEmail } from './recovery';
import { validateSignInEmail } from './validation';

/** Account recovery (spec 000 §2): email, Send, Back to login. */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignInEmail(email);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await sendRecoveryEmail(email.trim());
      notify.success('Email has been sent successfully!');
    } catch (failure) {
      // A 404 (for example an unknown e-mail) carries the server's own sentence, which is shown as it is.
      notify.error(errorText(failure, 'Failed to send for recovery email.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CentredLayout title="Forgot password" subtitle="Enter your e-mail and we will send you a link to reset it.">
      <form noValidate onSubmit={submit} className="flex flex-col">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="primary" loading={busy} className="w-full">
          Send
        </Button>
        <Link href="/login" className="mt-4 text-center text-primary hover:underline">
          Back to login
        </Link>
      </form>
    </CentredLayout>
  );
}
