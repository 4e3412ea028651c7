import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RequestContext } from '../observability/request-context.js';
import { InTransactionReactions } from './in-transaction.js';
import type { DomainEventName, DomainEventPayload, JobName, JobPayload, RealtimeEventName, RealtimeEventPayload, Room } from '@hospital/contracts';

export const OUTBOX_CHANNEL = 'outbox';

/**
 * Writes bus messages inside the caller's transaction. Nothing leaves the process until
 * that transaction commits; then pg_notify wakes the relay. Each row keeps the request id of
 * the call that wrote it (issue 19 item 6).
 */
@Injectable()
export class Outbox {
  constructor(@Inject(InTransactionReactions) private readonly reactions: InTransactionReactions) {}

  async job<N extends JobName>(manager: EntityManager, name: N, payload: JobPayload<N>): Promise<string> {
    return this.insert(manager, 'job', name, payload, null);
  }

  async realtime<E extends RealtimeEventName>(
    manager: EntityManager,
    rooms: Room[],
    event: E,
    payload: RealtimeEventPayload<E>,
  ): Promise<string> {
    return this.insert(manager, 'realtime', event, payload, rooms);
  }

  /**
   * A domain event (libs/contracts events.ts): its @InTransaction reactions run now, in the
   * caller's transaction (what must commit with the act: an audit row); after the commit the relay
   * hands it to the in-process EventBus, where other domains' handlers react (issue 19 item 3).
   */
  async event<N extends DomainEventName>(manager: EntityManager, name: N, payload: DomainEventPayload<N>): Promise<string> {
    const id = await this.insert(manager, 'event', name, payload, null);
    await this.reactions.run(manager, name, payload);
    return id;
  }

  private async insert(
    manager: EntityManager,
    kind: 'job' | 'realtime' | 'event',
    name: string,
    payload: unknown,
    rooms: string[] | null,
  ): Promise<string> {
    // One statement, the row and its notification (one round trip of the caller's transaction, issue 34).
    const rows: Array<{ id: string }> = await manager.query(
      `WITH written AS (INSERT INTO outbox (kind, name, payload, rooms, request_id) VALUES ($1, $2, $3, $4, $5) RETURNING id)
       SELECT id, pg_notify($6, '') FROM written`,
      [kind, name, JSON.stringify(payload), rooms, RequestContext.requestId(), OUTBOX_CHANNEL],
    );
    return String(rows[0].id);
  }
}
