// DESIGN.md "How an event travels": an event may reach its handlers more than once (the relay
// delivers again after a crash or another handler's failure). Here: committed events delivered
// again, by the relay and twice at once, so a test can show a reaction happens once.
import { DataSource } from 'typeorm';
import { DomainEventDelivery } from '../libs/core/src/index.js';
import { eventually, type TestApp } from './api-app.js';

export interface OutboxEvent {
  id: string;
  name: string;
  payload: unknown;
}

/** The committed domain events named `name` whose payload has `field` = `value`, oldest first. */
export async function eventsWhere(app: TestApp, name: string, field: string, value: string): Promise<OutboxEvent[]> {
  const rows: Array<{ id: string; name: string; payload: unknown }> = await app.api
    .get(DataSource)
    .query(`SELECT id, name, payload FROM outbox WHERE kind = 'event' AND name = $1 AND payload->>$2 = $3 ORDER BY id`, [name, field, value]);
  return rows.map((r) => ({ id: String(r.id), name: r.name, payload: r.payload }));
}

/** Waits for the relay to have delivered `events`, has it deliver them again, then delivers each twice at once. */
export async function deliverAgain(app: TestApp, events: OutboxEvent[]): Promise<void> {
  const db = app.api.get(DataSource);
  const ids = events.map((e) => e.id);
  const relayed = async () => (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1::bigint[]) AND relayed_at IS NOT NULL`, [ids]))[0].n === ids.length;
  await eventually(relayed, 15_000);
  await db.query(`UPDATE outbox SET relayed_at = NULL, retry_at = NULL WHERE id = ANY($1::bigint[])`, [ids]);
  await db.query(`SELECT pg_notify('outbox', '')`);
  await eventually(relayed, 15_000);
  const delivery = app.api.get(DomainEventDelivery);
  for (const e of events) await Promise.all([delivery.deliver(e.id, e.name, e.payload), delivery.deliver(e.id, e.name, e.payload)]);
}
