import { pathOf, routedInApp } from './routes';

describe('the navigation rule', () => {
  it('routes known paths in the app, with or without a query or parameters', () => {
    expect(routedInApp('/')).toBe(true);
    expect(routedInApp('/timesheet/view?id=1&fromT=2026-01-05')).toBe(true);
    expect(routedInApp('/mydetail/company/department/abc')).toBe(true);
    expect(routedInApp('/mydetail/company/department/abc/create')).toBe(true);
    expect(routedInApp('profile/info')).toBe(true);
  });

  it('sends unknown paths, logout and messages to a full page load', () => {
    expect(routedInApp('/schedule/view')).toBe(false);
    expect(routedInApp('/mydetail')).toBe(false);
    expect(routedInApp('/mydetail/company/department/abc/edit')).toBe(false);
    expect(routedInApp('/logout')).toBe(false);
    expect(routedInApp('/messages/view')).toBe(false);
  });

  it('takes the path part of a target', () => {
    expect(pathOf('/user/update?id=7')).toBe('/user/update');
    expect(pathOf('login')).toBe('/login');
  });
});
