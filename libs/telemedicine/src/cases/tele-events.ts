import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Room, TeleChangedEvent } from '@hospital/contracts';
import { Outbox } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, boardOf } from '@hospital/rules';

/** The rooms that care about a case: its board before and after, Admin's, the patient's, the network's for consultations. */
export function roomsOfCase(c: { userID: string; serviceType: number; flowStatus: number; from: number | null }): Room[] {
  const rooms = new Set<Room>(['board:admin', `board:${boardOf(c.flowStatus)}`, `patient:${c.userID}`]);
  if (c.from !== null) rooms.add(`board:${boardOf(c.from)}`);
  if (c.serviceType === CONSULT_SERVICE_TYPE) rooms.add('board:network');
  return [...rooms];
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
  ): Promise<void> {
    const event: TeleChangedEvent = { teleID: c.teleID, userID: c.userID, flowStatus: c.flowStatus, from, reason };
    await this.outbox.realtime(m, roomsOfCase({ ...c, from }), 'tele.changed', event);
  }
}
