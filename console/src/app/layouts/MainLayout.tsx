import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ErrorBoundary } from '../../kit/ErrorBoundary';
import { useMenuItems } from '../menu/use-menu-items';
import { useNavigationSettings } from '../routing/use-navigation-settings';
import { useProfile } from '../../session/use-profile';
import { useSignedIn } from '../../session/use-signed-in';
import { Breadcrumbs } from './Breadcrumbs';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { useCollapsedMenu } from './use-collapsed-menu';

/** The signed-in frame: header, left menu, breadcrumb, page, footer. Without a session it goes to sign-in. */
export function MainLayout({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [location] = useLocation();
  const profile = useProfile(signedIn);
  const menu = useMenuItems(signedIn);
  const [collapsed, toggle] = useCollapsedMenu();
  useNavigationSettings(signedIn);
  if (!signedIn) return <Redirect to="/login" replace />;
  const items = menu.data ?? [];
  return (
    <div className="flex h-screen flex-col">
      <Header profile={profile.data} />
      <div className="flex min-h-0 flex-1">
        <SideMenu items={items} location={location} collapsed={collapsed} onToggle={toggle} />
        <div className="flex min-w-0 flex-1 flex-col overflow-auto">
          <main className="flex-1 p-5">
            <Breadcrumbs items={items} location={location} />
            <ErrorBoundary key={location}>{children}</ErrorBoundary>
          </main>
          <footer className="py-4 text-center text-[13px] text-muted">
            Copyright {profile.data?.companyName ?? ''}. All Rights Reserved.
          </footer>
        </div>
      </div>
    </div>
  );
}
