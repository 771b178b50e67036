import type { MenuItem } from '@rollcall/api-client';

// The breadcrumb is the chain of menu items from a top-level section down to the item of the current route.

/** The path part of a menu item's path (a menu path may carry a query, or be written as a hash link). */
export function menuPath(path: string): string {
  const bare = path.replace(/^\/?#/, '').split('?')[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The trail of items leading to `location`, outermost first; empty when no item matches. */
export function menuTrail(items: readonly MenuItem[], location: string): MenuItem[] {
  for (const item of items) {
    const below = menuTrail(item.menuItems ?? [], location);
    if (below.length > 0) return [item, ...below];
    if (item.path && menuPath(item.path) === location) return [item];
  }
  return [];
}
