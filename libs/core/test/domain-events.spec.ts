// Issue 19 item 3: domain events travel through the outbox and, after commit, the relay hands
// them to the @nestjs/cqrs EventBus, where the owning domains' handlers react. Here: the table
// of events (name, publisher, handlers) read from the code, as docs/decisions.md shows it; the
// relay waiting for handlers and delivering again after a failure; and the in-process bus
// driver (no Redis) delivering events like the BullMQ one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { CqrsModule, EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated, DOMAIN_EVENTS, DOMAIN_EVENT_NAMES } from '../../contracts/src/index.js';
import { DomainEventDelivery, DomainEventHandler, InTransaction, InTransactionReactions, Outbox } from '../src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('domain-events', () => {
  const LIBS = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../..', 'libs');

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
    });
  }

  interface EventRow {
    name: string;
    publishers: string[];
    handlers: string[];
  }

  /** Publishers (`outbox.event(m, 'name', …)`) and handlers (`@EventsHandler(Class)`, `@InTransaction('name')`) of each catalogue event. */
  function eventTable(): EventRow[] {
    const classToName = new Map(Object.entries(DOMAIN_EVENTS).map(([name, cls]) => [cls.name, name]));
    const rows = new Map<string, EventRow>(DOMAIN_EVENT_NAMES.map((name) => [name, { name, publishers: [], handlers: [] }]));
    for (const lib of readdirSync(LIBS)) {
      if (!statSync(path.join(LIBS, lib)).isDirectory() || !statSync(path.join(LIBS, lib, 'src'), { throwIfNoEntry: false })) continue;
      for (const file of sources(path.join(LIBS, lib, 'src'))) {
        const text = readFileSync(file, 'utf8');
        const where = `${lib}: ${path.basename(file, '.ts')}`;
        for (const m of text.matchAll(/\.event\(\s*\w+\s*,\s*'([\w.]+)'/g)) {
          const row = rows.get(m[1]) ?? { name: `${m[1]} (not in the catalogue)`, publishers: [], handlers: [] };
          row.publishers.push(where);
          rows.set(m[1], row);
        }
        for (const m of text.matchAll(/@EventsHandler\(([\w, ]+)\)\s*export class (\w+)/g)) {
          for (const cls of m[1].split(',').map((s) => s.trim())) {
            const name = classToName.get(cls) ?? `${cls} (not in the catalogue)`;
            const row = rows.get(name) ?? { name, publishers: [], handlers: [] };
            row.handlers.push(`${lib}: ${m[2]}${text.includes(`extends DomainEventHandler<`) ? '' : ' (not a DomainEventHandler)'}`);
            rows.set(name, row);
          }
        }
        // Reactions inside the publisher's transaction (core's @InTransaction): handlers too.
        const owner = /export class (\w+)/.exec(text)?.[1] ?? path.basename(file, '.ts');
        for (const m of text.matchAll(/@InTransaction\('([\w.]+)'\)\s*async (\w+)/g)) {
          const row = rows.get(m[1]) ?? { name: `${m[1]} (not in the catalogue)`, publishers: [], handlers: [] };
          row.handlers.push(`${lib}: ${owner}.${m[2]} (in the act's transaction)`);
          rows.set(m[1], row);
        }
      }
    }
    return [...rows.values()];
  }

  describe('the domain event catalogue in the code', () => {
    const table = eventTable();

    it('every event has a publisher and a handler, every handler a catalogue event, and each handler waits as the relay expects', () => {
      // The table for docs/decisions.md (issue 19: which events exist, who publishes and who handles them).
      console.log(
        ['| event | published by | handled by |', '|---|---|---|', ...table.map((r) => `| \`${r.name}\` | ${r.publishers.join('<br>')} | ${r.handlers.join('<br>')} |`)].join('\n'),
      );
      expect(table.map((r) => r.name)).toEqual([...DOMAIN_EVENT_NAMES]);
      for (const row of table) {
        expect({ name: row.name, publishers: row.publishers.length > 0, handlers: row.handlers.length > 0 }).toEqual({ name: row.name, publishers: true, handlers: true });
        expect(row.handlers.filter((h) => h.includes('not a DomainEventHandler'))).toEqual([]);
      }
    });

    it("docs/decisions.md's table has a row for every event, naming the domains that publish and handle it", () => {
      const doc = readFileSync(path.join(LIBS, '..', 'docs', 'decisions.md'), 'utf8').split('\n');
      for (const row of table) {
        const line = doc.find((l) => l.trim().startsWith(`| \`${row.name} `) || l.trim().startsWith(`| \`${row.name}\``));
        expect({ name: row.name, documented: line !== undefined }).toEqual({ name: row.name, documented: true });
        const domains = [...new Set([...row.publishers, ...row.handlers].map((where) => where.split(':')[0]))];
        expect(domains.filter((domain) => !line!.includes(domain))).toEqual([]);
      }
    });
  });

  describe('delivery to the EventBus', () => {
    it('waits for every handler and reports a failing one; a delivery again runs them all again', async () => {
      const seen: string[] = [];
      let failOnce = true;
      @EventsHandler(AccountDeactivated)
      class Steady extends DomainEventHandler<AccountDeactivated> {
        protected async react(event: AccountDeactivated): Promise<void> {
          await new Promise((r) => setTimeout(r, 30));
          seen.push(`steady ${event.eventID}`);
        }
      }
      @EventsHandler(AccountDeactivated)
      class Flaky extends DomainEventHandler<AccountDeactivated> {
        protected async react(event: AccountDeactivated): Promise<void> {
          if (failOnce) {
            failOnce = false;
            throw new Error('the database went away');
          }
          seen.push(`flaky ${event.eventID}`);
        }
      }
      @Module({ imports: [CqrsModule.forRoot()], providers: [DomainEventDelivery, Steady, Flaky] })
      class Events {}
      const app = await NestFactory.createApplicationContext(Events, { logger: false });
      await app.init();
      const delivery = app.get(DomainEventDelivery);
      const payload = { userID: '00000000-0000-4000-8000-000000000001', deleteData: true };

      await expect(delivery.deliver('7', 'account.deactivated', payload)).rejects.toThrow('account.deactivated #7: the database went away');
      expect(seen).toEqual(['steady 7']); // the steady handler was waited for, not cut short
      await delivery.deliver('7', 'account.deactivated', payload);
      expect(seen.sort()).toEqual(['flaky 7', 'steady 7', 'steady 7']);
      await expect(delivery.deliver('8', 'no.such', {})).rejects.toThrow('no.such is not in the domain event catalogue');
      await app.close();
    });
  });

  describe('the relay with the in-process bus driver (no Redis)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { REDIS_URL: '' } });
    });
    afterAll(() => app?.close());

    const db = (sql: string, params: unknown[] = []) => app.api.get(DataSource).query(sql, params);

    it("hands a committed 'account.deactivated' to the handlers: the person's open case from today on goes, its rooms are told", async () => {
      const [{ id: userID }] = await db(`SELECT id FROM users WHERE role IS NULL AND deactivated_at IS NULL ORDER BY created_at LIMIT 1`);
      const future = new Date(Date.now() + 7 * 3600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
      const [{ id: teleID }] = await db(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status)
       VALUES ($1, 1, NULL, $2, '10:00', 'ผื่น', 0) RETURNING id`,
        [userID, future],
      );
      const [{ id: handled }] = await db(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status)
       VALUES ($1, 1, NULL, $2, '11:00', 'ผื่น', 1) RETURNING id`,
        [userID, future],
      );
      const eventID = await app.api.get(DataSource).transaction((m) => app.api.get(Outbox).event(m, 'account.deactivated', { userID, deleteData: true }));

      await eventually(async () => (await db(`SELECT relayed_at FROM outbox WHERE id = $1`, [eventID]))[0].relayed_at !== null);
      expect(await db(`SELECT id FROM tele_requests WHERE id = ANY($1::uuid[])`, [[teleID, handled]])).toEqual([{ id: handled }]);
      const told = await db(`SELECT rooms FROM outbox WHERE name = 'tele.changed' AND payload->>'teleID' = $1`, [teleID]);
      expect(told).toEqual([{ rooms: expect.arrayContaining(['board:admin', `patient:${userID}`]) }]);
    });

    it("runs an @InTransaction reaction in the publisher's transaction: what it writes commits with the event, and its failure takes the event back", async () => {
      const userID = '00000000-0000-4000-8000-00000000abcd';
      @Injectable()
      class Reaction {
        @InTransaction('account.deactivated')
        async react(m: import('typeorm').EntityManager, e: { userID: string; deleteData: boolean }): Promise<void> {
          // Sees the event row its publisher has just written (same transaction), then fails on request.
          const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM outbox WHERE name = 'account.deactivated' AND payload->>'userID' = $1`, [e.userID]);
          if (n !== 1) throw new Error(`not in the publisher's transaction (${n} rows)`);
          if (!e.deleteData) throw new Error('refused');
        }
      }
      @Module({ imports: [DiscoveryModule], providers: [Outbox, InTransactionReactions, Reaction] })
      class Reactions {}
      const context = await NestFactory.createApplicationContext(Reactions, { logger: false });
      await context.init();
      const dataSource = app.api.get(DataSource);
      const publish = (deleteData: boolean) => dataSource.transaction((m) => context.get(Outbox).event(m, 'account.deactivated', { userID, deleteData }));
      const rows = async () => (await db(`SELECT count(*)::int AS n FROM outbox WHERE name = 'account.deactivated' AND payload->>'userID' = $1`, [userID]))[0].n;
      try {
        await expect(publish(false)).rejects.toThrow('refused');
        expect(await rows()).toBe(0);
        await publish(true);
        expect(await rows()).toBe(1);
      } finally {
        await context.close();
      }
    });

    it('keeps an event no handler could take pending, with its error and a later retry time', async () => {
      const [{ id }] = await db(`INSERT INTO outbox (kind, name, payload) VALUES ('event', 'no.such', '{}') RETURNING id`);
      await db(`SELECT pg_notify('outbox', '')`);
      const row = await eventually(async () => {
        const [r] = await db(`SELECT relayed_at, relay_attempts, last_error, retry_at > now() AS later FROM outbox WHERE id = $1`, [id]);
        return r.relay_attempts > 0 ? r : undefined;
      });
      expect(row).toMatchObject({ relayed_at: null, relay_attempts: 1, last_error: 'no.such is not in the domain event catalogue', later: true });
      await db(`DELETE FROM outbox WHERE id = $1`, [id]); // not left for the other tests' relay
    });
  });
});
