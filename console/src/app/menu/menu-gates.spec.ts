// The menu (identity's MENU_TREE, filtered by role on the server) and the console's screens (each route's `needs`)
// must gate on the same permission: otherwise the menu offers a screen that answers No Access (an Employee saw
// Global Schedule, whose screen needs schedule update). A spec may read the contracts; the console's code may not.
import { MENU_TREE, type MenuItem } from '@rollcall/contracts';
import { ROUTE_TABLE } from '../route-table';

const leaves = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.menuItems.length > 0 ? leaves(item.menuItems) : [item]));

describe('the menu and the screens it opens', () => {
  it('gates every menu entry on the permission its screen needs', () => {
    const gated = leaves(MENU_TREE).flatMap((item) => {
      const route = ROUTE_TABLE.find((r) => r.path === item.path);
      return route?.needs
        ? [
            {
              path: item.path,
              menu: { resource: item.resource, action: item.action ?? 'visible' },
              screen: route.needs,
            },
          ]
        : [];
    });
    expect(gated.map((g) => g.path)).toEqual(expect.arrayContaining(['/employee/list', '/globalschedule/condition']));
    expect(gated.filter((g) => g.menu.resource !== g.screen.resource || g.menu.action !== g.screen.action)).toEqual([]);
  });
});
