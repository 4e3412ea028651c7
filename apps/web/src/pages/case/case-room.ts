import type { Room, TeleRequest } from '@hospital/contracts';
import { boardOf, canJoinRoom } from '@hospital/rules';
import { teleKeys } from '../../api/tele';
import { useRoom } from '../../realtime/useRoom';
import { useSession } from '../../session/useSession';

/**
 * The room a staff view of a case watches: the patient's room where every change of the case
 * arrives, for those who may read the patient (rooms follow the HTTP reads, issue 18 finding 6);
 * for the others (Finance, Shipping, the doctor's stage) the board of the case's current status,
 * which hears every change of the case while it is there and its move away.
 */
export function caseRoom(viewer: { userID: string; role: string | null } | null, tele: Pick<TeleRequest, 'userID' | 'flowStatus'> | undefined): Room | null {
  if (!viewer || !tele) return null;
  const patient: Room = `patient:${tele.userID}`;
  return canJoinRoom(viewer, patient) ? patient : `board:${boardOf(tele.flowStatus)}`;
}

/** Watches the case's room: a change of the case (a move, a photo the worker finished) refetches everything under ['tele', teleID]. */
export function useCaseRoom(teleID: string, tele: Pick<TeleRequest, 'userID' | 'flowStatus'> | undefined): void {
  const { user } = useSession();
  useRoom(caseRoom(user ?? null, tele), [teleKeys.case(teleID)]);
}
