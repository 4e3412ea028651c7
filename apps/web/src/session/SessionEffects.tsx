import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { EVERYDAY_PAGES } from '../routes';
import { sessionStore } from './session-store';
import { useSession } from './useSession';

/**
 * Mounted once inside the router: whatever signs the user out (the logout page, a 401/403
 * from the API client, another tab) clears the query cache and lands on /login. Once someone is
 * signed in, their everyday pages (home, profile) are fetched, so moving to them works offline.
 */
export function SessionEffects(): null {
  const navigate = useNavigate();
  const signedIn = useSession().user !== null;
  useEffect(() => {
    if (signedIn) for (const page of EVERYDAY_PAGES) void page.preload().catch(() => undefined); // offline: the visit tries again
  }, [signedIn]);
  useEffect(
    () =>
      sessionStore.onSignOut(() => {
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}
