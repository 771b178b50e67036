import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { errorText } from '../api/error-text';
import { profileApi } from './profile-queries';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSettingForm } from './ProfileSettingForm';

/** /profile, /profile/info, /profile/password (spec 000 §2): tabs Profile Setting and Change Password. */
export function ProfileScreen() {
  const [location] = useLocation();
  const tab = location === '/profile/password' ? 'password' : 'info';
  const profile = useQuery({
    queryKey: ['full-profile'],
    queryFn: () => profileApi.getFullProfile(),
    refetchOnWindowFocus: false,
  });
  const tabClass = (active: boolean) =>
    `border-b-2 px-4 py-2 ${active ? 'border-primary font-semibold text-primary' : 'border-transparent hover:text-primary'}`;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Profile</h1>
      <nav role="tablist" className="flex gap-2 border-b border-line">
        <Link role="tab" aria-selected={tab === 'info'} href="/profile/info" className={tabClass(tab === 'info')}>
          Profile Setting
        </Link>
        <Link
          role="tab"
          aria-selected={tab === 'password'}
          href="/profile/password"
          className={tabClass(tab === 'password')}
        >
          Change Password
        </Link>
      </nav>
      <section className="rounded-lg bg-white p-5">
        {tab === 'password' ? (
          <ChangePasswordForm />
        ) : profile.isPending ? (
          <p className="text-muted">Loading…</p>
        ) : profile.isError ? (
          <p role="alert" className="text-danger">
            {errorText(profile.error)}
          </p>
        ) : (
          <ProfileSettingForm key={profile.data.userId} profile={profile.data} />
        )}
      </section>
    </div>
  );
}
