import type { SessionUser } from '@hospital/contracts';

/**
 * The session of accounts §3: the signed-in user kept in localStorage `currentUser`.
 * A tiny external store so React (useSession), the API client and the socket all see
 * the same value and hear about sign-out.
 */
export const SESSION_KEY = 'currentUser';

type Listener = () => void;
const listeners = new Set<Listener>();
const signOutListeners = new Set<Listener>();

function read(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return user && typeof user.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

let current: SessionUser | null = read();

function emit(): void {
  for (const l of listeners) l();
}

export const sessionStore = {
  get(): SessionUser | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once per sign-out (logout page, 401/403, another tab). */
  onSignOut(listener: Listener): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
  signIn(user: SessionUser): void {
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    current = user;
    emit();
  },
  signOut(): void {
    const wasSignedIn = current !== null || localStorage.getItem(SESSION_KEY) !== null;
    localStorage.removeItem(SESSION_KEY);
    current = null;
    if (wasSignedIn) for (const l of signOutListeners) l();
    emit();
  },
};

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_KEY && e.key !== null) return;
    const next = read();
    if (next === null && current !== null) {
      current = null;
      for (const l of signOutListeners) l();
    } else {
      current = next;
    }
    emit();
  });
}
