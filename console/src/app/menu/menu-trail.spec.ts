import type { MenuItem } from '@rollcall/api-client';
import { menuPath, menuTrail } from './menu-trail';

const menu: MenuItem[] = [
  { key: 'dashboard', name: 'Dashboard', path: '/dashboard', menuItems: [] },
  {
    key: 'company',
    name: 'My Company',
    path: '',
    menuItems: [
      { key: 'employees', name: 'Employees', path: '/employee/list' },
      { key: 'users', name: 'Users', path: '#/user/list?status=Active' },
    ],
  },
];

describe('menu trail', () => {
  it('finds the chain from the section down to the item of the route', () => {
    expect(menuTrail(menu, '/employee/list').map((i) => i.key)).toEqual(['company', 'employees']);
    expect(menuTrail(menu, '/user/list').map((i) => i.key)).toEqual(['company', 'users']);
    expect(menuTrail(menu, '/dashboard').map((i) => i.key)).toEqual(['dashboard']);
    expect(menuTrail(menu, '/nowhere')).toEqual([]);
  });

  it('reads a menu path as a route path', () => {
    expect(menuPath('/#/timesheet/view?id=1')).toBe('/timesheet/view');
    expect(menuPath('employee/list')).toBe('/employee/list');
  });
});
