// care-services §4 flowStatus; DESIGN.md "How an event travels": a move commits with its audit
// row and ONE 'tele.flowStatusChanged', and the patient's LINE message is the notifications
// module's reaction to that event — one message per move, however often the event is delivered.
// Real PostgreSQL, Redis, worker and the LINE platform stand-in.
import { DataSource } from 'typeorm';
import { DomainEventDelivery } from '../../core/src/index.js';
import { lineRetryKeyOf } from '../../integrations/src/line/line-messaging.client.js';
import { pushButtonUri, pushText } from '../../integrations/src/stand-ins/index.js';
import { TELE_MESSAGES } from '../../rules/src/index.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('tele-flow-events', () => {
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  let line: string; // somchai's LINE user id

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['somchai', 'nurse', 'shipping']);
    line = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $2 WHERE id = $1`, [s.somchai.userID, line]);
  });
  afterAll(() => app?.close());

  let slot = 0;
  async function newCase(flowStatus = 0, tracking: string[] = []): Promise<string> {
    slot += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description, flow_status, tracking_numbers)
     VALUES ($1, 1, 4, '2031-05-06', $2, '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', $3, $4) RETURNING id`,
      [s.somchai.userID, `09:${String(slot).padStart(2, '0')}`, flowStatus, JSON.stringify(tracking ?? [])],
    );
    return row.id;
  }

  const move = (who: Session, teleID: string, body: Record<string, unknown>) => app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: who.token, body });

  type EventRow = { id: string; payload: Record<string, unknown>; relayed_at: Date | null };
  const eventsOf = (teleID: string): Promise<EventRow[]> =>
    db.query(`SELECT id, payload, relayed_at FROM outbox WHERE kind = 'event' AND name = 'tele.flowStatusChanged' AND payload->>'teleID' = $1 ORDER BY id`, [teleID]);
  const pushJobsOf = (key: string): Promise<Array<{ id: string }>> => db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' = $1`, [key]);
  const pushesOf = (key: string) => app.standIns.line.pushes.filter((p) => p.retryKey === lineRetryKeyOf(key));

  describe('a flowStatus move', () => {
    let teleID: string;
    let event: EventRow;
    let key: string;

    it('publishes exactly one tele.flowStatusChanged with what the reactions need, and its audit row is there with the answer', async () => {
      teleID = await newCase();
      const res = await move(s.nurse, teleID, { flowStatus: 1 });
      expect(res).toEqual({ status: 200, body: { result: 200, message: TELE_MESSAGES.patientNotified, data: { teleID, flowStatus: 1 } } });

      // The audit row committed with the move: no worker to wait for, and no job queued for it.
      const audit = await db.query(`SELECT user_id, subject_id, action, success FROM audit_log WHERE subject_id = $1 AND action = 'tele.transition' AND job_id LIKE $2`, [
        s.somchai.userID,
        `tele:${teleID}:%`,
      ]);
      expect(audit).toEqual([{ user_id: s.nurse.userID, subject_id: s.somchai.userID, action: 'tele.transition', success: true }]);
      const queuedAudits = await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess' AND payload->>'action' = 'tele.transition' AND payload->>'patientID' = $1 AND created_at >= now() - interval '1 minute'`, [
        s.somchai.userID,
      ]);
      expect(queuedAudits).toEqual([]);

      const events = await eventsOf(teleID);
      expect(events).toHaveLength(1);
      event = events[0];
      const [transition] = await db.query(`SELECT id FROM tele_transitions WHERE tele_id = $1`, [teleID]);
      expect(event.payload).toEqual({
        teleID,
        transitionID: String(transition.id),
        userID: s.somchai.userID,
        serviceType: 1,
        from: 0,
        to: 1,
        byUserID: s.nurse.userID,
        byRole: 'Nurse',
        actingBy: null,
        appointDate: '2031-05-06',
        appointTime: expect.stringMatching(/^09:\d\d$/),
        costTotal: null,
        paymentMsg: null,
        trackingNumbers: [],
        corrected: false,
        unchanged: false,
        videoPath: expect.stringMatching(new RegExp(`^/vdocall/${teleID}\\?t=`)),
      });
      key = `tele:${teleID}:transition:${transition.id}`;
    });

    it('tells the patient once on LINE, with the video link of the event', async () => {
      const [push] = await eventually(async () => pushesOf(key).length > 0 && pushesOf(key), 15_000);
      expect(push.to).toBe(line);
      expect(pushText(push)).toContain('รายการของท่านอยู่ระหว่างพยาบาลซักประวัติ');
      expect(pushButtonUri(push)).toBe(`${app.config.publicBaseUrl}${event.payload.videoPath as string}`);
      expect(await pushJobsOf(key)).toHaveLength(1);
    });

    it('gives the patient exactly one LINE push when the event is delivered twice (again by the relay, and twice at once)', async () => {
      await eventually(async () => (await eventsOf(teleID))[0].relayed_at !== null);
      // The relay delivers the same outbox row again (as after a crash, or another handler's failure).
      await db.query(`UPDATE outbox SET relayed_at = NULL, retry_at = NULL WHERE id = $1`, [event.id]);
      await db.query(`SELECT pg_notify('outbox', '')`);
      await eventually(async () => (await eventsOf(teleID))[0].relayed_at !== null);
      // And two deliveries of it at once.
      const delivery = app.api.get(DomainEventDelivery);
      await Promise.all([delivery.deliver(event.id, 'tele.flowStatusChanged', event.payload), delivery.deliver(event.id, 'tele.flowStatusChanged', event.payload)]);

      await new Promise((r) => setTimeout(r, 1000)); // nothing more arrives later
      expect(await pushJobsOf(key)).toHaveLength(1);
      expect(pushesOf(key)).toHaveLength(1);
      expect(app.standIns.line.repeatedRetryKeys).not.toContain(lineRetryKeyOf(key));
    });

    it('a correction of the tracking numbers that saves the same numbers publishes the move and tells the patient nothing', async () => {
      const numbers = ['EF123456785TH'];
      const shipped = await newCase(6, numbers);
      const res = await move(s.shipping, shipped, { flowStatus: 6, jsonTrackingNo: numbers.map((barcode) => ({ barcode })) });
      expect(res.status).toBe(200);
      const [row] = await eventsOf(shipped);
      expect(row.payload).toMatchObject({ from: 6, to: 6, corrected: true, unchanged: true, trackingNumbers: numbers, videoPath: null });
      await eventually(async () => (await eventsOf(shipped))[0].relayed_at !== null);
      expect(await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1`, [`tele:${shipped}:%`])).toEqual([]);
    });
  });
});
