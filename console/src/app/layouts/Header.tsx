import type { Profile } from '@rollcall/api-client';
import { Link } from 'wouter';
import { Logo } from './Logo';
import { HeaderDepartmentFilter } from '../../structure/HeaderDepartmentFilter';
import { ProfileMenu } from './ProfileMenu';

const ENVELOPE = 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z';

/** The main layout's header: logo to the dashboard, company name, department filter, messages, profile menu. */
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
      <HeaderDepartmentFilter />
      <Link
        href="/messages/view"
        aria-label="Messages"
        title="Messages"
        data-testid="messages-link"
        className="flex size-9 items-center justify-center rounded-md text-white/95 hover:bg-white/10"
      >
        <svg viewBox="0 0 24 24" aria-hidden className="size-5 fill-current">
          <path d={ENVELOPE} />
        </svg>
      </Link>
      <ProfileMenu profile={profile} />
    </header>
  );
}
