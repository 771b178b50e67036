import { MENU_TREE, ROLE_PERMISSIONS, type MenuItem } from '@rollcall/contracts';
import { filterMenu, type MenuItemView } from './menu-filter.js';

const keys = (items: MenuItemView[]): string[] => items.map((i) => i.key);
const find = (items: MenuItemView[], key: string): MenuItemView | undefined => items.find((i) => i.key === key);

describe('filterMenu', () => {
  const tree: MenuItem[] = [
    {
      key: 'group',
      name: 'Group',
      path: '/group',
      icon: 'g',
      resource: 'user',
      menuItems: [
        { key: 'users', name: 'Users', path: '/user/list', resource: 'user', menuItems: [] },
        { key: 'employees', name: 'Employees', path: '/employee/list', resource: 'employee', menuItems: [] },
        { key: 'free', name: 'Free', path: '/free', menuItems: [] },
        { key: 'approvals', name: 'Approvals', path: '/approvals', resource: 'user', action: 'approve', menuItems: [] },
      ],
    },
    { key: 'hidden', name: 'Hidden', path: '/hidden', resource: 'payroll', menuItems: [] },
    { key: 'support', name: 'Support', path: '/support', icon: 's', menuItems: [] },
  ];

  it('keeps items whose resource is visible and items without a resource, children likewise', () => {
    const menu = filterMenu(tree, { user: ['visible'], employee: ['create'] });
    expect(keys(menu)).toEqual(['group', 'support']);
    expect(keys(find(menu, 'group')?.menuItems ?? [])).toEqual(['users', 'free']);
  });

  it('needs the action an item names instead of visible', () => {
    const group = (permissions: Parameters<typeof filterMenu>[1]) =>
      keys(find(filterMenu(tree, permissions), 'group')?.menuItems ?? []);
    expect(group({ user: ['visible'] })).toEqual(['users', 'free']);
    expect(group({ user: ['visible', 'approve'] })).toEqual(['users', 'free', 'approvals']);
  });

  it('needs the visible action, not just any action', () => {
    expect(keys(filterMenu(tree, { user: ['create', 'update', 'delete', 'approve'] }))).toEqual(['support']);
  });

  it('leaves the resource out of the answer and keeps key, name, path, icon and children', () => {
    const menu = filterMenu(tree, { user: ['visible', 'approve'] });
    expect(menu[0]).toEqual({
      key: 'group',
      name: 'Group',
      path: '/group',
      icon: 'g',
      menuItems: [
        { key: 'users', name: 'Users', path: '/user/list', menuItems: [] },
        { key: 'free', name: 'Free', path: '/free', menuItems: [] },
        { key: 'approvals', name: 'Approvals', path: '/approvals', menuItems: [] },
      ],
    });
    expect(JSON.stringify(menu)).not.toContain('resource');
    expect(JSON.stringify(menu)).not.toContain('action');
  });

  it('does not change the tree it filters', () => {
    const before = JSON.stringify(tree);
    filterMenu(tree, {});
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('gives Superadmin and Admin the areas of their roles and every role the Support item', () => {
    expect(keys(filterMenu(MENU_TREE, ROLE_PERMISSIONS.Superadmin))).toEqual(MENU_TREE.map((i) => i.key));
    const admin = filterMenu(MENU_TREE, ROLE_PERMISSIONS.Admin);
    expect(keys(admin)).not.toContain('customer');
    expect(keys(find(admin, 'myCompany')?.menuItems ?? [])).toEqual(['companyProfiles', 'users', 'employees']);
    for (const role of ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const) {
      expect(keys(filterMenu(MENU_TREE, ROLE_PERMISSIONS[role]))).toContain('support');
    }
  });

  it('hides the administration areas from an Employee', () => {
    const employee = filterMenu(MENU_TREE, ROLE_PERMISSIONS.Employee);
    expect(keys(employee)).toEqual(expect.arrayContaining(['timesheet', 'leaveRequests', 'support']));
    for (const key of ['customer', 'report', 'importExport', 'settings']) expect(keys(employee)).not.toContain(key);
    const myCompany = find(employee, 'myCompany')?.menuItems ?? [];
    expect(keys(myCompany)).not.toContain('users');
    expect(keys(myCompany)).not.toContain('employees');
  });

  it('hides an item whose screen needs more than seeing the resource, and a section left empty', () => {
    const gated: MenuItem[] = [
      {
        key: 'schedules',
        name: 'Schedules',
        path: '/schedule',
        resource: 'schedule',
        menuItems: [
          { key: 'roster', name: 'Roster', path: '/roster', resource: 'schedule', menuItems: [] },
          { key: 'global', name: 'Global', path: '/global', resource: 'schedule', action: 'update', menuItems: [] },
        ],
      },
      {
        key: 'imports',
        name: 'Imports',
        path: '/imports',
        menuItems: [{ key: 'one', name: 'One', path: '/one', resource: 'schedule', action: 'update', menuItems: [] }],
      },
    ];
    const reader = filterMenu(gated, { schedule: ['visible'] });
    expect(keys(reader)).toEqual(['schedules']);
    expect(keys(reader[0]?.menuItems ?? [])).toEqual(['roster']);
    const writer = filterMenu(gated, { schedule: ['visible', 'update'] });
    expect(keys(writer)).toEqual(['schedules', 'imports']);
    expect(keys(writer[0]?.menuItems ?? [])).toEqual(['roster', 'global']);
    expect(JSON.stringify(writer)).not.toContain('action');
  });

  it('gives an Employee no Global Schedule (its screen needs schedule update), and a Supervisor and Admin it', () => {
    const schedulesOf = (role: 'Admin' | 'Supervisor' | 'Employee') =>
      keys(find(filterMenu(MENU_TREE, ROLE_PERMISSIONS[role]), 'schedules')?.menuItems ?? []);
    expect(schedulesOf('Employee')).not.toContain('globalSchedule');
    expect(schedulesOf('Employee')).toContain('weeklyRoster');
    expect(schedulesOf('Supervisor')).toContain('globalSchedule');
    expect(schedulesOf('Admin')).toContain('globalSchedule');
  });
});
