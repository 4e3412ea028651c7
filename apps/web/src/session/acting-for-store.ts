import { sessionStore } from './session-store';

/**
 * Issue 33 item 2: the person a patient acts for (the switcher's choice), kept in this tab's
 * session storage with the account that chose it. The API client names it in `X-Acting-For`;
 * oneself is no choice (null). A staff session, another account or a sign-out never keeps it.
 */
export const ACTING_FOR_KEY = 'actingFor';

export interface ActingFor {
  /** The signed-in account that chose (a choice of another account is ignored). */
  ownerID: string;
  userID: string;
  fullName: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Told when the person acted for changes (api/query-client.ts resets the answers cached for the previous one). */
const personListeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): ActingFor | null {
  try {
    const raw = storage()?.getItem(ACTING_FOR_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<ActingFor>;
    return typeof v.ownerID === 'string' && typeof v.userID === 'string' && typeof v.fullName === 'string'
      ? { ownerID: v.ownerID, userID: v.userID, fullName: v.fullName }
      : null;
  } catch {
    return null;
  }
}

let stored: ActingFor | null = readStored();

/** The choice, when it belongs to the signed-in patient and names someone else. */
function valid(choice: ActingFor | null): ActingFor | null {
  const user = sessionStore.get();
  if (!choice || !user || user.role) return null;
  return choice.ownerID === user.userID && choice.userID !== user.userID ? choice : null;
}

/** The person changed: those told of it first (the cached answers of the previous one go), then the page. */
function emit(before: string | null): void {
  const after = valid(stored)?.userID ?? null;
  if (before !== after) for (const l of personListeners) l();
  for (const l of listeners) l();
}

export const actingForStore = {
  /** The person chosen now, or null (acting for oneself; staff; signed out). Stable between changes. */
  get(): ActingFor | null {
    return valid(stored);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const off = sessionStore.subscribe(listener);
    return () => {
      listeners.delete(listener);
      off();
    };
  },
  /**
   * Told each time the person acted for changes. The store knows nothing of the query cache: the
   * LINE entry's early sign-in (line/early-sign-in.ts) loads this module without react-query.
   */
  onPersonChanged(listener: Listener): () => void {
    personListeners.add(listener);
    return () => personListeners.delete(listener);
  },
  /** Choose a person of the list; null or oneself goes back to acting for oneself. */
  choose(person: { userID: string; fullName: string } | null): void {
    const user = sessionStore.get();
    if (!person || !user || user.role || person.userID === user.userID) {
      this.clear();
      return;
    }
    const before = valid(stored)?.userID ?? null;
    stored = { ownerID: user.userID, userID: person.userID, fullName: person.fullName };
    storage()?.setItem(ACTING_FOR_KEY, JSON.stringify(stored));
    emit(before);
  },
  clear(): void {
    const had = stored !== null;
    const before = valid(stored)?.userID ?? null;
    stored = null;
    storage()?.removeItem(ACTING_FOR_KEY);
    if (had) emit(before);
  },
};

// Signing out ends the choice (issue 33: the next person on this phone starts as themselves).
sessionStore.onSignOut(() => actingForStore.clear());
