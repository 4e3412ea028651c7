import type { LiffIds, LiffTarget } from '@hospital/contracts';

/** accounts §2 messaging-app entry: redirect → LIFF id key; default redirect /tele. */
export const DEFAULT_LIFF_REDIRECT = '/tele';

export function liffTargetFor(redirect: string | undefined | null): LiffTarget {
  const path = ('/' + (redirect ?? DEFAULT_LIFF_REDIRECT).replace(/^\/+/, '')).toLowerCase();
  switch (path) {
    case '/tele':
      return 'tele';
    case '/tele2':
      return 'tele2';
    case '/booking':
      return 'booking';
    case '/phr':
      return 'phr';
    case '/deactivate':
      return 'deactivate';
    default:
      return 'default';
  }
}

/**
 * After the profile is saved (accounts §2): inside LINE, by the LIFF id used — the tele ids go
 * to /tele, the booking id to /booking, any other id to /profile; outside LINE, /home.
 */
export function routeAfterProfileSave(liffId: string | undefined | null, ids: LiffIds): string {
  if (!liffId) return '/home';
  if (liffId === ids.tele || liffId === ids.tele2) return '/tele';
  if (liffId === ids.booking) return '/booking';
  return '/profile';
}
