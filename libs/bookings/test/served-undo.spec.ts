// Issue 35 item 2, `/admin/booking`: 'รับบริการแล้ว' can be undone for a minute. DELETE
// /api/v1/bookings/{id}/served has the mark's rights (Admin, Nurse, Medrec), puts the booking
// back in its queue where it was, with the same events as the mark ('booking.changed', reason
// 'unserved', and 'queue.moved' to those behind); at second 60 it still undoes, at 61 it is a
// Thai 409 and nothing changes. Real PostgreSQL, Redis and sockets; core's Clock moved.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { BOOKING_MESSAGES, QUEUE_MESSAGES, SERVED_UNDO_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('served-undo', () => {
  type Session = { token: string; userID: string; role: string | null };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const sockets: Socket[] = [];
  const today = bangkokDateKey();

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
    const logins = { somchai: '1103702071811', malee: '3100600445635', wandee: '1920100567894', nurse: 'nurse@demo.skin.go.th', medrec: 'medrec@demo.skin.go.th', finance: 'finance@demo.skin.go.th' };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    app?.moveClock(0);
    await app?.close();
  });

  async function bookingToday(who: Session, number: number, status: number, slotType = 1): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
     VALUES ($1, $2, 1, $5, $3, '08:30', 'ตรวจผิวหนัง', $4) RETURNING id`,
      [number, who.userID, today, status, slotType],
    );
    return row.id;
  }

  const serve = (who: Session, id: string) => app.request('PUT', `/api/v1/bookings/${id}/served`, { token: who.token });
  const undo = (who: Session, id: string) => app.request('DELETE', `/api/v1/bookings/${id}/served`, { token: who.token });
  const myQueue = async (who: Session, id: string) => {
    const res = await app.request('GET', '/api/v1/mybookings', { token: who.token });
    expect(res.status).toBe(200);
    return res.body.data.find((b: { bookingID: string }) => b.bookingID === id).queue;
  };
  const stored = async (id: string) => (await db.query(`SELECT served_at, served_by, booking_status FROM bookings WHERE id = $1`, [id]))[0];
  const reasons = async (id: string) =>
    (await db.query(`SELECT payload->>'reason' AS reason FROM outbox WHERE kind = 'realtime' AND name = 'booking.changed' AND payload->>'bookingID' = $1 ORDER BY id`, [id])).map((r: { reason: string }) => r.reason);
  /** Moves the api's clock to `ms` after the stored mark of `id` (plus a little for the call itself). */
  async function clockAt(id: string, ms: number): Promise<void> {
    const servedAt = new Date((await stored(id)).served_at).getTime();
    app.moveClock(servedAt + ms + 250 - Date.now());
  }

  describe("undoing 'รับบริการแล้ว' within a minute", () => {
    const ids: Record<string, string> = {};
    let maleeHeard: unknown[];

    beforeAll(async () => {
      ids.first = await bookingToday(s.somchai, 1, 0); // pending ('รอยืนยัน') and served: it goes back pending
      ids.second = await bookingToday(s.malee, 2, 1);
      ids.late = await bookingToday(s.wandee, 3, 1);
      const socket = openSocket(app.baseUrl, s.malee.token, sockets);
      await connected(socket);
      expect(await joinRoom(socket, `patient:${s.malee.userID}`)).toEqual({ ok: true });
      maleeHeard = [];
      socket.on('queue.moved', (event: unknown) => maleeHeard.push(event));
    });

    it('a booking that is not served has nothing to undo (409); only booking staff may undo (403), an unknown booking is 404', async () => {
      expect(await undo(s.nurse, ids.second)).toEqual({ status: 409, body: expect.objectContaining({ message: SERVED_UNDO_MESSAGES.notServed }) });
      expect((await serve(s.nurse, ids.first)).status).toBe(200);
      expect((await undo(s.somchai, ids.first)).status).toBe(403);
      expect((await undo(s.finance, ids.first)).status).toBe(403);
      expect((await undo(s.nurse, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await stored(ids.first)).served_by).toBe(s.nurse.userID);
    });

    it('at second 60 another booking staff member undoes it: back in its place, pending as before, the same events', async () => {
      expect(await myQueue(s.malee, ids.second)).toMatchObject({ place: 1 });
      await eventually(async () => maleeHeard.length === 1); // the mark moved her up
      await clockAt(ids.first, 60_000);
      const res = await undo(s.medrec, ids.first);
      expect(res).toMatchObject({ status: 200, body: { message: SERVED_UNDO_MESSAGES.undone, data: { bookingID: ids.first, servedAt: null, bookingStatus: 0, queue: { place: 1 } } } });
      expect(await stored(ids.first)).toEqual({ served_at: null, served_by: null, booking_status: 0 });
      expect(await reasons(ids.first)).toEqual(['served', 'unserved']);
      // The one behind it hears the queue move back, and stands second again.
      await eventually(async () => maleeHeard.length === 2);
      expect(maleeHeard[1]).toEqual({ kind: 'booking', date: today });
      expect(await myQueue(s.malee, ids.second)).toMatchObject({ place: 2 });
      // Undone once: a second undo has nothing to undo; it can be served again.
      expect(await undo(s.nurse, ids.first)).toEqual({ status: 409, body: expect.objectContaining({ message: SERVED_UNDO_MESSAGES.notServed }) });
      app.moveClock(0);
      expect(await serve(s.nurse, ids.first)).toMatchObject({ status: 200, body: { message: QUEUE_MESSAGES.served } });
    });

    it('at second 61 the mark stays: a Thai 409 and nothing changes', async () => {
      app.moveClock(0);
      expect((await serve(s.nurse, ids.late)).status).toBe(200);
      const before = await stored(ids.late);
      await clockAt(ids.late, 61_000);
      expect(await undo(s.nurse, ids.late)).toEqual({ status: 409, body: expect.objectContaining({ message: SERVED_UNDO_MESSAGES.tooLate }) });
      expect(await stored(ids.late)).toEqual(before);
      expect(await reasons(ids.late)).toEqual(['served']);
      app.moveClock(0);
    });
  });

  describe('a booking marked served moves no more (the rule the board keeps, kept by the server)', () => {
    const move = (who: Session, id: string, bookingStatus: number) => app.request('PUT', `/api/v1/bookings/updatestatus/${id}`, { token: who.token, body: { bookingStatus } });

    it('staff cannot confirm or cancel it and the patient cannot cancel it: a Thai 409, nothing changes; after the undo they can', async () => {
      app.moveClock(0);
      const id = await bookingToday(s.somchai, 9, 0, 2); // another queue: somchai's first booking today is still his
      expect((await serve(s.nurse, id)).status).toBe(200);
      const before = await stored(id);
      for (const [who, to] of [[s.nurse, 1], [s.nurse, -1], [s.medrec, -1], [s.somchai, -1], [s.somchai, 1]] as const) {
        expect(await move(who, id, to)).toEqual({ status: 409, body: expect.objectContaining({ message: BOOKING_MESSAGES.servedNoMove }) });
      }
      expect(await stored(id)).toEqual(before);
      expect((await undo(s.nurse, id)).status).toBe(200);
      expect((await move(s.somchai, id, 1)).status).toBe(200);
    });
  });
});
