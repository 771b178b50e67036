import type { Profile } from '@rollcall/api-client';
import { Link } from 'wouter';
import { Logo } from '../components/Logo';
import { ProfileMenu } from './ProfileMenu';

/** The main layout's header: logo to the dashboard, company name, profile menu. */
export function Header({ profile }: { profile: Profile | undefined }) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 bg-primary px-4 text-white shadow-sm">
      <Link href="/dashboard" aria-label="Dashboard">
        <Logo light />
      </Link>
      <span data-testid="company-name" className="truncate font-semibold text-white/90">
        {profile?.companyName}
      </span>
      <span className="flex-1" />
      <ProfileMenu profile={profile} />
    </header>
  );
}
