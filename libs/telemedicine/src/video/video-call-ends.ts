import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { TeleChangedEvent, VideoCallStatus } from '@hospital/contracts';
import { Outbox, type AuthUser } from '@hospital/core';
import { MESSAGES, VIDEO_MESSAGES, mayVideoCall } from '@hospital/rules';
import { TeleRecords } from '../cases/tele-records.js';
import type { VideoCaller } from './video-callers.js';

/**
 * Issue 16 item 12, "after the nurse hangs up, the patient silently goes back to 'waiting'":
 * the staff side's hang-up is recorded on the case (tele_requests.call_ended_at) and told to
 * the patient's room ('tele.changed', reason 'callEnded'); the patient's page reads the call
 * status when the event comes or when the other side leaves. Staff opening the call again
 * clears it. The patient leaving ends nothing (the nurse may call back).
 */
@Injectable()
export class VideoCallEnds {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  /** POST /api/v1/tele/call/{teleID}/end: hospital staff, or the network user of a consultation (who may read the case). */
  end(user: AuthUser, teleID: string): Promise<VideoCallStatus> {
    return this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, teleID, { lock: true });
      if (access === 'owner') throw new ForbiddenException(MESSAGES.forbidden);
      await m.query(`UPDATE tele_requests SET call_ended_at = now() WHERE id = $1`, [row.id]);
      const event: TeleChangedEvent = { teleID: row.id, userID: row.user_id, flowStatus: row.flow_status, from: null, reason: 'callEnded' };
      // Only the patient's own room: the boards show nothing about a call.
      await this.outbox.realtime(m, [`patient:${row.user_id}`], 'tele.changed', event);
      return { state: 'ended', message: VIDEO_MESSAGES.callEnded };
    });
  }

  /** Staff (not the patient) took the call's tokens: a new call, no longer ended. */
  async reopen(m: EntityManager, { row, access }: VideoCaller): Promise<void> {
    if (access === 'owner') return;
    await m.query(`UPDATE tele_requests SET call_ended_at = NULL WHERE id = $1 AND call_ended_at IS NOT NULL`, [row.id]);
  }

  /** GET /api/v1/tele/session/{teleID}/state: for whoever may be in the call (checked by VideoCallers). */
  async status(m: EntityManager, { row }: VideoCaller): Promise<VideoCallStatus> {
    if (!mayVideoCall(row.flow_status)) return { state: 'notOpen', message: VIDEO_MESSAGES.notOpen };
    const [current] = (await m.query(`SELECT call_ended_at FROM tele_requests WHERE id = $1`, [row.id])) as Array<{ call_ended_at: Date | null }>;
    return current?.call_ended_at ? { state: 'ended', message: VIDEO_MESSAGES.callEnded } : { state: 'open', message: VIDEO_MESSAGES.waitingPeer };
  }
}
