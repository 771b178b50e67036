import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { Profile } from '@rollcall/api-client';
import { Link } from 'wouter';

/** The header's profile menu (spec 000 §2): Profile and Sign Out. */
export function ProfileMenu({ profile }: { profile: Profile | undefined }) {
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const initials = profile ? `${profile.firstName.slice(0, 1)}${profile.lastName.slice(0, 1)}`.toUpperCase() : '';
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="profile-menu"
        className="flex items-center gap-2 rounded-md px-2 py-1 text-white/95 hover:bg-white/10 focus:outline-none data-focus:bg-white/10"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-white/20 font-bold">
          {initials || '·'}
        </span>
        <span className="hidden sm:inline">{name}</span>
        <span aria-hidden>▾</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-44 rounded-md border border-line bg-white py-1 shadow-lg focus:outline-none"
      >
        <MenuItem>
          <Link href="/profile" className="block px-4 py-2 data-focus:bg-canvas">
            Profile
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/logout" className="block px-4 py-2 data-focus:bg-canvas">
            Sign Out
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
