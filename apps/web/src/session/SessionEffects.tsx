import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { sessionStore } from './session-store';

/**
 * Mounted once inside the router: whatever signs the user out (the logout page, a 401/403
 * from the API client, another tab) clears the query cache and lands on /login.
 */
export function SessionEffects(): null {
  const navigate = useNavigate();
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
