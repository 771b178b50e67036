import type { MenuItem as MenuTreeItem, PermissionMap } from '@rollcall/contracts';

/** A menu item as served: the tree's item without the resource that gates it. */
export interface MenuItemView {
  key: string;
  name: string;
  path: string;
  icon?: string;
  menuItems: MenuItemView[];
}

/**
 * The items the permissions let one see: an item with a resource shows when the role has its action on it
 * ("visible" unless the item names another), an item without one always shows; children are filtered the same way.
 * The resource and action are not part of the answer.
 */
export function filterMenu(tree: readonly MenuTreeItem[], permissions: PermissionMap): MenuItemView[] {
  return tree
    .filter((item) => !item.resource || (permissions[item.resource]?.includes(item.action ?? 'visible') ?? false))
    .map((item) => ({
      key: item.key,
      name: item.name,
      path: item.path,
      ...(item.icon !== undefined ? { icon: item.icon } : {}),
      menuItems: filterMenu(item.menuItems, permissions),
    }));
}
