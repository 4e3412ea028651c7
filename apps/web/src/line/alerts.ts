/**
 * The browser alerts of the LINE flows, worded as the specs quote them (accounts §4, §8;
 * care-services §5): kept literal so the hospital's LINE support staff recognise them.
 */
export const LINE_ALERTS = {
  /** accounts §4: LIFF says the user is not logged in to LINE. */
  notLoggedIn: '0.',
  /** accounts §4/§8: a registration finished outside the LINE app. */
  notClient: 'not client',
  /** accounts §8: the LINE profile could not be read (followed by the LIFF id and error). */
  profileError: 'Register Error getting profile: ',
  /** accounts §8: the registration call did not reach the server. */
  fetchError: 'fetch: ',
} as const;

/** The text of an unknown thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
