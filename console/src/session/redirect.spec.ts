import { destinationOf } from './redirect';

const origin = 'http://localhost:3000';

describe('redirect destination', () => {
  it('goes home when there is no target', () => {
    expect(destinationOf(null, origin)).toEqual({ kind: 'route', to: '/' });
    expect(destinationOf('', origin)).toEqual({ kind: 'route', to: '/' });
  });

  it('routes in-app targets through the router, however they are written', () => {
    for (const target of ['/dashboard', '#/dashboard', '/#/dashboard', 'dashboard', `${origin}/#/dashboard`]) {
      expect(destinationOf(target, origin)).toEqual({ kind: 'route', to: '/dashboard' });
    }
    expect(destinationOf('/timesheet/view?id=1', origin)).toEqual({ kind: 'route', to: '/timesheet/view?id=1' });
  });

  it('loads another site as a full page', () => {
    expect(destinationOf('https://mobile.example/app', origin)).toEqual({
      kind: 'page',
      href: 'https://mobile.example/app',
    });
  });
});
