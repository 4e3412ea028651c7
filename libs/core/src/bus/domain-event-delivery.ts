import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DOMAIN_EVENTS, type DomainEventName } from '@hospital/contracts';
import { collectDeliveries } from './domain-event-handler.js';

/**
 * Hands one committed outbox event to the in-process EventBus (@nestjs/cqrs) and waits for its
 * handlers (DESIGN.md "How an event travels", step 2). It runs where the relay runs: the api
 * process (with Redis and without: the in-process bus driver delivers events the same way).
 * The worker publishes events (for instance files.processed) only through the outbox, so
 * every handler runs in an api process, once per event per relay pass.
 */
@Injectable()
export class DomainEventDelivery {
  constructor(@Inject(EventBus) private readonly bus: EventBus) {}

  /** Resolves once every handler succeeded; throws the failures' messages otherwise. */
  async deliver(eventID: string, name: string, payload: unknown): Promise<void> {
    const Event = DOMAIN_EVENTS[name as DomainEventName] as (new (id: string, p: unknown) => InstanceType<(typeof DOMAIN_EVENTS)[DomainEventName]>) | undefined;
    if (!Event) throw new Error(`${name} is not in the domain event catalogue`);
    const event = new Event(eventID, payload);
    const runs = collectDeliveries(event);
    this.bus.publish(event);
    const failures = (await Promise.allSettled(runs)).filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failures.length > 0) {
      throw new Error(`${name} #${eventID}: ${failures.map((f) => (f.reason as Error)?.message ?? String(f.reason)).join('; ')}`);
    }
  }
}
