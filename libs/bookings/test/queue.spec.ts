// Issue 13 item 6, a live place in the queue: on the day of a video visit or a clinic booking
// the patient's card shows 'คิวที่ 3' and an estimate, both moving live as staff finish the
// cases before it; staff boards show the same order. Real PostgreSQL, Redis and sockets.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { QUEUE_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('queue', () => {
  type Session = { token: string; userID: string; role: string | null };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const sockets: Socket[] = [];
  const today = bangkokDateKey();
  const DEFAULT_TELE = 15; // QUEUE_DEFAULT_MINUTES_TELE's default
  const DEFAULT_BOOKING = 10; // QUEUE_DEFAULT_MINUTES_BOOKING's default

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
    const logins = { somchai: '1103702071811', malee: '3100600445635', wandee: '1920100567894', nurse: 'nurse@demo.skin.go.th', medrec: 'medrec@demo.skin.go.th', finance: 'finance@demo.skin.go.th' };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app?.close();
  });

  /** A socket in the patient's own room, recording every 'queue.moved' with the room it came for. */
  async function patientSocket(who: Session): Promise<Array<{ event: unknown; room: string }>> {
    const socket = openSocket(app.baseUrl, who.token, sockets);
    await connected(socket);
    expect(await joinRoom(socket, `patient:${who.userID}`)).toEqual({ ok: true });
    const heard: Array<{ event: unknown; room: string }> = [];
    socket.on('queue.moved', (event: unknown, room: string) => heard.push({ event, room }));
    return heard;
  }

  const quiet = () => new Promise((r) => setTimeout(r, 1200)); // more than a relay sweep

  describe('the video queue of today (service types 1, 3, 5 together; refills have none)', () => {
    const ids: Record<string, string> = {};
    // Cases of today are inserted as the booking would store them: POST /api/v1/tele refuses
    // today's past slots and days type 1 does not open (the queue is about the day, not booking).
    async function caseToday(who: Session, serviceType: number, time: string): Promise<string> {
      const slotType = { 1: 4, 2: 5, 5: 6 }[serviceType] ?? null;
      const [row] = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description)
       VALUES ($1, $2, $3, $4, $5, '0812345678', 'ผื่นคันที่แขน') RETURNING id`,
        [who.userID, serviceType, slotType, today, time],
      );
      return row.id;
    }
    const mine = async (who: Session, teleID: string) => {
      const res = await app.request('GET', '/api/v1/mytele', { token: who.token });
      expect(res.status).toBe(200);
      return res.body.data.find((c: { teleID: string }) => c.teleID === teleID);
    };
    const placeOf = async (who: Session, teleID: string) => (await mine(who, teleID)).queue;
    const move = (teleID: string, flowStatus: number) => app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.nurse.token, body: { flowStatus } });
    let wandeeHeard: Array<{ event: unknown; room: string }>;
    let somchaiHeard: Array<{ event: unknown; room: string }>;

    beforeAll(async () => {
      ids.refill = await caseToday(s.somchai, 2, '08:00'); // earlier, but a refill: no queue, not counted
      ids.first = await caseToday(s.somchai, 1, '09:00');
      ids.second = await caseToday(s.malee, 5, '09:10'); // clinic 2's video visit shares the queue
      ids.third = await caseToday(s.wandee, 1, '09:20');
      ids.tomorrow = await caseToday(s.wandee, 1, '08:50');
      await db.query(`UPDATE tele_requests SET appoint_date = appoint_date + 1 WHERE id = $1`, [ids.tomorrow]);
      wandeeHeard = await patientSocket(s.wandee);
      somchaiHeard = await patientSocket(s.somchai);
    });

    it('shows the third patient place 3 and (3 − 1) × the default minutes while there is no history', async () => {
      expect(await placeOf(s.wandee, ids.third)).toEqual({ place: 3, etaMinutes: 2 * DEFAULT_TELE });
      expect(await placeOf(s.malee, ids.second)).toEqual({ place: 2, etaMinutes: DEFAULT_TELE });
      expect(await placeOf(s.somchai, ids.first)).toEqual({ place: 1, etaMinutes: 0 });
      expect(await placeOf(s.somchai, ids.refill)).toBeNull();
      expect(await placeOf(s.wandee, ids.tomorrow)).toBeNull(); // only on the day
      const one = await app.request('GET', `/api/v1/mytele/${ids.third}`, { token: s.wandee.token });
      expect(one.body.data.queue).toEqual({ place: 3, etaMinutes: 2 * DEFAULT_TELE });
    });

    it('staff see the same order on the board', async () => {
      const res = await app.request('GET', `/api/v1/tele?AppointDatetime=${today}`, { token: s.nurse.token });
      expect(res.status).toBe(200);
      const rows = res.body.data.map((c: { teleID: string; queue: unknown }) => [c.teleID, c.queue]);
      expect(rows).toEqual([
        [ids.refill, null],
        [ids.first, { place: 1, etaMinutes: 0 }],
        [ids.second, { place: 2, etaMinutes: DEFAULT_TELE }],
        [ids.third, { place: 3, etaMinutes: 2 * DEFAULT_TELE }],
      ]);
    });

    it('a move inside the waiting set (0 → 2) changes no place and tells no one', async () => {
      expect((await move(ids.first, 2)).status).toBe(200);
      await quiet();
      expect(await placeOf(s.wandee, ids.third)).toEqual({ place: 3, etaMinutes: 2 * DEFAULT_TELE });
      expect(wandeeHeard).toEqual([]);
    });

    it('finishing the first (2 → 3) moves the third to place 2, live, and the event names no one', async () => {
      expect((await move(ids.first, 3)).status).toBe(200);
      await eventually(async () => wandeeHeard.length > 0);
      await quiet();
      expect(wandeeHeard).toEqual([{ event: { kind: 'tele', date: today }, room: `patient:${s.wandee.userID}` }]);
      expect(JSON.stringify(wandeeHeard)).not.toContain(s.somchai.userID);
      expect(JSON.stringify(wandeeHeard)).not.toContain(s.malee.userID);
      expect(somchaiHeard).toEqual([]); // the finished case's own patient hears tele.changed, not the queue
      expect(await placeOf(s.wandee, ids.third)).toEqual({ place: 2, etaMinutes: DEFAULT_TELE });
      expect(await placeOf(s.malee, ids.second)).toEqual({ place: 1, etaMinutes: 0 });
      expect(await placeOf(s.somchai, ids.first)).toBeNull();
      const [row] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'realtime' AND name = 'queue.moved'`);
      expect(row.n).toBe(1); // one row for the move, to the rooms behind
    });

    describe('the estimate follows the median of the last 14 days', () => {
      /** A finished video visit of an earlier day: with the nurse at `daysAgo`, out of the waiting set `minutes` later. */
      async function finished(daysAgo: number, minutes: number): Promise<void> {
        const [row] = await db.query(
          `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, description, flow_status)
         VALUES ($1, 1, $2::date - $3::int, '10:00', 'ประวัติ', 3) RETURNING id`,
          [s.somchai.userID, today, daysAgo],
        );
        await db.query(
          `INSERT INTO tele_transitions (tele_id, from_status, to_status, at) VALUES
           ($1, 0, 1, now() - make_interval(days => $2)),
           ($1, 1, 2, now() - make_interval(days => $2) + make_interval(mins => 1)),
           ($1, 2, 3, now() - make_interval(days => $2) + make_interval(mins => $3))`,
          [row.id, daysAgo, minutes],
        );
      }

      it('keeps the default below 5 samples (the first case today ~0, 20, 20, 30; a case 15 days ago does not count)', async () => {
        await finished(2, 20);
        await finished(3, 20);
        await finished(13, 30);
        await finished(15, 100);
        expect(await placeOf(s.wandee, ids.third)).toEqual({ place: 2, etaMinutes: DEFAULT_TELE });
      });

      it('uses the median from 5 samples on: (~0, 20, 20, 30, 40) → 20 minutes per patient', async () => {
        await finished(1, 40);
        expect(await placeOf(s.wandee, ids.third)).toEqual({ place: 2, etaMinutes: 20 });
      });
    });

    it('a case coming back into the waiting set (−3 → 1) moves those behind it again', async () => {
      // Finished today, then sent back to the nurse: it stands before the third again.
      await db.query(`UPDATE tele_requests SET flow_status = -3 WHERE id = $1`, [ids.first]);
      const before = wandeeHeard.length;
      expect((await move(ids.first, 1)).status).toBe(200);
      await eventually(async () => wandeeHeard.length > before);
      expect((await placeOf(s.wandee, ids.third)).place).toBe(3);
    });
  });

  describe('the clinic queue of today (bookings)', () => {
    const ids: Record<string, string> = {};
    // Bookings of today are inserted as POST /api/v1/bookings stores them: the wizard refuses
    // today on weekends and holidays, and the queue is about the day.
    async function bookingToday(who: Session, number: number, status = 1, date = today, slotType = 1, time = '08:30'): Promise<string> {
      const [row] = await db.query(
        `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
       VALUES ($1, $2, $3, $3, $4, $5, 'ตรวจผิวหนัง', $6) RETURNING id`,
        [number, who.userID, slotType, date, time, status],
      );
      return row.id;
    }
    const myQueue = async (who: Session, bookingID: string) => {
      const res = await app.request('GET', '/api/v1/mybookings', { token: who.token });
      expect(res.status).toBe(200);
      return res.body.data.find((b: { bookingID: string }) => b.bookingID === bookingID).queue;
    };
    const serve = (who: Session, bookingID: string) => app.request('PUT', `/api/v1/bookings/${bookingID}/served`, { token: who.token });
    let maleeHeard: Array<{ event: unknown; room: string }>;

    beforeAll(async () => {
      ids.first = await bookingToday(s.somchai, 1, 1);
      ids.second = await bookingToday(s.malee, 2, 0); // pending still waits
      ids.cancelled = await bookingToday(s.wandee, 3, -1);
      ids.special = await bookingToday(s.wandee, 4, 1, today, 2, '17:00'); // the special clinic's 17:00 queue is its own
      ids.tomorrow = await bookingToday(s.wandee, 1, 1, bangkokDateKey(Date.now() + 86_400_000));
      maleeHeard = await patientSocket(s.malee);
    });

    it('shows the second patient place 2, the staff list the same order, each slot its own queue', async () => {
      expect(await myQueue(s.malee, ids.second)).toEqual({ place: 2, etaMinutes: DEFAULT_BOOKING });
      expect(await myQueue(s.somchai, ids.first)).toEqual({ place: 1, etaMinutes: 0 });
      expect(await myQueue(s.wandee, ids.special)).toEqual({ place: 1, etaMinutes: 0 });
      expect(await myQueue(s.wandee, ids.cancelled)).toBeNull();
      expect(await myQueue(s.wandee, ids.tomorrow)).toBeNull();
      const list = await app.request('GET', '/api/v1/bookings', { token: s.medrec.token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((b: { bookingID: string; queue: unknown }) => [b.bookingID, b.queue])).toEqual([
        [ids.first, { place: 1, etaMinutes: 0 }],
        [ids.second, { place: 2, etaMinutes: DEFAULT_BOOKING }],
        [ids.cancelled, null],
        [ids.special, { place: 1, etaMinutes: 0 }],
      ]);
    });

    it('the estimate follows the median time between serves of the last 14 days', async () => {
      // Six bookings served 12 minutes apart on an earlier day: five gaps (the first has none).
      const users: Array<{ id: string }> = await db.query(`SELECT id FROM users ORDER BY id LIMIT 6`);
      for (const [i, u] of users.entries()) {
        await db.query(
          `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status, served_at)
         VALUES ($1, $2, 1, 1, $3::date - 3, '08:30', 'ประวัติ', 1, now() - interval '3 days' + make_interval(mins => $4))`,
          [i + 1, u.id, today, i * 12],
        );
      }
      expect(await myQueue(s.malee, ids.second)).toEqual({ place: 2, etaMinutes: 12 });
    });

    it('only booking staff mark a booking served: a patient gets 403, an unknown booking 404', async () => {
      expect((await serve(s.somchai, ids.first)).status).toBe(403);
      expect((await serve(s.finance, ids.first)).status).toBe(403);
      expect((await serve(s.nurse, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await serve(s.nurse, 'not-a-booking')).status).toBe(404);
      expect(await myQueue(s.malee, ids.second)).toMatchObject({ place: 2 });
    });

    it('serving the first moves the second from 2 to 1, live; served again is 409', async () => {
      const res = await serve(s.nurse, ids.first);
      expect(res).toMatchObject({ status: 200, body: { message: QUEUE_MESSAGES.served, data: { bookingID: ids.first, queue: null } } });
      expect(res.body.data.servedAt).toEqual(expect.any(String));
      await eventually(async () => maleeHeard.length > 0);
      expect(maleeHeard).toEqual([{ event: { kind: 'booking', date: today }, room: `patient:${s.malee.userID}` }]);
      expect(await myQueue(s.malee, ids.second)).toEqual({ place: 1, etaMinutes: 0 });
      const [served] = await db.query(`SELECT served_by FROM bookings WHERE id = $1`, [ids.first]);
      expect(served.served_by).toBe(s.nurse.userID);
      const events = await db.query(`SELECT payload FROM outbox WHERE kind = 'realtime' AND name = 'booking.changed' AND payload->>'bookingID' = $1`, [ids.first]);
      expect(events.map((e: { payload: { reason: string } }) => e.payload.reason)).toEqual(['served']);

      expect(await serve(s.medrec, ids.first)).toEqual({ status: 409, body: expect.objectContaining({ message: QUEUE_MESSAGES.alreadyServed }) });
    });

    it('a cancelled booking or one of a later day cannot be served (409)', async () => {
      expect(await serve(s.nurse, ids.cancelled)).toEqual({ status: 409, body: expect.objectContaining({ message: QUEUE_MESSAGES.cancelled }) });
      expect(await serve(s.nurse, ids.tomorrow)).toEqual({ status: 409, body: expect.objectContaining({ message: QUEUE_MESSAGES.notYet }) });
    });

    it('a patient who cancels today moves those behind; the last in the queue tells no one', async () => {
      const before = maleeHeard.length;
      const third = await bookingToday(s.wandee, 5, 1);
      expect((await myQueue(s.wandee, third)).place).toBe(2);
      const res = await app.request('PUT', `/api/v1/bookings/updatestatus/${ids.second}`, { token: s.malee.token, body: { bookingStatus: -1 } });
      expect(res.status).toBe(200);
      expect(await myQueue(s.wandee, third)).toEqual({ place: 1, etaMinutes: 0 });
      await quiet();
      expect(maleeHeard).toHaveLength(before); // malee is not behind her own booking
    });
  });
});
