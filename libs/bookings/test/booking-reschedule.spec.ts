// Issue 32 item 2, reschedule instead of cancel (PUT /api/v1/bookings/{bookingID}): the patient
// moves their own clinic booking and gets the new day's queue number, the old seat is free for
// the next patient at once, the booking keeps its id, description and photos, staff see it move
// and the patient is told on LINE; booking staff move any booking; nobody else moves one; a
// cancelled, served or past booking stays; the new day and time pass the rules of a new booking.
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { BookingRescheduleService } from '../src/reschedule/booking-reschedule.service.js';
import { APPOINTMENT_MESSAGES, BOOKING_CLOSED_TODAY, BOOKING_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { pushText } from '../../integrations/src/stand-ins/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('booking-reschedule', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let somchai: Session;
  let malee: Session;
  let nurse: Session;
  let finance: Session;
  let network: Session;

  /** Dates three years ahead (no seeded holiday, no clock rule of today): the n-th weekday of that June. */
  const YEAR = inBangkok().year() + 3;
  function day(weekday: number, nth = 0): string {
    const found: string[] = [];
    for (let d = 1; d <= 30; d++) {
      const date = `${YEAR}-06-${String(d).padStart(2, '0')}`;
      if (weekdayOf(date) === weekday) found.push(date);
    }
    return found[nth];
  }
  const THAI_YEAR = YEAR + 543;

  const book = (who: Session, date: string, time = '17:00', description = 'สิวอักเสบที่ใบหน้า') =>
    app.request('POST', '/api/v1/bookings', { token: who.token, body: { serviceType: 2, slotType: 2, appointDate: date, appointTime: time, description } });
  const bookRegular = (who: Session, date: string) =>
    app.request('POST', '/api/v1/bookings', { token: who.token, body: { serviceType: 1, slotType: 1, appointDate: date, description: 'ผื่นคันที่แขน' } });
  const moveTo = (who: Session | null, bookingID: string, body: Record<string, unknown>) => app.request('PUT', `/api/v1/bookings/${bookingID}`, { token: who?.token, body });
  const rowOf = async (id: string) =>
    (
      await db.query(
        `SELECT to_char(appoint_date, 'YYYY-MM-DD') AS date, appoint_time AS time, slot_type, booking_number, booking_status, description FROM bookings WHERE id = $1`,
        [id],
      )
    )[0];
  const seats = async (date: string, time: string) =>
    ((await db.query(`SELECT taken FROM booking_slots WHERE appoint_date = $1 AND slot_type = 2 AND appoint_time = $2`, [date, time]))[0]?.taken ?? 0) as number;
  const image = async () => (await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 60 } } }).jpeg().toBuffer()).toString('base64');

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
    nurse = await app.login('nurse@demo.skin.go.th');
    finance = await app.login('finance@demo.skin.go.th');
    network = await app.login('network@demo.skin.go.th');
    // One seat at 17:00 of the special clinic: a freed seat shows at once.
    await db.query(`INSERT INTO booking_capacity (slot_type, slot_time, capacity) VALUES (2, '17:00', 1) ON CONFLICT (slot_type, slot_time) DO UPDATE SET capacity = 1`);
  }, 60_000);
  afterAll(() => app?.close());

  describe('the patient moves their own booking', () => {
    const THURSDAY = day(4);
    const FRIDAY = day(5);
    let id: string;

    it('the new day and time with the new day’s queue number; the id, description and photo kept; the old seat free for the next patient', async () => {
      const lineUserId = newLineUserId();
      await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineUserId, somchai.userID]);
      // Somebody already holds a number on Friday: the moved booking takes the next one.
      expect((await bookRegular(malee, FRIDAY)).body.data.bookingNumber).toBe(1);
      const made = await book(somchai, THURSDAY);
      expect(made.status).toBe(200);
      id = made.body.data.bookingID;
      const upload = await app.request('POST', '/api/v1/bookings/upload', {
        token: somchai.token,
        body: { bookingID: id, fileName: 'rash.jpg', fileType: 'image/jpeg', fileSize: 100, fileBase64: await image(), fileCategoryID: 0 },
      });
      expect(upload.status).toBe(200);
      // the only seat of Thursday 17:00 is taken
      expect(await book(malee, THURSDAY)).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotFull } });

      const res = await moveTo(somchai, id, { appointDate: FRIDAY, appointTime: '17:00', slotType: 2 });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(APPOINTMENT_MESSAGES.rescheduled);
      expect(res.body.data).toMatchObject({ bookingID: id, appointDate: FRIDAY, appointTime: '17:00', bookingNumber: 2, bookingStatus: 0, description: 'สิวอักเสบที่ใบหน้า', imageCount: 1 });
      expect(res.body.data.appointDatetimeText).toContain(`${THAI_YEAR} 17:00 น.`);
      expect(await rowOf(id)).toMatchObject({ date: FRIDAY, time: '17:00', booking_number: 2 });
      expect(await seats(THURSDAY, '17:00')).toBe(0);
      expect(await seats(FRIDAY, '17:00')).toBe(1);
      const [history] = await db.query(
        `SELECT to_char(from_date, 'YYYY-MM-DD') AS from_date, from_time, from_number, to_char(to_date, 'YYYY-MM-DD') AS to_date, to_time, to_number, by_user, by_role FROM booking_reschedules WHERE booking_id = $1`,
        [id],
      );
      expect(history).toEqual({ from_date: THURSDAY, from_time: '17:00', from_number: 1, to_date: FRIDAY, to_time: '17:00', to_number: 2, by_user: somchai.userID, by_role: null });
      // the photo is still the booking's
      expect((await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE booking_id = $1`, [id]))[0].n).toBe(1);

      // the freed seat goes to the next patient at once
      const next = await book(malee, THURSDAY);
      expect(next.status).toBe(200);
      expect(await seats(THURSDAY, '17:00')).toBe(1);

      // the patient's list shows the new time and number
      const mine = await app.request('GET', '/api/v1/mybookings', { token: somchai.token });
      expect(mine.body.data.find((b: { bookingID: string }) => b.bookingID === id)).toMatchObject({ appointDate: FRIDAY, appointTime: '17:00', bookingNumber: 2 });

      // the boards and the patient's room hear it; ONE domain event; ONE LINE card with the new day, time and number
      const realtime = await db.query(`SELECT rooms, payload FROM outbox WHERE kind = 'realtime' AND name = 'booking.changed' AND payload->>'bookingID' = $1 AND payload->>'reason' = 'rescheduled'`, [id]);
      expect(realtime).toHaveLength(1);
      expect(realtime[0].rooms).toEqual(expect.arrayContaining(['board:booking', `patient:${somchai.userID}`]));
      const events = await db.query(`SELECT payload FROM outbox WHERE kind = 'event' AND name = 'booking.rescheduled' AND payload->>'bookingID' = $1`, [id]);
      expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([
        expect.objectContaining({ fromDate: THURSDAY, fromTime: '17:00', toDate: FRIDAY, toTime: '17:00', bookingNumber: 2, userID: somchai.userID, byUserID: somchai.userID, byRole: null }),
      ]);
      const push = await eventually(async () => app.standIns.line.pushes.find((p) => p.to === lineUserId && pushText(p).startsWith(APPOINTMENT_MESSAGES.rescheduled)), 15_000);
      const text = pushText(push);
      expect(text).toContain(`วันที่ ${Number(FRIDAY.slice(8))} มิถุนายน ${THAI_YEAR} 17:00 น.`);
      expect(text).toContain('คิวที่ 2');
      expect(text).toContain(`นัดเดิม ${Number(THURSDAY.slice(8))} มิถุนายน ${THAI_YEAR} 17:00 น.`);
    });

    it('refuses the same day and time, a day already holding their booking of that type, a holiday, a full slot — in Thai, nothing changed', async () => {
      const before = await rowOf(id);
      expect(await moveTo(somchai, id, { appointDate: FRIDAY, appointTime: '17:00', slotType: 2 })).toMatchObject({ status: 400, body: { message: APPOINTMENT_MESSAGES.sameSlot } });
      // Thursday: somchai has no booking there now, but Thursday 17:00 is full (malee took the freed seat)
      expect(await moveTo(somchai, id, { appointDate: THURSDAY, appointTime: '17:00' })).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotFull } });
      // a second special-clinic booking of his on a Monday: moving this one there is his second that day
      const monday = day(1, 1);
      expect((await book(somchai, monday, '18:00')).status).toBe(200);
      expect(await moveTo(somchai, id, { appointDate: monday, appointTime: '17:30' })).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.duplicate } });
      await db.query(`INSERT INTO holidays (holiday_date, name, source) VALUES ($1, 'วันหยุดทดสอบ', 'staff')`, [day(2, 1)]);
      expect(await moveTo(somchai, id, { appointDate: day(2, 1), appointTime: '17:00' })).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.holiday + 'วันหยุดทดสอบ' } });
      expect(await moveTo(somchai, id, { appointDate: day(3), appointTime: '17:00' })).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.specialClosedOn + 'พุธ' } });
      expect(await moveTo(somchai, id, { appointDate: day(2, 2), appointTime: '18:10' })).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.timeNotOffered } });
      expect(await moveTo(somchai, id, { appointDate: '', appointTime: '17:00' })).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.dateRequired } });
      expect(await rowOf(id)).toEqual(before);
      expect((await db.query(`SELECT count(*)::int AS n FROM booking_reschedules WHERE booking_id = $1`, [id]))[0].n).toBe(1);
    });

    it("refuses regular hours of today once they have ended (the server's clock: 17:00 Bangkok that Friday)", async () => {
      const service = app.api.get(BookingRescheduleService);
      const user = { userID: somchai.userID, role: null, fullName: '', exp: 0 };
      await expect(service.move(user, id, { appointDate: FRIDAY, slotType: 1 }, { now: new Date(`${FRIDAY}T17:00:00+07:00`) })).rejects.toMatchObject({
        response: { message: BOOKING_CLOSED_TODAY },
      });
      // the same move at 09:00 that morning goes through, to regular hours, with the day's next number
      const moved = await service.move(user, id, { appointDate: FRIDAY, slotType: 1 }, { now: new Date(`${FRIDAY}T09:00:00+07:00`) });
      expect(moved.data).toMatchObject({ appointDate: FRIDAY, appointTime: '08:30', slotType: 1, serviceType: 1, bookingNumber: 3 });
      expect(await seats(FRIDAY, '17:00')).toBe(0);
    });
  });

  describe('staff and strangers', () => {
    it('booking staff move any booking; the patient hears "โรงพยาบาลได้เลื่อนนัดของท่าน"; the move is audited', async () => {
      const lineUserId = newLineUserId();
      await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineUserId, malee.userID]);
      const made = await bookRegular(malee, day(1, 3));
      const id = made.body.data.bookingID;
      const res = await moveTo(nurse, id, { appointDate: day(2, 3) });
      expect(res).toMatchObject({ status: 200, body: { data: { bookingID: id, appointDate: day(2, 3), appointTime: '08:30' } } });
      const [history] = await db.query(`SELECT id, by_user, by_role FROM booking_reschedules WHERE booking_id = $1`, [id]);
      expect(history).toMatchObject({ by_user: nurse.userID, by_role: 'Nurse' });
      const audit = await db.query(`SELECT user_id, subject_id, action FROM audit_log WHERE job_id = $1`, [`booking:${id}:reschedule:${history.id}`]);
      expect(audit).toEqual([{ user_id: nurse.userID, subject_id: malee.userID, action: 'booking.update' }]);
      const push = await eventually(async () => app.standIns.line.pushes.find((p) => p.to === lineUserId && pushText(p).startsWith('โรงพยาบาลได้เลื่อนนัดของท่าน')), 15_000);
      expect(pushText(push)).toContain(`${Number(day(2, 3).slice(8))} มิถุนายน ${THAI_YEAR}`);
    });

    it("another patient's booking is 404, Finance and network staff 403, signed out 401: nothing changed", async () => {
      const made = await bookRegular(somchai, day(3, 3));
      const id = made.body.data.bookingID;
      const before = await rowOf(id);
      const target = { appointDate: day(4, 3) };
      expect(await moveTo(malee, id, target)).toMatchObject({ status: 404, body: { message: BOOKING_MESSAGES.notFound } });
      expect((await moveTo(finance, id, target)).status).toBe(403);
      expect((await moveTo(network, id, target)).status).toBe(403);
      expect((await moveTo(null, id, target)).status).toBe(401);
      expect(await moveTo(somchai, '00000000-0000-4000-8000-000000000000', target)).toMatchObject({ status: 404 });
      expect(await rowOf(id)).toEqual(before);
    });

    it('a cancelled or a served booking is not moved (409 in Thai)', async () => {
      const cancelled = (await bookRegular(somchai, day(4, 1))).body.data.bookingID;
      expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${cancelled}`, { token: somchai.token, body: { bookingStatus: -1 } })).status).toBe(200);
      expect(await moveTo(somchai, cancelled, { appointDate: day(5, 1) })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.cancelledCannotMove } });
      expect(await moveTo(nurse, cancelled, { appointDate: day(5, 1) })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.cancelledCannotMove } });
      const served = (await bookRegular(malee, day(4, 1))).body.data.bookingID;
      await db.query(`UPDATE bookings SET served_at = now() WHERE id = $1`, [served]);
      expect(await moveTo(malee, served, { appointDate: day(5, 1) })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.servedCannotMove } });
      expect((await rowOf(served)).date).toBe(day(4, 1));
    });
  });
});
