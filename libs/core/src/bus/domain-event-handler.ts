import type { IEventHandler } from '@nestjs/cqrs';
import type { DomainEvent } from '@hospital/contracts';

/** The runs of one delivery, kept while the relay waits for them (see DomainEventDelivery). */
const deliveries = new WeakMap<DomainEvent, Array<Promise<void>>>();

/**
 * The base of every domain event handler (issue 19 item 3): `@EventsHandler(FilesProcessed)`
 * on a class that extends this and implements `react`. The relay waits for every handler of an
 * event before it marks the outbox row relayed; a handler that throws leaves the row pending,
 * and the event is delivered again (to every handler) a little later. Handlers are therefore
 * idempotent: they look at the state before they change it.
 */
export abstract class DomainEventHandler<E extends DomainEvent> implements IEventHandler<E> {
  protected abstract react(event: E): Promise<void>;

  handle(event: E): Promise<void> {
    const run = Promise.resolve().then(() => this.react(event));
    const tracked = deliveries.get(event);
    if (!tracked) return run; // published outside the relay: the EventBus logs a failure
    tracked.push(run);
    return run.catch(() => undefined); // the relay records the failure and delivers again
  }
}

/** Starts collecting the handler runs of an event about to be published. */
export function collectDeliveries(event: DomainEvent): Array<Promise<void>> {
  const runs: Array<Promise<void>> = [];
  deliveries.set(event, runs);
  return runs;
}
