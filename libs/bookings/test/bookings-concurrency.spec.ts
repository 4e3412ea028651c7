// care-services §5 in-person booking under load: a slot's capacity is never exceeded and no two
// bookings of a day share a queue number, however many patients ask at the same moment. The
// seat is a counter row with CHECK (taken <= capacity), the number a per-day counter row, both
// written in the booking's transaction.
import { DataSource } from 'typeorm';
import { BOOKING_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { newNationalId } from '../../../test/fixtures/people.js';

describe('bookings-concurrency', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const PATIENTS = 40;
  const CAPACITY = 5;
  const YEAR = inBangkok().year() + 3;
  /** The first Thursday of June three years ahead (special clinic evening, no seeded holiday). */
  const THURSDAY = Array.from({ length: 30 }, (_, i) => `${YEAR}-06-${String(i + 1).padStart(2, '0')}`).find((d) => weekdayOf(d) === 4)!;

  async function registerPatient(i: number): Promise<Session> {
    const web = {
      username: `load${i}x${Date.now()}`,
      email: `load${i}x${Date.now()}@example.com`,
      password: 'ผิวดี-2569',
      confirmPassword: 'ผิวดี-2569',
      firstName: 'ผู้ป่วย',
      lastName: `ลำดับ${i}`,
      idCard: newNationalId(),
      phone: '0811111111',
      birthDate: '1980-01-01',
    };
    const res = await app.request('POST', '/api/v1/identity/web-register', { body: web });
    if (res.status !== 200) throw new Error(`register ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    const session = await app.login(web.username, web.password);
    // Issue 28 item 6: only a complete profile (isActive 1) books; these patients have saved theirs.
    await db.query(`UPDATE users SET is_active = 1 WHERE id = $1`, [session.userID]);
    return session;
  }

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
  }, 60_000);
  afterAll(() => app?.close());

  it(`${PATIENTS} patients at once for a slot of ${CAPACITY}: exactly ${CAPACITY} booked, the rest 409, distinct numbers, no 5xx`, async () => {
    const patients: Session[] = [];
    for (let i = 0; i < PATIENTS; i++) patients.push(await registerPatient(i));
    await db.query(`INSERT INTO booking_capacity (slot_type, slot_time, capacity) VALUES (2, '17:00', $1)`, [CAPACITY]);
    // a regular-hours booking of the same day shares the day's numbering
    const regular = await app.request('POST', '/api/v1/bookings', {
      token: patients[0].token,
      body: { serviceType: 1, slotType: 1, appointDate: THURSDAY, description: 'มาก่อน' },
    });
    expect(regular.status).toBe(200);

    const answers = await Promise.all(
      patients.map((p, i) =>
        app.request('POST', '/api/v1/bookings', {
          token: p.token,
          body: { serviceType: 2, slotType: 2, appointDate: THURSDAY, appointDatetime: `${THURSDAY}T17:00`, appointTime: '17:00', description: `คำขอที่ ${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PATIENTS - CAPACITY);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === BOOKING_MESSAGES.slotFull)).toBe(true);

    const rows: Array<{ booking_number: number }> = await db.query(
      `SELECT booking_number FROM bookings WHERE appoint_date = $1 ORDER BY booking_number`,
      [THURSDAY],
    );
    expect(rows.map((r) => r.booking_number)).toEqual([1, 2, 3, 4, 5, 6]); // distinct and dense: refused requests leave no gap
    const numbers = answers.filter((a) => a.status === 200).map((a) => a.body.data.bookingNumber);
    expect(new Set(numbers).size).toBe(CAPACITY);
    expect(await db.query(`SELECT capacity, taken FROM booking_slots WHERE appoint_date = $1 AND slot_type = 2`, [THURSDAY])).toEqual([
      { capacity: CAPACITY, taken: CAPACITY },
    ]);
    const events = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'realtime' AND name = 'booking.changed' AND payload->>'appointDate' = $1`, [THURSDAY]);
    expect(events[0].n).toBe(CAPACITY + 1);

    // the wizard's slot list (GET /api/v1/timeslot) no longer offers the full time, and offers it again after a cancel
    const offered = async () =>
      ((await app.request('GET', `/api/v1/timeslot?AppointDatetime=${THURSDAY}&SlotType=2`)).body.data as Array<{ slotTime: string }>).map((s) => s.slotTime);
    const before = await offered();
    expect(before).not.toContain('17:00');
    expect(before.length).toBeGreaterThan(0);

    // the seat counter follows cancellations: one cancel frees one seat for the next patient
    const winner = answers.findIndex((a) => a.status === 200);
    const loser = answers.findIndex((a) => a.status === 409);
    expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${answers[winner].body.data.bookingID}`, { token: patients[winner].token, body: { bookingStatus: -1 } })).status).toBe(200);
    expect(await offered()).toContain('17:00');
    const retry = await app.request('POST', '/api/v1/bookings', {
      token: patients[loser].token,
      body: { serviceType: 2, slotType: 2, appointDate: THURSDAY, appointTime: '17:00', description: 'ขอใหม่' },
    });
    expect(await offered()).not.toContain('17:00'); // the freed seat was taken again
    expect(retry).toMatchObject({ status: 200, body: { data: { bookingNumber: 7 } } });
  }, 120_000);
});
