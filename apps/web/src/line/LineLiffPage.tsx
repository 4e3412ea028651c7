import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isLineNotRegistered } from '@hospital/contracts';
import { MESSAGES } from '@hospital/rules';
import { ApiError } from '../api/client';
import { APP_CONFIG } from '../config';
import { useSession } from '../session/useSession';
import { LINE_ALERTS, errorText } from './alerts';
import { startLineLogin } from './liff';
import { lineSignIn, redirectPathOf } from './line-sign-in';

/** Where line-login found no account sends the person, with the entry's LIFF id. */
export const LINE_LOGIN_NOT_FOUND = 'notFound';
export interface LineEntryState {
  /** Set by the entry page: line-login already answered 'not registered yet', the form need not ask again. */
  lineLogin?: typeof LINE_LOGIN_NOT_FOUND;
}

/** The splash of the LINE entry: the hospital mark and name, nothing else. */
export function LiffSplash({ children }: { children?: React.ReactNode }) {
  return (
    <div className="liff-splash" data-testid="liff-splash">
      <svg className="liff-splash-logo" viewBox="0 0 32 32" width="120" height="120" role="img" aria-label={APP_CONFIG.hospitalShortName}>
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <div className="liff-splash-name">{APP_CONFIG.hospitalShortName}</div>
      {children}
    </div>
  );
}

export interface LineEntryProps {
  /** /lineliff2: the tele2 entry (redirect /tele2, tele2 LIFF id, registration at /lineregister2). */
  variant?: 'tele2';
}

/**
 * The LINE entry (accounts §2 /lineliff/:redirect, §4): redirect → LIFF id, init LIFF, then
 * silent sign-in with the LIFF ID token (POST line-login). Active → the redirect; inactive →
 * /profile/{liffId}; no account (404) → /lineregister/{liffId}. Not logged in to LINE → '0.';
 * profile read error → 'Register Error getting profile: …'.
 */
export function LineLiffEntry({ variant }: LineEntryProps) {
  const { redirect } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const redirectPath = variant === 'tele2' ? '/tele2' : redirectPathOf(redirect);
  const registerPath = variant === 'tele2' ? '/lineregister2' : '/lineregister';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Started by main.tsx before the first render when the app opened on this page (line-sign-in.ts).
      const outcome = await lineSignIn(redirectPath);
      switch (outcome.kind) {
        case 'notConfigured':
          setError(MESSAGES.liffNotConfigured);
          return;
        case 'initFailed':
          console.error('LIFF init failed', outcome.error);
          setError(`${MESSAGES.lineUnavailable} (${errorText(outcome.error)})`);
          return;
        case 'notLoggedIn':
          window.alert(LINE_ALERTS.notLoggedIn);
          startLineLogin();
          return;
        case 'profileFailed':
          window.alert(`${LINE_ALERTS.profileError}${outcome.liffId} ${errorText(outcome.error)}`);
          return;
        case 'loginFailed':
          setError(outcome.error instanceof ApiError && outcome.error.message ? outcome.error.message : MESSAGES.lineLoginFailed);
          return;
      }
      const { liffId, user } = outcome;
      // Issue 16 item 14: 'not registered yet' is a 200 answer (no error in the console).
      if (isLineNotRegistered(user)) {
        const state: LineEntryState = { lineLogin: LINE_LOGIN_NOT_FOUND };
        navigate(`${registerPath}/${encodeURIComponent(liffId)}`, { replace: true, state });
        return;
      }
      signIn(user);
      // care-services §2: the payment entry goes to /payment/{id} when the query has an id.
      const id = search.get('id');
      // care-services §2: ?ServiceType=booking travels on, so the profile area opens the bookings tab.
      const serviceType = search.get('ServiceType');
      // Issue 13 'home first': an entry without a redirect lands on the patient's home (the LIFF
      // id is still the default redirect's, /tele), or with ?ServiceType on the profile area's
      // lists; an explicit redirect goes where it says.
      const landing = variant !== 'tele2' && !(redirect ?? '').replace(/^\/+/, '') ? (serviceType ? '/profile' : '/home') : redirectPath;
      const target = redirectPath.toLowerCase() === '/payment' && id ? `/payment/${encodeURIComponent(id)}` : landing;
      const tab = serviceType ? `?ServiceType=${encodeURIComponent(serviceType)}` : '';
      navigate(user.isActive === 1 ? `${target}${tab}` : `/profile/${encodeURIComponent(liffId)}${tab}`, { replace: true });
    })();
  }, [navigate, redirect, redirectPath, registerPath, search, signIn, variant]);

  return (
    <LiffSplash>
      {error && (
        <div className="alert alert-danger liff-splash-error" role="alert" data-testid="lineliff-error">
          {error}
        </div>
      )}
    </LiffSplash>
  );
}

/** /lineliff and /lineliff/:redirect. */
export function LineLiffPage() {
  return <LineLiffEntry />;
}

/** /lineliff2: the tele2 entry. */
export function LineLiff2Page() {
  return <LineLiffEntry variant="tele2" />;
}
