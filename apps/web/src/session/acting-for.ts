import { useSyncExternalStore } from 'react';
import { actingForStore, type ActingFor } from './acting-for-store';
import { useSession } from './useSession';

/** Issue 33 item 2: choose whom the patient pages act for (null or oneself: oneself). */
export function choosePerson(person: { userID: string; fullName: string } | null): void {
  actingForStore.choose(person);
}

/** The person chosen now (null: oneself), following the switcher in this tab. */
export function useActingFor(): ActingFor | null {
  return useSyncExternalStore(actingForStore.subscribe, actingForStore.get, actingForStore.get);
}

/**
 * The userID the patient pages are about: the chosen person's, else the signed-in patient's;
 * null for staff and signed out. The patient room to watch is `patient:<this>`.
 */
export function useActingUserID(): string | null {
  const { user } = useSession();
  const chosen = useActingFor();
  if (!user || user.role) return null;
  return chosen?.userID ?? user.userID;
}
