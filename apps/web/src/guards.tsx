import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homeRouteFor, isNetworkRole, isStaff } from '@hospital/rules';
import { useSession } from './session/useSession';

/**
 * Route guards (accounts §2/§4/§6, care-services §2 Staff pages / §6). The location a
 * signed-out visitor wanted travels to /login in router state `from`.
 */
export type Guard = 'public' | 'signedIn' | 'staff' | 'network';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

function ToLogin() {
  const location = useLocation();
  const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to="/login" replace state={state} />;
}

/** Issue 15 item 1: pages a patient with a consent to renew may still open (the renewal itself, their privacy page, closing the account). */
const OPEN_WHILE_CONSENT_DUE = new Set(['/consent-renew', '/privacy', '/deactivate']);

export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (guard === 'public') return <>{children}</>;
  if (!user) return <ToLogin />;
  // Issue 15 item 1: a patient who has not agreed to a text in force is asked first, then goes on.
  if (user.role === null && (user.consentsDue?.length ?? 0) > 0 && !OPEN_WHILE_CONSENT_DUE.has(location.pathname.toLowerCase())) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/consent-renew" replace state={state} />;
  }
  if (guard === 'staff' && !isStaff(user.role)) return <Navigate to="/home" replace />;
  if (guard === 'network' && !isNetworkRole(user.role)) return <Navigate to={homeRouteFor(user.role)} replace />;
  return <>{children}</>;
}
