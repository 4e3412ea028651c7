import { useCallback, useSyncExternalStore } from 'react';
import type { SessionUser } from '@hospital/contracts';
import { sessionStore } from './session-store';

export interface Session {
  user: SessionUser | null;
  signIn(user: SessionUser): void;
  signOut(): void;
}

/** The one way a page reads or changes the signed-in user. */
export function useSession(): Session {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const signIn = useCallback((u: SessionUser) => sessionStore.signIn(u), []);
  const signOut = useCallback(() => sessionStore.signOut(), []);
  return { user, signIn, signOut };
}
