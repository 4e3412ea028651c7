import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '@hospital/core';
import type { VideoParticipant } from '@hospital/integrations';
import { MESSAGES, VIDEO_MESSAGES, mayJoinVideoCall, mayVideoCall } from '@hospital/rules';
import { TeleRecords, type TeleAccess, type TeleRow } from '../cases/tele-records.js';
import { VideoLinkSigner } from './video-link.signer.js';

export interface VideoCaller {
  row: TeleRow;
  who: VideoParticipant;
  access: TeleAccess;
}

/** Who may be in the call of a case: the patient, hospital staff, the network users of a consultation. */
export function participantOf(user: Pick<AuthUser, 'userID' | 'role' | 'fullName'>, access: TeleAccess): VideoParticipant {
  return { userID: user.userID, fullName: user.fullName, role: user.role, moderator: access === 'staff' || access === 'doctor' }; // issue 35 item 1: the case's doctor leads the call
}

/**
 * Resolves the caller of a video call and checks, in this order: signed in or a valid link
 * (401), one of the roles that treat or the patient (403, libs/rules mayJoinVideoCall), may read the case (404, the same answer as a case that does not exist), the case
 * is open for a call (409, §4: status ≠ 0).
 */
@Injectable()
export class VideoCallers {
  constructor(
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(VideoLinkSigner) private readonly links: VideoLinkSigner,
  ) {}

  async resolve(m: EntityManager, teleID: string, user: AuthUser | undefined, link?: string): Promise<VideoCaller> {
    const caller = await this.identify(m, teleID, user, link);
    if (!mayVideoCall(caller.row.flow_status)) throw new ConflictException(VIDEO_MESSAGES.notOpen);
    return caller;
  }

  /** As resolve, without the status check (issue 16: the reads that answer "no call" as a state, not a 409). */
  identify(m: EntityManager, teleID: string, user: AuthUser | undefined, link?: string): Promise<VideoCaller> {
    return link !== undefined && link !== '' ? this.byLink(m, teleID, link) : this.byUser(m, teleID, user);
  }

  /** Whether a holder (user or room token) may still be in the call of the case: access and status. */
  async stillAllowed(m: EntityManager, teleID: string, holder: Pick<AuthUser, 'userID' | 'role'>): Promise<TeleRow | null> {
    // Issue 28 item 5: only the roles that treat (and the patient) are ever in a call.
    if (!mayJoinVideoCall(holder.role)) return null;
    const row = await this.records.find(m, teleID);
    if (!row || !mayVideoCall(row.flow_status)) return null;
    return (await this.records.accessOf(m, holder, row)) ? row : null; // issue 28 item 2: and the patient access rule
  }

  private async byUser(m: EntityManager, teleID: string, user: AuthUser | undefined): Promise<VideoCaller> {
    if (!user) throw new UnauthorizedException(MESSAGES.unauthenticated);
    // Issue 28 item 5: Finance, Shipping, Medrec and the network roles but the doctor: 403 (the HTTP
    // calls' @Allow says the same before the request is read; this covers the link-or-bearer ones).
    if (!mayJoinVideoCall(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    const { row, access } = await this.records.readable(m, user, teleID);
    return { row, access, who: participantOf(user, access) };
  }

  private async byLink(m: EntityManager, teleID: string, link: string): Promise<VideoCaller> {
    const userID = this.links.verify(link, teleID);
    const row = userID ? await this.records.find(m, teleID) : null;
    if (!userID || !row || row.user_id !== userID) throw new UnauthorizedException(VIDEO_MESSAGES.linkInvalid);
    return { row, access: 'owner', who: { userID, fullName: row.full_name, role: null, moderator: false } };
  }
}
