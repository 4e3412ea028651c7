import type { LineLoginAnswer } from '@hospital/contracts';
import { DEFAULT_LIFF_REDIRECT, liffTargetFor } from '@hospital/rules/liff';
import { lineLogin } from '../api/identity';
import { getLineIdentity, initLiff, isLineLoggedIn, loadLiff } from './liff';
import { loadPublicConfig } from '../api/public-config';

/**
 * The LINE entry's silent sign-in (accounts §2 /lineliff/:redirect, §4), as one chain: the LIFF id
 * for the redirect → init LIFF → logged in? → the ID token → POST line-login. Every way it can end
 * is an outcome; the entry page (LineLiffEntry) decides what each shows (alerts, the error line,
 * where to go), exactly as before.
 *
 * Issue 34 (slow 4G): main.tsx starts this chain while the app's script is still being evaluated,
 * before the first render; the entry page, once mounted, takes that attempt instead of starting
 * its own. Before, the chain began only in the entry's effect — after the first render and a
 * frame — so line-login's round trip (150 ms of latency on slow 4G) began some 150–250 ms later.
 */
export type LineSignIn =
  | { kind: 'notConfigured' }
  | { kind: 'initFailed'; error: unknown }
  | { kind: 'notLoggedIn'; liffId: string }
  | { kind: 'profileFailed'; liffId: string; error: unknown }
  | { kind: 'loginFailed'; liffId: string; error: unknown }
  | { kind: 'answered'; liffId: string; user: LineLoginAnswer };

async function signIn(redirectPath: string): Promise<LineSignIn> {
  let liffId = '';
  // Issue 17: @line/liff downloads while the config is asked, not after.
  void loadLiff().catch(() => undefined);
  try {
    const config = await loadPublicConfig();
    liffId = config.liff.ids[liffTargetFor(redirectPath)] || config.liff.ids.default;
    if (!liffId) return { kind: 'notConfigured' };
    await initLiff(liffId);
  } catch (error) {
    return { kind: 'initFailed', error };
  }
  if (!isLineLoggedIn()) return { kind: 'notLoggedIn', liffId };
  let idToken: string;
  try {
    idToken = (await getLineIdentity()).idToken;
  } catch (error) {
    return { kind: 'profileFailed', liffId, error };
  }
  try {
    return { kind: 'answered', liffId, user: await lineLogin(idToken) };
  } catch (error) {
    return { kind: 'loginFailed', liffId, error };
  }
}

/** The redirect path of /lineliff/:redirect: '/' + the parameter, default /tele (accounts §2). */
export function redirectPathOf(redirect: string | undefined): string {
  const clean = (redirect ?? '').replace(/^\/+/, '');
  return clean ? `/${clean}` : DEFAULT_LIFF_REDIRECT;
}

/**
 * The redirect path the entry page at `pathname` signs in for (the routes /lineliff,
 * /lineliff/:redirect and /lineliff2, matched as the router matches them), or null elsewhere.
 */
export function entryRedirectOf(pathname: string): string | null {
  const entry = /^\/lineliff(2)?(?:\/([^/]+))?\/?$/i.exec(pathname);
  if (!entry) return null;
  if (entry[1]) return entry[2] === undefined ? '/tele2' : null;
  try {
    return redirectPathOf(entry[2] === undefined ? undefined : decodeURIComponent(entry[2]));
  } catch {
    return null; // a malformed escape: the router shows no entry page either
  }
}

/** The attempt started before the first render, for the redirect it was started for. */
let early: { redirectPath: string; attempt: Promise<LineSignIn> } | null = null;

/** Starts the sign-in now (main.tsx, on a LINE entry path), for the entry page to take. */
export function startLineSignIn(redirectPath: string): void {
  early ??= { redirectPath, attempt: signIn(redirectPath) };
}

/**
 * The sign-in for the entry page: the attempt started early for this redirect (taken once: a later
 * visit to the entry within the same page signs in afresh, with a fresh ID token), else a new one.
 */
export function lineSignIn(redirectPath: string): Promise<LineSignIn> {
  const started = early;
  early = null;
  return started && started.redirectPath === redirectPath ? started.attempt : signIn(redirectPath);
}
