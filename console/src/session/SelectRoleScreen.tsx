import { Radio, RadioGroup } from '@headlessui/react';
import { useState } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { api, tokens } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ChoiceLayout } from '../app/layouts/ChoiceLayout';
import { notify } from '../kit/notifications/notification-store';
import { goTo } from './redirect';
import { continueAsEmployee, managerRoleLabel, type RoleChoice } from './role-choice';
import { useProfile } from './use-profile';
import { useSignedIn } from './use-signed-in';

/** Role choice after sign-in (spec 000 §2, §4): Admin or Supervisor versus Employee. */
export function SelectRoleScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect') || '/';
  const signedIn = useSignedIn();
  const profile = useProfile(signedIn);
  const [choice, setChoice] = useState<RoleChoice>('manager');
  const [busy, setBusy] = useState(false);
  const options: { value: RoleChoice; label: string }[] = [
    { value: 'manager', label: managerRoleLabel(profile.data?.roleName) },
    { value: 'employee', label: 'Employee' },
  ];

  if (!signedIn) return <Redirect to="/login" replace />;

  async function confirm() {
    if (choice === 'manager') return goTo(redirect);
    setBusy(true);
    try {
      goTo(await continueAsEmployee(api, tokens), { replace: true });
    } catch (error) {
      notify.error(errorText(error, 'Failed to login as employee.'));
      setBusy(false);
    }
  }

  return (
    <ChoiceLayout title="Select your role to login">
      <RadioGroup value={choice} onChange={setChoice} aria-label="Role" className="mb-6 flex flex-col gap-3">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="group flex cursor-pointer items-center gap-3 rounded-md border border-line px-4 py-3 data-checked:border-primary data-checked:bg-primary-soft"
          >
            <span className="flex size-4 items-center justify-center rounded-full border border-line bg-white group-data-checked:border-primary">
              <span className="invisible size-2 rounded-full bg-primary group-data-checked:visible" />
            </span>
            <span className="font-semibold">{option.label}</span>
          </Radio>
        ))}
      </RadioGroup>
      <div className="flex items-center justify-between">
        <Link href="/login" className="text-primary hover:underline">
          Back to login
        </Link>
        <Button variant="primary" loading={busy} onClick={() => void confirm()}>
          Confirm
        </Button>
      </div>
    </ChoiceLayout>
  );
}
