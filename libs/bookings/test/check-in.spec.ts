// Issue 32 item 5: QR check-in at the counter (POST /api/v1/bookings/check-in), the queue in
// arrival order when Admin chooses it, and the day's end marking 'ไม่มาตามนัด' ('noShows.mark'),
// counted on the board's report counts. Real PostgreSQL, Redis, sockets and worker.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { CHECK_IN_MESSAGES, bangkokDateKey, formatThaiAppointment } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';
import { BookingNoShowHandler } from '../src/no-show/booking-no-show.handler.js';
import { NO_SHOWS_EVERY_MS, NO_SHOWS_SCHEDULER_ID } from '../src/no-show/booking-no-show.scheduler.js';

describe('check-in', () => {
  type Session = { token: string; userID: string; role: string | null };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const sockets: Socket[] = [];
  const today = bangkokDateKey();
  const dayOffset = (days: number) => bangkokDateKey(Date.now() + days * 86_400_000);

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    const logins = { somchai: '1103702071811', malee: '3100600445635', wandee: '1920100567894', medrec: 'medrec@demo.skin.go.th', admin: 'admin@demo.skin.go.th', finance: 'finance@demo.skin.go.th' };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app?.close();
  });

  /** A booking as POST /api/v1/bookings stores it (the wizard refuses today on weekends; these tests are about the day). */
  async function booking(who: Session, number: number, opts: { status?: number; date?: string; slotType?: number; time?: string } = {}): Promise<{ id: string; code: string }> {
    const slotType = opts.slotType ?? 1;
    const [row] = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
     VALUES ($1, $2, $3, $3, $4, $5, 'ตรวจผิวหนัง', $6) RETURNING id, check_in_code`,
      [number, who.userID, slotType, opts.date ?? today, opts.time ?? '08:30', opts.status ?? 1],
    );
    return { id: row.id, code: row.check_in_code };
  }
  const checkIn = (body: unknown, who: Session = s.medrec) => app.request('POST', '/api/v1/bookings/check-in', { token: who.token, body });
  const mine = async (who: Session, bookingID: string) => {
    const res = await app.request('GET', '/api/v1/mybookings', { token: who.token });
    expect(res.status).toBe(200);
    return res.body.data.find((b: { bookingID: string }) => b.bookingID === bookingID);
  };

  describe('check-in at the counter', () => {
    let first: { id: string; code: string };
    let second: { id: string; code: string };

    beforeAll(async () => {
      first = await booking(s.somchai, 101);
      second = await booking(s.malee, 102, { status: 0 });
    });

    it('the patient sees their ticket code: random, not the booking id, one per booking', async () => {
      const card = await mine(s.somchai, first.id);
      expect(card.checkInCode).toBe(first.code);
      expect(card.checkInCode).toMatch(/^CK1[0-9a-f]{32}$/);
      expect(card.checkInCode).not.toContain(first.id.replace(/-/g, ''));
      expect(second.code).not.toBe(first.code);
      expect(card.arrivedAt).toBeNull();
    });

    it("staff answers never carry the ticket's code (the QR proves the patient is at the counter)", async () => {
      const board = await app.request('GET', `/api/v1/bookings?AppointDatetime=${today}`, { token: s.medrec.token });
      expect(board.status).toBe(200);
      const rows = board.body.data.filter((b: { bookingID: string }) => b.bookingID === first.id || b.bookingID === second.id);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.checkInCode).toBeNull();
      expect(JSON.stringify(board.body)).not.toContain(first.code);
    });

    it('a scan marks the booking arrived once, live on the board and the patient card; a second scan answers when', async () => {
      const board = openSocket(app.baseUrl, s.medrec.token, sockets);
      await connected(board);
      expect(await joinRoom(board, 'board:booking')).toEqual({ ok: true });
      const heard: Array<{ bookingID: string; reason: string }> = [];
      board.on('booking.changed', (e: { bookingID: string; reason: string }) => heard.push(e));

      const res = await checkIn({ code: first.code });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`${CHECK_IN_MESSAGES.checkedIn} คิวที่ 101`);
      expect(res.body.data.arrivedAt).not.toBeNull();
      await eventually(async () => heard.some((e) => e.bookingID === first.id && e.reason === 'arrived'));
      const [row] = await db.query(`SELECT arrived_at, arrived_by FROM bookings WHERE id = $1`, [first.id]);
      expect(row.arrived_by).toBe(s.medrec.userID);
      expect((await mine(s.somchai, first.id)).arrivedAt).toBe(new Date(row.arrived_at).toISOString());

      const again = await checkIn({ code: first.code });
      expect(again.status).toBe(200);
      const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(row.arrived_at));
      expect(again.body.message).toBe(`เช็คอินแล้วเมื่อ ${hhmm}`);
      const [after] = await db.query(`SELECT arrived_at FROM bookings WHERE id = $1`, [first.id]);
      expect(new Date(after.arrived_at).toISOString()).toBe(new Date(row.arrived_at).toISOString());
      await new Promise((r) => setTimeout(r, 800));
      expect(heard.filter((e) => e.bookingID === first.id && e.reason === 'arrived')).toHaveLength(1);
    });

    it("a patient who comes after the day's 'ไม่มาตามนัด' mark (23:30) and is checked in that day is arrived, not a no-show", async () => {
      const late = await booking(s.wandee, 150, { time: '10:30' });
      await db.query(`UPDATE bookings SET no_show_at = now() WHERE id = $1`, [late.id]); // the 23:30 job's mark
      const res = await checkIn({ code: late.code });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ noShowAt: null });
      expect(res.body.data.arrivedAt).not.toBeNull();
      const [row] = await db.query(`SELECT arrived_at, no_show_at FROM bookings WHERE id = $1`, [late.id]);
      expect(row.no_show_at).toBeNull();
      expect((await mine(s.wandee, late.id)).noShowAt).toBeNull();
      await db.query(`DELETE FROM bookings WHERE id = $1`, [late.id]); // the tests below count wandee's bookings of today
    });

    it('typing the day and the queue number checks in too', async () => {
      const res = await checkIn({ appointDate: today, bookingNumber: '102' });
      expect(res.status).toBe(200);
      expect(res.body.data.bookingID).toBe(second.id);
    });

    it('an altered or unknown code, or a number nobody holds, is refused in Thai and marks nothing', async () => {
      const other = await booking(s.wandee, 103);
      const altered = other.code.slice(0, -1) + (other.code.endsWith('0') ? '1' : '0');
      for (const body of [{ code: altered }, { code: other.id }, { code: 'CK1' }, { appointDate: today, bookingNumber: 999 }, { appointDate: today, bookingNumber: 99_999_999_999 }]) {
        const res = await checkIn(body);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(CHECK_IN_MESSAGES.unknown);
      }
      for (const body of [{}, { code: '' }, { appointDate: today }, { bookingNumber: 3 }]) {
        const res = await checkIn(body);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('กรุณาสแกน QR');
      }
      const [row] = await db.query(`SELECT arrived_at FROM bookings WHERE id = $1`, [other.id]);
      expect(row.arrived_at).toBeNull();
    });

    it("another day's booking is refused with its day; a cancelled one is refused", async () => {
      const tomorrow = dayOffset(1);
      const later = await booking(s.wandee, 104, { date: tomorrow });
      const res = await checkIn({ code: later.code });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`นัดวันที่ ${formatThaiAppointment(tomorrow)} ไม่ใช่วันนี้`);
      const yesterday = await booking(s.wandee, 105, { date: dayOffset(-1) });
      expect((await checkIn({ code: yesterday.code })).status).toBe(409);

      const cancelled = await booking(s.wandee, 106, { status: -1 });
      const refused = await checkIn({ code: cancelled.code });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(CHECK_IN_MESSAGES.cancelled);
      const rows = await db.query(`SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND arrived_at IS NOT NULL`, [[later.id, yesterday.id, cancelled.id]]);
      expect(rows[0].n).toBe(0);
    });

    it('a patient, Finance or no one cannot check in', async () => {
      const mineToo = await booking(s.somchai, 107, { date: dayOffset(2) }); // Somchai holds today's regular-hours booking already
      expect((await checkIn({ code: mineToo.code }, s.somchai)).status).toBe(403);
      expect((await checkIn({ code: mineToo.code }, s.finance)).status).toBe(403);
      expect((await app.request('POST', '/api/v1/bookings/check-in', { body: { code: mineToo.code } })).status).toBe(401);
      const [row] = await db.query(`SELECT arrived_at FROM bookings WHERE id = $1`, [mineToo.id]);
      expect(row.arrived_at).toBeNull();
    });
  });

  describe('arrival order (Admin’s queue setting)', () => {
    const time = '17:30'; // its own special-clinic queue, apart from the tests above
    const ids: Record<string, string> = {};
    const codes: Record<string, string> = {};
    const placeOf = async (who: Session, id: string) => (await mine(who, id)).queue?.place;

    beforeAll(async () => {
      for (const [name, who, number] of [['a', s.somchai, 201], ['b', s.malee, 202], ['c', s.wandee, 203]] as const) {
        const b = await booking(who, number, { slotType: 2, time });
        ids[name] = b.id;
        codes[name] = b.code;
      }
    });
    afterAll(() => app.request('PUT', '/api/v1/booking-queue-settings', { token: s.admin.token, body: { order: 'appointment' } }));

    it('by default the queue keeps the appointment order whoever arrives first', async () => {
      expect((await app.request('GET', '/api/v1/booking-queue-settings', { token: s.medrec.token })).body.data).toEqual({ order: 'appointment' });
      expect((await checkIn({ code: codes.c })).status).toBe(200);
      expect(await placeOf(s.wandee, ids.c)).toBe(3);
    });

    it('only Admin sets arrival order; then the arrived come first, in arrival order', async () => {
      expect((await app.request('PUT', '/api/v1/booking-queue-settings', { token: s.medrec.token, body: { order: 'arrival' } })).status).toBe(403);
      expect((await app.request('PUT', '/api/v1/booking-queue-settings', { token: s.admin.token, body: { order: 'soon' } })).status).toBe(400);
      const saved = await app.request('PUT', '/api/v1/booking-queue-settings', { token: s.admin.token, body: { order: 'arrival' } });
      expect(saved.status).toBe(200);
      expect(await placeOf(s.wandee, ids.c)).toBe(1);
      expect((await checkIn({ code: codes.b })).status).toBe(200);
      expect(await placeOf(s.malee, ids.b)).toBe(2);
      expect(await placeOf(s.somchai, ids.a)).toBe(3);
    });
  });

  describe("'ไม่มาตามนัด' at the day's end", () => {
    const day = dayOffset(-3);
    const ids: Record<string, string> = {};
    const run = (now: string) => app.worker!.get(BookingNoShowHandler).mark({ now });
    const noShows = async () =>
      (await db.query(`SELECT id FROM bookings WHERE no_show_at IS NOT NULL AND appoint_date BETWEEN $1::date - 1 AND $1::date + 1 ORDER BY booking_number`, [day])).map((r: { id: string }) => r.id);

    beforeAll(async () => {
      ids.pending = (await booking(s.somchai, 301, { date: day, status: 0 })).id;
      ids.confirmed = (await booking(s.malee, 302, { date: day })).id;
      ids.served = (await booking(s.wandee, 303, { date: day })).id;
      ids.arrived = (await booking(s.wandee, 304, { date: day, slotType: 2, time: '17:00' })).id;
      ids.cancelled = (await booking(s.somchai, 305, { date: day, status: -1, slotType: 2, time: '17:00' })).id;
      ids.nextDay = (await booking(s.somchai, 306, { date: dayOffset(-2) })).id;
      await db.query(`UPDATE bookings SET served_at = now() WHERE id = $1`, [ids.served]);
      await db.query(`UPDATE bookings SET arrived_at = now() WHERE id = $1`, [ids.arrived]);
    });

    it('the worker keeps one scheduler for it, every 15 minutes', async () => {
      const queue = app.queue('noShows');
      const scheduler = await eventually(async () => (await queue.getJobScheduler(NO_SHOWS_SCHEDULER_ID)) ?? undefined);
      expect(scheduler).toMatchObject({ name: 'noShows.mark', every: NO_SHOWS_EVERY_MS });
    });

    it('nothing before 23:30 Bangkok of that day; at 23:30 exactly the pending and the confirmed ones; a second run changes nothing', async () => {
      await run(`${day}T23:29:59+07:00`);
      expect(await noShows()).toEqual([]);
      expect(await run(`${day}T23:30:00+07:00`)).toBe(2);
      expect(await noShows()).toEqual([ids.pending, ids.confirmed]);
      const [before] = await db.query(`SELECT no_show_at, booking_status FROM bookings WHERE id = $1`, [ids.confirmed]);
      expect(before.booking_status).toBe(1); // §4 status keeps its meaning
      expect(await run(`${day}T23:45:00+07:00`)).toBe(0);
      const [after] = await db.query(`SELECT no_show_at FROM bookings WHERE id = $1`, [ids.confirmed]);
      expect(after.no_show_at).toEqual(before.no_show_at);
      expect(await noShows()).toEqual([ids.pending, ids.confirmed]);
    });

    it("the patient's history says it; the board's report counts it with the day's check-ins", async () => {
      expect((await mine(s.malee, ids.confirmed)).noShowAt).not.toBeNull();
      expect((await mine(s.wandee, ids.served)).noShowAt).toBeNull();
      const list = await app.request('GET', `/api/v1/bookings?AppointDatetime=${day}`, { token: s.medrec.token });
      expect(list.status).toBe(200);
      expect(list.body.counts).toMatchObject({ noShow: 2, arrived: 1, '1': 3, '0': 1, '-1': 1 });
    });
  });
});
