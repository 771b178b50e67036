import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { api, tokens } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { PROVIDER_WEBSITE } from '../config';
import { CentredLayout } from '../app/layouts/CentredLayout';
import { notify } from '../kit/notifications/notification-store';
import { goTo } from './redirect';
import { rememberEmail, rememberedEmail } from './remembered-email';
import { selectRoleRoute, signIn } from './sign-in';
import { validateSignInEmail, validateSignInPassword } from './validation';

const SIGN_IN_FAILED = 'Failed to login.';

/** Sign in (spec 000 §2, §4): email, password, Remember me, Sign In, Forgot Password, Create Account. */
export function LoginScreen() {
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: validateSignInEmail(email), password: validateSignInPassword(password) };
    setErrors(found);
    if (found.email || found.password) return;
    rememberEmail(remember ? email.trim() : null);
    setBusy(true);
    try {
      const next = await signIn(api, tokens, { email, password });
      if (next.kind === 'selectRole') goTo(selectRoleRoute(next.redirect));
      else goTo(next.to);
    } catch (error) {
      notify.error(errorText(error, SIGN_IN_FAILED));
      setBusy(false);
    }
  }

  return (
    <CentredLayout title="Sign in" subtitle="Welcome back. Sign in to your company's account.">
      <form noValidate onSubmit={submit} className="flex flex-col" data-testid="login-form">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus={email === ''}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={email !== ''}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="mb-5 flex items-center justify-between">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="size-4 accent-primary"
            />
            Remember me
          </label>
          <Link href="/forgotpassword" className="text-primary hover:underline">
            Forgot Password
          </Link>
        </div>
        <Button type="submit" variant="primary" loading={busy} className="w-full">
          Sign In
        </Button>
        <div className="mt-4 flex items-center justify-center gap-1 text-muted">
          <span>New to Rollcall?</span>
          <Button variant="link" onClick={() => window.open(PROVIDER_WEBSITE, '_blank', 'noopener,noreferrer')}>
            Create Account
          </Button>
        </div>
      </form>
    </CentredLayout>
  );
}
