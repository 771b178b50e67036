import { ROUTE_TABLE } from '../route-table';
import { pathOf, routedInApp as ruleOf, type NavigationSettings } from './routes';

const known = ROUTE_TABLE.map((route) => route.path);
const routedInApp = (target: string, settings?: NavigationSettings) => ruleOf(target, known, settings);

const allOn: NavigationSettings = { multiShiftView: true, isCalderStewart: true, isTimesheetNewUiEnabled: true };
const allOff: NavigationSettings = { multiShiftView: false, isCalderStewart: false, isTimesheetNewUiEnabled: false };

describe('the navigation rule', () => {
  it('routes known paths in the app, with or without a query or parameters', () => {
    expect(routedInApp('/')).toBe(true);
    expect(routedInApp('/timesheet/view?id=1&fromT=2026-01-05', allOn)).toBe(true);
    expect(routedInApp('/mydetail/company/department/abc')).toBe(true);
    expect(routedInApp('/mydetail/company/department/abc/create')).toBe(true);
    expect(routedInApp('profile/info')).toBe(true);
  });

  it('sends unknown paths, logout and messages to a full page load', () => {
    expect(routedInApp('/schedule/view')).toBe(false);
    expect(routedInApp('/mydetail')).toBe(false);
    expect(routedInApp('/mydetail/company/department/abc/edit')).toBe(false);
    expect(routedInApp('/logout', allOn)).toBe(false);
    expect(routedInApp('/messages/view', allOn)).toBe(false);
  });

  it('routes the dashboard in the app only with multiShiftView', () => {
    expect(routedInApp('/dashboard', allOn)).toBe(true);
    expect(routedInApp('/dashboard', { ...allOn, multiShiftView: false })).toBe(false);
    expect(routedInApp('/dashboard', { ...allOff, multiShiftView: true })).toBe(true);
  });

  it('routes the timesheet in the app only with isTimesheetNewUiEnabled', () => {
    expect(routedInApp('/timesheet/view?id=1', { ...allOff, isTimesheetNewUiEnabled: true })).toBe(true);
    expect(routedInApp('/timesheet/view?id=1', { ...allOn, isTimesheetNewUiEnabled: false })).toBe(false);
  });

  it('never routes leave screens in the app without isCalderStewart, nor unknown leave paths with it', () => {
    expect(routedInApp('/leave/list', { ...allOn, isCalderStewart: false })).toBe(false);
    expect(routedInApp('/leave/list', allOn)).toBe(true);
    expect(routedInApp('/leave/unknown', allOn)).toBe(false);
  });

  it('routes the setting-dependent routes in the app until the settings are known', () => {
    expect(routedInApp('/dashboard')).toBe(true);
    expect(routedInApp('/timesheet/view')).toBe(true);
    expect(routedInApp('/leave/list')).toBe(true);
  });

  it('matches a setting prefix by whole segments only', () => {
    expect(routedInApp('/dashboard', allOff)).toBe(false);
    expect(routedInApp('/dashboards', allOff)).toBe(false); // unknown anyway
    expect(routedInApp('/employee/list', allOff)).toBe(true);
  });

  it('takes the path part of a target', () => {
    expect(pathOf('/user/update?id=7')).toBe('/user/update');
    expect(pathOf('login')).toBe('/login');
  });
});
