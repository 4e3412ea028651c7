import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Room, TeleChangedEvent } from '@hospital/contracts';
import { Outbox } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, boardOf } from '@hospital/rules';

/** The rooms that care about a case: its board before and after, Admin's, the patient's, the network's for consultations. */
export function roomsOfCase(c: { userID: string; serviceType: number; flowStatus: number; from: number | null; onBoards?: boolean }): Room[] {
  // Issue 28 item 1: a case still awaiting the photos its type needs is the patient's only.
  if (c.onBoards === false) return [`patient:${c.userID}`];
  const rooms = new Set<Room>(['board:admin', `board:${boardOf(c.flowStatus)}`, `patient:${c.userID}`]);
  if (c.from !== null) rooms.add(`board:${boardOf(c.from)}`);
  if (c.serviceType === CONSULT_SERVICE_TYPE) rooms.add('board:network');
  return [...rooms];
}

/**
 * Issue 28 item 2: the network accounts of a consultation (who asked, who was asked), which a
 * 'tele.changed' for board:network names: that room delivers it to them only (and Admin).
 */
export function networkOfCase(row: { created_by?: string | null; parent_id?: string | null }): string[] {
  return [...new Set([row.created_by, row.parent_id].filter((id): id is string => typeof id === 'string'))];
}

/**
 * A case changed: one realtime event in the caller's transaction (DESIGN.md, How an event
 * travels). Boards and the patient's list refetch what they show.
 */
@Injectable()
export class TeleEvents {
  constructor(@Inject(Outbox) private readonly outbox: Outbox) {}

  async changed(
    m: EntityManager,
    c: { teleID: string; userID: string; serviceType: number; flowStatus: number },
    reason: TeleChangedEvent['reason'],
    from: number | null = null,
    /** Issue 28 item 1: false while the case awaits its photos (held off the staff boards). */
    onBoards = true,
  ): Promise<void> {
    const event: TeleChangedEvent = { teleID: c.teleID, userID: c.userID, flowStatus: c.flowStatus, from, reason };
    if (c.serviceType === CONSULT_SERVICE_TYPE) {
      const [row]: Array<{ created_by: string | null; parent_id: string | null }> = await m.query(`SELECT created_by, parent_id FROM tele_requests WHERE id = $1`, [c.teleID]);
      event.networkOf = networkOfCase(row ?? {});
    }
    await this.outbox.realtime(m, roomsOfCase({ ...c, from, onBoards }), 'tele.changed', event);
  }
}
