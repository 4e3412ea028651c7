import { liffTargetFor, routeAfterProfileSave } from './liff.js';

describe('liff', () => {
  const ids = { tele: 'T', tele2: 'T2', booking: 'B', phr: 'P', deactivate: 'D', default: 'X' };

  describe('LIFF ids by redirect (accounts §2 messaging-app entry)', () => {
    it.each([
      [undefined, 'tele'],
      ['/tele', 'tele'],
      ['tele2', 'tele2'],
      ['/booking', 'booking'],
      ['/PHR', 'phr'],
      ['/deactivate', 'deactivate'],
      ['/vaccine', 'default'],
    ])('%s → %s', (redirect, target) => expect(liffTargetFor(redirect)).toBe(target));
  });

  describe('after the profile is saved (accounts §2)', () => {
    it.each([
      [undefined, '/home'],
      ['T', '/tele'],
      ['T2', '/tele'],
      ['B', '/booking'],
      ['X', '/profile'],
      ['P', '/profile'],
    ])('%s → %s', (liffId, route) => expect(routeAfterProfileSave(liffId, ids)).toBe(route));
  });
});
