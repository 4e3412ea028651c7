import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { sessionStore } from '../session/session-store';

/** accounts §2 Logout: drop the stored session and the cached data, then /login. */
export function LogoutPage() {
  useEffect(() => {
    sessionStore.signOut();
    queryClient.clear();
  }, []);
  return <Navigate to="/login" replace />;
}
