// Issue 14 item 3, parcels tracked by themselves: the 'parcels.track' job against the Thailand Post
// stand-in (token exchange, batches of at most 100, each status recorded once, LINE at 'out for
// delivery' and 'delivered' once, the case's rooms told live), the Thailand Post API down (nothing
// lost, asked again at the next poll), the case closing itself N days after delivery (moved by the
// system), and who may read GET /api/v1/tele/{teleID}/tracking. Real PostgreSQL, Redis and worker;
// the job is run by hand (PARCELS_TRACK_POLL_MS=0), the clock moved through core's Clock.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { ParcelTrackingResponse, TeleChangedEvent } from '../../contracts/src/index.js';
import { pushText } from '../../integrations/src/stand-ins/index.js';
import { ParcelTrackHandler } from '../src/tracking/parcel-track.handler.js';
import { s10TrackingNumber } from '../../rules/src/index.js';
import { newLineUserId } from '../../../test/fixtures/people.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';
import { deliverAgain, eventsWhere } from '../../../test/deliver-again.js';

describe('parcel-tracking', () => {
  const DAY = 24 * 3600_000;
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  const sockets: Socket[] = [];
  let somchaiLine: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { PARCELS_TRACK_POLL_MS: '0', PARCELS_AUTO_RECEIVE_DAYS: '7' } });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['somchai', 'malee', 'admin', 'nurse', 'finance', 'shipping', 'network']);
    somchaiLine = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [somchaiLine, s.somchai.userID]);
    // Only this file's parcels are in transit (the demo's shipped cases count as received).
    await db.query(`UPDATE tele_requests SET flow_status = 7 WHERE flow_status = 6`);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  const post = () => app.standIns.thailandPost;
  const poll = () => app.api.get(ParcelTrackHandler).track({});
  let serial = Math.floor(Math.random() * 1e5) * 1000;
  const newBarcode = () => s10TrackingNumber('EF', ++serial); // issue 28: valid S10 numbers

  /** A case shipped (6) with these tracking numbers, as the shipping tab leaves it. */
  async function shippedCase(barcodes: string[], userID = s.somchai.userID): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description, flow_status, tracking_numbers)
     VALUES ($1, 2, NULL, (now() AT TIME ZONE 'Asia/Bangkok')::date, '09:00', '0812345678', '99 ถ.พระราม 6 จ.ตรัง 92000', 'ขอรับยาเดิม', 6, $2) RETURNING id`,
      [userID, JSON.stringify(barcodes)],
    );
    return row.id;
  }

  async function tracking(teleID: string, session = s.somchai): Promise<ParcelTrackingResponse> {
    const res = await app.request('GET', `/api/v1/tele/${teleID}/tracking`, { token: session.token });
    expect(res.status).toBe(200);
    return res.body;
  }

  const parcelTexts = (barcode: string) => app.standIns.line.pushes.filter((p) => p.to === somchaiLine && pushText(p).includes(barcode)).map(pushText);
  const trackCalls = () => post().requests.barcodesPerTrack.length;

  describe('batching: at most 100 barcodes per request', () => {
    it('100 parcels take one request of 100; 101 take two (100 and 1); Thailand Post never refuses one', async () => {
      const barcodes = Array.from({ length: 101 }, newBarcode);
      const cases: string[] = [];
      for (let i = 0; i < 100; i += 2) cases.push(await shippedCase(barcodes.slice(i, i + 2)));
      const before = trackCalls();
      const tokenCalls = post().requests.token;
      await poll();
      expect(post().requests.barcodesPerTrack.slice(before)).toEqual([100]);
      // One token for the run, kept for the next (it has not expired).
      expect(post().requests.token - tokenCalls).toBeLessThanOrEqual(1);

      cases.push(await shippedCase([barcodes[100]]));
      const before101 = trackCalls();
      await poll();
      expect(post().requests.barcodesPerTrack.slice(before101)).toEqual([100, 1]);
      expect(post().requests.refused).toBe(0);
      expect(post().requests.token - tokenCalls).toBe(1);
      await db.query(`UPDATE tele_requests SET flow_status = 7 WHERE id = ANY($1::uuid[])`, [cases]);
    });

    it('the stand-in itself refuses 101 barcodes in one request (400), as Thailand Post does', async () => {
      const token = (await (await fetch(`${post().url}/post/api/v1/authenticate/token`, { method: 'POST', headers: { authorization: `Token ${post().key}` } })).json()) as { token: string; expire: string };
      expect(token.expire).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+07:00$/);
      const ask = (n: number) =>
        fetch(`${post().url}/post/api/v1/track`, {
          method: 'POST',
          headers: { authorization: `Token ${token.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'all', language: 'TH', barcode: Array.from({ length: n }, newBarcode) }),
        });
      expect((await ask(100)).status).toBe(200);
      expect((await ask(101)).status).toBe(400);
      const wrongKey = await fetch(`${post().url}/post/api/v1/authenticate/token`, { method: 'POST', headers: { authorization: 'Token wrong' } });
      expect(wrongKey.status).toBe(401);
    });
  });

  describe('each new status once: the timeline, the rooms, LINE', () => {
    it('accepted → out for delivery → delivered: recorded once each however often polled; LINE twice, once each', async () => {
      const barcode = newBarcode();
      const teleID = await shippedCase([barcode]);
      const patientSocket = openSocket(app.baseUrl, s.somchai.token, sockets);
      await connected(patientSocket);
      expect(await joinRoom(patientSocket, `patient:${s.somchai.userID}`)).toEqual({ ok: true });
      const heard: TeleChangedEvent[] = [];
      patientSocket.on('tele.changed', (e: TeleChangedEvent) => {
        if (e.teleID === teleID) heard.push(e);
      });

      await poll();
      expect((await tracking(teleID)).data).toEqual([]); // Thailand Post knows nothing yet

      post().set(barcode, 'accepted');
      await poll();
      await poll();
      let answer = await tracking(teleID);
      expect(answer.data.map((e) => [e.status, e.kind, e.kindName])).toEqual([['103', 'accepted', 'ไปรษณีย์รับฝากพัสดุแล้ว']]);
      await eventually(async () => heard.length === 1);

      post().set(barcode, 'in_transit');
      post().set(barcode, 'out_for_delivery');
      await poll();
      await poll();
      answer = await tracking(teleID);
      expect(answer.data.map((e) => e.kind)).toEqual(['accepted', 'in_transit', 'out_for_delivery']);
      expect(answer.delivered).toBe(false);
      await eventually(async () => heard.length === 2);
      await eventually(async () => parcelTexts(barcode).length === 1);
      expect(parcelTexts(barcode)[0]).toContain('อยู่ระหว่างการนำจ่าย');

      post().set(barcode, 'delivered');
      await poll();
      answer = await tracking(teleID);
      expect(answer.data.map((e) => e.kind)).toEqual(['accepted', 'in_transit', 'out_for_delivery', 'delivered']);
      expect(answer.delivered).toBe(true);
      expect(Date.parse(answer.autoReceiveAt!) - Date.parse(answer.data[3].at)).toBe(7 * DAY);
      await eventually(async () => parcelTexts(barcode).length === 2);
      expect(parcelTexts(barcode)[1]).toContain('นำจ่ายสำเร็จ');

      // The LINE messages are the notifications module's reactions to one event per poll with what
      // was new for the parcel; each delivered again (by the relay, and twice at once) tells nothing more.
      const events = await eventsWhere(app, 'tele.parcelStatusRecorded', 'barcode', barcode);
      expect(events.map((e) => e.payload)).toEqual([
        { teleID, userID: s.somchai.userID, barcode, statuses: [{ code: '103', kind: 'accepted' }] },
        { teleID, userID: s.somchai.userID, barcode, statuses: [expect.objectContaining({ kind: 'in_transit' }), expect.objectContaining({ kind: 'out_for_delivery' })] },
        { teleID, userID: s.somchai.userID, barcode, statuses: [expect.objectContaining({ kind: 'delivered' })] },
      ]);
      await deliverAgain(app, events);

      // A delivered parcel is asked about no more; nothing repeats, on the socket or on LINE.
      const calls = post().requests.barcodesPerTrack.length;
      await poll();
      expect(post().requests.barcodesPerTrack.length).toBe(calls);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(parcelTexts(barcode)).toHaveLength(2);
      expect(heard).toHaveLength(3);
      expect(app.standIns.line.repeatedRetryKeys).toEqual([]);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM tele_parcel_events WHERE tele_id = $1`, [teleID]);
      expect(n).toBe(4);

      // The patient confirms: the case is received (7), by the patient.
      const moved = await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.somchai.token, body: { flowStatus: 7 } });
      expect(moved.status).toBe(200);
      expect((await tracking(teleID)).received).toEqual({ at: expect.any(String), by: 'patient' });
    });

    it('out for delivery and delivered seen in one poll: one message, delivered', async () => {
      const barcode = newBarcode();
      const teleID = await shippedCase([barcode]);
      for (const step of ['accepted', 'out_for_delivery', 'delivered']) post().set(barcode, step);
      await poll();
      expect((await tracking(teleID)).data).toHaveLength(3);
      await eventually(async () => parcelTexts(barcode).length === 1);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(parcelTexts(barcode)).toEqual([expect.stringContaining('นำจ่ายสำเร็จ')]);
      await db.query(`UPDATE tele_requests SET flow_status = 7 WHERE id = $1`, [teleID]);
    });
  });

  describe('Thailand Post down', () => {
    it('nothing recorded, nothing lost: the next poll after it is back records what happened meanwhile', async () => {
      const barcode = newBarcode();
      const teleID = await shippedCase([barcode]);
      post().set(barcode, 'accepted');
      post().setDown(true);
      try {
        await expect(poll()).rejects.toThrow(/Thailand Post/);
        expect((await tracking(teleID)).data).toEqual([]);
        post().set(barcode, 'out_for_delivery');
      } finally {
        post().setDown(false);
      }
      await poll();
      expect((await tracking(teleID)).data.map((e) => e.kind)).toEqual(['accepted', 'out_for_delivery']);
      await eventually(async () => parcelTexts(barcode).length === 1);
      await db.query(`UPDATE tele_requests SET flow_status = 7 WHERE id = $1`, [teleID]);
    });
  });

  describe('a case delivered N days ago closes itself', () => {
    afterEach(() => app.moveClock(0));

    it('not at N days less a minute; at N days, moved to 7 by the system (no person), told on the timeline', async () => {
      const first = newBarcode();
      const second = newBarcode();
      const teleID = await shippedCase([first, second]);
      post().set(first, 'delivered');
      await poll();
      const deliveredAt = Date.parse((await tracking(teleID)).data[0].at);

      // One parcel of two delivered: the case waits for the other, however long.
      app.moveClock(deliveredAt + 30 * DAY - Date.now());
      await poll();
      expect((await tracking(teleID)).flowStatus).toBe(6);
      app.moveClock(0);

      post().set(second, 'delivered');
      await poll();
      const answer = await tracking(teleID);
      expect(answer.delivered).toBe(true);
      const last = Math.max(...answer.data.map((e) => Date.parse(e.at)));
      expect(Date.parse(answer.autoReceiveAt!)).toBe(last + 7 * DAY);

      app.moveClock(last + 7 * DAY - 60_000 - Date.now());
      await poll();
      expect((await tracking(teleID)).flowStatus).toBe(6);

      app.moveClock(last + 7 * DAY - Date.now() + 1_000);
      const run = await poll();
      expect(run.closed).toBe(1);
      const closed = await tracking(teleID);
      expect(closed.flowStatus).toBe(7);
      expect(closed.received).toEqual({ at: expect.any(String), by: 'system' });
      expect(closed.autoReceiveAt).toBeNull();
      const history = await db.query(`SELECT from_status, to_status, by_user, by_role FROM tele_transitions WHERE tele_id = $1`, [teleID]);
      expect(history).toEqual([{ from_status: 6, to_status: 7, by_user: null, by_role: 'system' }]);
      // Closed once: the next run finds nothing to close.
      expect((await poll()).closed).toBe(0);
    });
  });

  describe('GET /api/v1/tele/{teleID}/tracking', () => {
    let teleID: string;
    beforeAll(async () => {
      teleID = await shippedCase([newBarcode()]);
    });

    it('the patient whose case it is and hospital staff read it', async () => {
      for (const who of ['somchai', 'admin', 'nurse', 'finance', 'shipping']) {
        const res = await app.request('GET', `/api/v1/tele/${teleID}/tracking`, { token: s[who].token });
        expect([who, res.status]).toEqual([who, 200]);
        expect(res.body.teleID).toBe(teleID);
      }
    });

    it('another patient and a network user (not their consultation): 404, as if there were no case; signed out: 401', async () => {
      for (const who of ['malee', 'network']) {
        const res = await app.request('GET', `/api/v1/tele/${teleID}/tracking`, { token: s[who].token });
        expect([who, res.status]).toEqual([who, 404]);
        expect(res.body.message).toMatch(/[ก-๙]/);
      }
      expect((await app.request('GET', `/api/v1/tele/${teleID}/tracking`)).status).toBe(401);
      expect((await app.request('GET', `/api/v1/tele/00000000-0000-4000-8000-000000000000/tracking`, { token: s.admin.token })).status).toBe(404);
      expect((await app.request('GET', `/api/v1/tele/not-a-case/tracking`, { token: s.admin.token })).status).toBeLessThan(500);
    });
  });
});
