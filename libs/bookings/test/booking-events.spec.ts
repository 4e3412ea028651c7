// care-services §2 in-person booking wizard, §4 booking status; DESIGN.md "How an event
// travels": a booking made or moved commits with ONE 'booking.changed' domain event (and, for a
// staff move, its audit row), and the patient's LINE message of a staff move is the
// notifications module's reaction — one message per move, however often the event is delivered.
// Real PostgreSQL, Redis, worker and the LINE platform stand-in.
import { DataSource } from 'typeorm';
import { DomainEventDelivery } from '../../core/src/index.js';
import { lineRetryKeyOf } from '../../integrations/src/line/line-messaging.client.js';
import { pushText } from '../../integrations/src/stand-ins/index.js';
import { inBangkok, weekdayOf } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('booking-events', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let malee: Session;
  let nurse: Session;
  let line: string; // malee's LINE user id

  /** A Monday four years ahead in June (no seeded holiday, no other test's booking). */
  const YEAR = inBangkok().year() + 4;
  const MONDAY = Array.from({ length: 30 }, (_, i) => `${YEAR}-06-${String(i + 1).padStart(2, '0')}`).filter((d) => weekdayOf(d) === 1)[1];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    malee = await app.login('3100600445635');
    nurse = await app.login('nurse@demo.skin.go.th');
    line = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $2 WHERE id = $1`, [malee.userID, line]);
  }, 60_000);
  afterAll(() => app?.close());

  type EventRow = { id: string; payload: Record<string, unknown>; relayed_at: Date | null };
  const eventsOf = (bookingID: string): Promise<EventRow[]> =>
    db.query(`SELECT id, payload, relayed_at FROM outbox WHERE kind = 'event' AND name = 'booking.changed' AND payload->>'bookingID' = $1 ORDER BY id`, [bookingID]);
  const pushJobsOf = (key: string): Promise<Array<{ id: string }>> => db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' = $1`, [key]);
  const pushesOf = (key: string) => app.standIns.line.pushes.filter((p) => p.retryKey === lineRetryKeyOf(key));

  describe('a booking', () => {
    let bookingID: string;
    let bookingNumber: number;
    let event: EventRow;
    let key: string;

    it('made by the wizard publishes exactly one booking.changed (created) with what the reactions need; the patient gets ONE confirmation card (issue 31)', async () => {
      const res = await app.request('POST', '/api/v1/bookings', {
        token: malee.token,
        body: { serviceType: 1, slotType: 1, appointDate: MONDAY, appointDatetime: '', appointTime: '', description: 'ผื่นแดงคันที่แขน' },
      });
      expect(res.status).toBe(200);
      ({ bookingID, bookingNumber } = res.body.data);
      const events = await eventsOf(bookingID);
      expect(events.map((e) => e.payload)).toEqual([
        {
          bookingID,
          userID: malee.userID,
          bookingNumber,
          slotType: 1,
          appointDate: MONDAY,
          appointTime: '08:30',
          from: null,
          to: 0,
          reason: 'created',
          transitionID: null,
          byUserID: malee.userID,
          byRole: null,
        },
      ]);
      await eventually(async () => (await eventsOf(bookingID))[0].relayed_at !== null);
      const created = await eventually(async () => {
        const jobs: Array<{ key: string }> = await db.query(`SELECT payload->>'key' AS key FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1`, [`booking:${bookingID}:%`]);
        return jobs.length > 0 && jobs;
      }, 15_000);
      expect(created).toEqual([{ key: `booking:${bookingID}:created` }]);
      const push = await eventually(async () => pushesOf(`booking:${bookingID}:created`)[0], 15_000);
      expect(pushText(push)).toMatch(new RegExp(`^จองคิวสำเร็จ\n[^\n]*\nคิวที่ ${bookingNumber}`));
    });

    it('moved by staff publishes exactly one more booking.changed (staff), with its audit row there with the answer', async () => {
      const res = await app.request('PUT', `/api/v1/bookings/updatestatus/${bookingID}`, { token: nurse.token, body: { bookingStatus: 1 } });
      expect(res.status).toBe(200);
      const [transition] = await db.query(`SELECT id FROM booking_transitions WHERE booking_id = $1`, [bookingID]);
      key = `booking:${bookingID}:status:${transition.id}`;
      expect(await db.query(`SELECT user_id, subject_id, action, success FROM audit_log WHERE job_id = $1`, [key])).toEqual([
        { user_id: nurse.userID, subject_id: malee.userID, action: 'booking.update', success: true },
      ]);
      const queuedAudits = await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess' AND payload->>'action' = 'booking.update' AND payload->>'patientID' = $1`, [
        malee.userID,
      ]);
      expect(queuedAudits).toEqual([]);

      const events = await eventsOf(bookingID);
      expect(events).toHaveLength(2);
      event = events[1];
      expect(event.payload).toEqual({
        bookingID,
        userID: malee.userID,
        bookingNumber,
        slotType: 1,
        appointDate: MONDAY,
        appointTime: '08:30',
        from: 0,
        to: 1,
        reason: 'staff',
        transitionID: String(transition.id),
        byUserID: nurse.userID,
        byRole: 'Nurse',
      });
    });

    it('tells the patient once on LINE, with the status text and card', async () => {
      const [push] = await eventually(async () => pushesOf(key).length > 0 && pushesOf(key), 15_000);
      expect(push.to).toBe(line);
      expect(pushText(push)).toContain('ยืนยันการเข้ารับบริการ');
      expect(pushText(push)).toContain('08:30 น.');
      expect(await pushJobsOf(key)).toHaveLength(1);
    });

    it('gives the patient exactly one LINE push when the event is delivered twice (again by the relay, and twice at once)', async () => {
      await eventually(async () => (await eventsOf(bookingID))[1].relayed_at !== null);
      await db.query(`UPDATE outbox SET relayed_at = NULL, retry_at = NULL WHERE id = $1`, [event.id]);
      await db.query(`SELECT pg_notify('outbox', '')`);
      await eventually(async () => (await eventsOf(bookingID))[1].relayed_at !== null);
      const delivery = app.api.get(DomainEventDelivery);
      await Promise.all([delivery.deliver(event.id, 'booking.changed', event.payload), delivery.deliver(event.id, 'booking.changed', event.payload)]);

      await new Promise((r) => setTimeout(r, 1000)); // nothing more arrives later
      expect(await pushJobsOf(key)).toHaveLength(1);
      expect(pushesOf(key)).toHaveLength(1);
      expect(app.standIns.line.repeatedRetryKeys).not.toContain(lineRetryKeyOf(key));
    });

    it("the patient's own cancel publishes one booking.changed (cancelled) and tells nothing on LINE", async () => {
      const res = await app.request('PUT', `/api/v1/bookings/updatestatus/${bookingID}`, { token: malee.token, body: { bookingStatus: -1 } });
      expect(res.status).toBe(200);
      const events = await eventsOf(bookingID);
      expect(events).toHaveLength(3);
      expect(events[2].payload).toMatchObject({ from: 1, to: -1, reason: 'cancelled', byUserID: malee.userID, byRole: null });
      await eventually(async () => (await eventsOf(bookingID))[2].relayed_at !== null);
      // the confirmation of the booking (issue 31) and the staff move's message: nothing for the patient's own cancel
      const keys: Array<{ key: string }> = await db.query(`SELECT payload->>'key' AS key FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1 ORDER BY id`, [`booking:${bookingID}:%`]);
      expect(keys.map((k) => k.key).sort()).toEqual([`booking:${bookingID}:created`, key].sort());
    });
  });
});
