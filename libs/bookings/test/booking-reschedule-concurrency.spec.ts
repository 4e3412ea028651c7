// Issue 32 item 2 under load: 100 patients, each with a clinic booking, ask at the same moment to
// move it onto the one free seat of one slot. The seat is the slot's counter row with CHECK
// (taken <= capacity), written by the seat trigger in each move's transaction: exactly one
// booking moves, the 99 others are answered 409 in Thai and stay as they were (day, time, queue
// number, seat), the new day's numbering has no gap, and one move means one event.
import { DataSource } from 'typeorm';
import { TokenService } from '../../core/src/index.js';
import { APPOINTMENT_MESSAGES, BOOKING_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('booking-reschedule-concurrency', () => {
  let app: TestApp;
  let db: DataSource;
  const PATIENTS = 100;
  const YEAR = inBangkok().year() + 3;
  const july = (weekday: number) => Array.from({ length: 31 }, (_, i) => `${YEAR}-07-${String(i + 1).padStart(2, '0')}`).find((d) => weekdayOf(d) === weekday)!;
  /** Where the 100 bookings are now (regular hours, one day) and where they all want to go (special clinic, one seat). */
  const FROM = july(1);
  const TO = july(4);

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
  }, 60_000);
  afterAll(() => app?.close());

  it(`${PATIENTS} patients move their bookings onto one free single-seat slot at once: exactly one moves, the others 409 and unchanged`, async () => {
    // 100 patients with complete profiles, and a regular-hours booking each on FROM (room for all of them).
    const users: Array<{ id: string }> = await db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, is_active, phone)
     SELECT 'move' || i || 'x' || $1, 'not-a-login', 'ผู้ป่วย', 'ลำดับ' || i, 1, '0811111111' FROM generate_series(1, $2::int) AS i
     RETURNING id`,
      [Date.now(), PATIENTS],
    );
    await db.query(`INSERT INTO booking_capacity (slot_type, slot_time, capacity) VALUES (1, '08:30', $1), (2, '17:00', 1)`, [PATIENTS]);
    const bookings: Array<{ id: string; user_id: string; booking_number: number }> = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     SELECT row_number() OVER (), u.id, 1, 1, $1::date, '08:30', 'ขอเลื่อนนัด', u.id FROM unnest($2::uuid[]) AS u(id)
     RETURNING id, user_id, booking_number`,
      [FROM, users.map((u) => u.id)],
    );
    await db.query(`INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, $2)`, [FROM, PATIENTS]);
    const tokens = app.api.get(TokenService);
    const tokenOf = new Map(users.map((u) => [u.id, tokens.sign({ sub: u.id, role: null, name: 'ผู้ป่วย' })]));
    expect(await db.query(`SELECT taken FROM booking_slots WHERE appoint_date = $1 AND slot_type = 1`, [FROM])).toEqual([{ taken: PATIENTS }]);

    const answers = await Promise.all(
      bookings.map((b) =>
        app.request('PUT', `/api/v1/bookings/${b.id}`, { token: tokenOf.get(b.user_id), body: { appointDate: TO, appointTime: '17:00', slotType: 2 } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PATIENTS - 1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === BOOKING_MESSAGES.slotFull)).toBe(true);
    const winner = answers.find((a) => a.status === 200)!;
    expect(winner.body).toMatchObject({ message: APPOINTMENT_MESSAGES.rescheduled, data: { appointDate: TO, appointTime: '17:00', bookingNumber: 1 } });

    // one booking on TO, the 99 others where they were with their numbers; the seats follow
    const rows: Array<{ id: string; date: string; appoint_time: string; booking_number: number }> = await db.query(
      `SELECT id, to_char(appoint_date, 'YYYY-MM-DD') AS date, appoint_time, booking_number FROM bookings WHERE id = ANY($1::uuid[])`,
      [bookings.map((b) => b.id)],
    );
    const moved = rows.filter((r) => r.date === TO);
    expect(moved).toEqual([{ id: winner.body.data.bookingID, date: TO, appoint_time: '17:00', booking_number: 1 }]);
    const stayed = rows.filter((r) => r.date === FROM);
    expect(stayed).toHaveLength(PATIENTS - 1);
    const numberOf = new Map(bookings.map((b) => [b.id, b.booking_number]));
    expect(stayed.every((r) => r.appoint_time === '08:30' && r.booking_number === numberOf.get(r.id))).toBe(true);
    expect(await db.query(`SELECT taken FROM booking_slots WHERE appoint_date = $1 AND slot_type = 1`, [FROM])).toEqual([{ taken: PATIENTS - 1 }]);
    expect(await db.query(`SELECT taken FROM booking_slots WHERE appoint_date = $1 AND slot_type = 2 AND appoint_time = '17:00'`, [TO])).toEqual([{ taken: 1 }]);
    // refused moves leave no number behind, no history and no event
    expect(await db.query(`SELECT last_number FROM booking_day_counters WHERE appoint_date = $1`, [TO])).toEqual([{ last_number: 1 }]);
    expect((await db.query(`SELECT count(*)::int AS n FROM booking_reschedules`))[0].n).toBe(1);
    expect((await db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'event' AND name = 'booking.rescheduled'`))[0].n).toBe(1);
  }, 120_000);
});
