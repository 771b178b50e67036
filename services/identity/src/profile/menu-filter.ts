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
 * ("visible" unless the item names another, as its screen does), an item without one always shows; children are
 * filtered the same way, and a section whose entries are all hidden goes too. The resource and action are not part of
 * the answer.
 */
export function filterMenu(tree: readonly MenuTreeItem[], permissions: PermissionMap): MenuItemView[] {
  return tree.flatMap((item) => {
    if (item.resource && !(permissions[item.resource]?.includes(item.action ?? 'visible') ?? false)) return [];
    const menuItems = filterMenu(item.menuItems, permissions);
    if (item.menuItems.length > 0 && menuItems.length === 0) return [];
    return [
      {
        key: item.key,
        name: item.name,
        path: item.path,
        ...(item.icon !== undefined ? { icon: item.icon } : {}),
        menuItems,
      },
    ];
  });
}
