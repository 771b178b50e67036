import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { MenuItem } from '@rollcall/api-client';
import { Link } from 'wouter';
import { PROVIDER_WEBSITE } from '../../config';
import { MenuIcon } from '../menu/MenuIcon';
import { menuPath, menuTrail } from '../menu/menu-trail';

const SUPPORT_KEY = 'support';

const itemClass = (active: boolean) =>
  `flex h-10 items-center gap-3 rounded-md px-3 transition-colors ${
    active ? 'bg-primary-soft text-primary font-semibold' : 'text-ink/80 hover:bg-canvas hover:text-ink'
  }`;

/** The left menu from GET /menu-items (filtered by role on the server), with Support at the bottom. */
export function SideMenu({
  items,
  location,
  collapsed,
  onToggle,
}: {
  items: readonly MenuItem[];
  location: string;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const trail = menuTrail(items, location);
  // Support always sits at the bottom, whether or not the server's menu lists it.
  const sections = items.filter((item) => item.key !== SUPPORT_KEY);
  const support = items.find((item) => item.key === SUPPORT_KEY);
  return (
    <nav
      aria-label="Main menu"
      data-testid="side-menu"
      className={`flex shrink-0 flex-col border-r border-line bg-white transition-[width] ${collapsed ? 'w-[48px]' : 'w-[232px]'}`}
    >
      <div className={`flex flex-1 flex-col gap-1 overflow-y-auto py-3 ${collapsed ? 'px-1' : 'px-2'}`}>
        {sections.map((item) => (
          <Section
            key={item.key}
            item={item}
            collapsed={collapsed}
            open={trail[0]?.key === item.key}
            activeKey={trail.at(-1)?.key}
          />
        ))}
      </div>
      <div className={`border-t border-line py-2 ${collapsed ? 'px-1' : 'px-2'}`}>
        <a
          href={PROVIDER_WEBSITE}
          target="_blank"
          rel="noreferrer"
          className={itemClass(false)}
          title={support?.name ?? 'Support'}
        >
          <MenuIcon icon="support" name="Support" />
          {!collapsed && <span>{support?.name ?? 'Support'}</span>}
        </a>
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          className={`${itemClass(false)} w-full`}
        >
          <span className="w-5 text-center">{collapsed ? '»' : '«'}</span>
          {!collapsed && <span>Collapse</span>}
        </button>
      </div>
    </nav>
  );
}

function Section({
  item,
  collapsed,
  open,
  activeKey,
}: {
  item: MenuItem;
  collapsed: boolean;
  open: boolean;
  activeKey: string | undefined;
}) {
  const children = item.menuItems ?? [];
  if (children.length === 0 || collapsed) {
    const target = item.path ? menuPath(item.path) : children[0]?.path ? menuPath(children[0].path) : '/';
    return (
      <Link href={target} className={itemClass(open)} title={item.name}>
        <MenuIcon icon={item.icon} name={item.name} menuKey={item.key} />
        {!collapsed && <span className="truncate">{item.name}</span>}
      </Link>
    );
  }
  return (
    <Disclosure defaultOpen={open}>
      <DisclosureButton className={`group ${itemClass(false)} w-full text-left`}>
        <MenuIcon icon={item.icon} name={item.name} menuKey={item.key} />
        <span className="flex-1 truncate">{item.name}</span>
        <span aria-hidden className="text-muted transition-transform group-data-open:rotate-90">
          ›
        </span>
      </DisclosureButton>
      <DisclosurePanel className="flex flex-col gap-0.5 pl-8">
        {children.map((child) => (
          <Link
            key={child.key}
            href={menuPath(child.path)}
            className={`rounded-md px-3 py-2 ${
              child.key === activeKey ? 'bg-primary-soft font-semibold text-primary' : 'text-ink/75 hover:text-ink'
            }`}
          >
            {child.name}
          </Link>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}
