// Issue 32 item 3, earlier-slot offers for the clinic: a cancelled seat is offered on LINE to
// the two opted-in patients booked later for the same slot type, earliest-booked first (not to
// one who did not tick 'แจ้งฉันถ้ามีคิวเร็วขึ้น', not to one booked earlier, not to one who has
// another special-clinic booking that day); the first 'รับคิวนี้' (a signed postback through the
// LINE stand-in) moves that booking, the second tap hears it has gone; an expired offer is
// refused; offering a freeing again sends nothing. Real PostgreSQL, Redis, the api and the worker.
import { DataSource } from 'typeorm';
import { EARLIER_OFFERS_MESSAGES, postbackDataOf } from '@hospital/contracts';
import { TokenService } from '../../core/src/index.js';
import { pushText, type RecordedPush } from '../../integrations/src/stand-ins/index.js';
import { APPOINTMENT_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { EarlierOffers, OFFER_MESSAGES } from '../../calendar/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('earlier-offers', () => {
  let app: TestApp;
  let db: DataSource;

  /** Thursdays of an August seven years ahead (special clinic 17:00; no holiday, no other test's booking). */
  const YEAR = inBangkok().year() + 7;
  const THURSDAYS = Array.from({ length: 31 }, (_, i) => `${YEAR}-08-${String(i + 1).padStart(2, '0')}`).filter((d) => weekdayOf(d) === 4);
  const [D0, D1, D2, D3] = THURSDAYS;

  interface Patient {
    id: string;
    line: string;
    bookingID: string;
  }
  let seq = 0;

  /** A patient with a LINE account and one special-clinic booking (made `order`-th, for 'earliest-booked first'). */
  async function patient(date: string, time: string, earlierOffers: boolean, order: number): Promise<Patient> {
    const line = newLineUserId();
    const [user]: Array<{ id: string }> = await db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, is_active, phone, line_user_id)
     VALUES ($1, 'not-a-login', 'ผู้ป่วย', 'คิวเร็ว' || $2, 1, '0811111111', $3) RETURNING id`,
      [`offer${Date.now()}x${++seq}`, seq, line],
    );
    const bookingID = await bookingOf(user.id, date, time, earlierOffers, order);
    return { id: user.id, line, bookingID };
  }

  async function bookingOf(userID: string, date: string, time: string, earlierOffers: boolean, order: number): Promise<string> {
    const [counter]: Array<{ last_number: number }> = await db.query(
      `INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
     ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1 RETURNING last_number`,
      [date],
    );
    const [row]: Array<{ id: string }> = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by, earlier_offers, created_at)
     VALUES ($1, $2, 2, 2, $3, $4, 'สิวอักเสบที่ใบหน้า', $2, $5, now() - make_interval(mins => 100 - $6::int)) RETURNING id`,
      [counter.last_number, userID, date, time, earlierOffers, order],
    );
    return row.id;
  }

  const line = () => app.standIns.line;
  const said = (p: RecordedPush) => `${pushText(p)}\n${JSON.stringify(p.messages)}`;
  const sentTo = (who: Patient) => line().pushes.filter((p) => p.to === who.line);
  const offerCards = (who: Patient) => sentTo(who).filter((p) => pushText(p).startsWith('มีคิวว่างเร็วขึ้น'));
  const offersOf = (who: Patient): Promise<Array<{ id: string; status: string; freed_by: string; offered_date: string }>> =>
    db.query(`SELECT id, status, freed_by, to_char(offered_date, 'YYYY-MM-DD') AS offered_date FROM earlier_slot_offers WHERE user_id = $1 ORDER BY created_at`, [who.id]);
  const bookingRow = async (id: string) =>
    (await db.query(`SELECT to_char(appoint_date, 'YYYY-MM-DD') AS date, trim(appoint_time) AS time, booking_number, booking_status FROM bookings WHERE id = $1`, [id]))[0];

  /** Taps a postback as the patient, through the stand-in's signed webhook; the chat's answer. */
  async function tap(who: Patient, data: string): Promise<string> {
    const before = sentTo(who).length;
    expect((await line().postback(who.line, data)).status).toBe(200);
    const answer = await eventually(async () => sentTo(who).slice(before).find((p) => p.kind === 'reply'), 15_000);
    return said(answer);
  }

  let cancelling: Patient;
  let first: Patient; // opted in, booked D2, made first
  let second: Patient; // opted in, booked D3, made second
  let third: Patient; // opted in, booked D3, made third: a third candidate (offers_per_slot 2)
  let notOptedIn: Patient;
  let bookedEarlier: Patient;
  let busyThatDay: Patient;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    await db.query(`UPDATE appointment_settings SET horizon_days = 3660, offers_per_slot = 2, offer_expiry_minutes = 120`);
    await db.query(`INSERT INTO booking_capacity (slot_type, slot_time, capacity) VALUES (2, '17:00', 10), (2, '18:00', 10) ON CONFLICT (slot_type, slot_time) DO UPDATE SET capacity = 10`);
    notOptedIn = await patient(D2, '17:00', false, 1);
    busyThatDay = await patient(D2, '17:00', true, 2);
    await bookingOf(busyThatDay.id, D1, '18:00', false, 2);
    bookedEarlier = await patient(D0, '17:00', true, 3);
    first = await patient(D2, '17:00', true, 4);
    second = await patient(D3, '17:00', true, 5);
    third = await patient(D3, '17:00', true, 6);
    cancelling = await patient(D1, '17:00', false, 7);
  }, 60_000);
  afterAll(() => app?.close());

  describe('a cancelled clinic seat', () => {
    it('is offered on LINE to exactly the two opted-in patients booked later, earliest-booked first', async () => {
      const answer = await tap(cancelling, postbackDataOf('booking.cancel', { bookingID: cancelling.bookingID }));
      expect(answer).toContain('ยกเลิก');
      await eventually(async () => offerCards(first).length === 1 && offerCards(second).length === 1, 15_000);
      await new Promise((r) => setTimeout(r, 1000));
      for (const who of [notOptedIn, busyThatDay, bookedEarlier, third, cancelling]) {
        expect(offerCards(who)).toEqual([]);
        expect(await offersOf(who)).toEqual([]);
      }
      const card = said(offerCards(first)[0]);
      expect(card).toContain(`${D1.slice(8, 10).replace(/^0/, '')} สิงหาคม ${YEAR + 543}`);
      expect(card).toContain('17:00');
      expect(card).toContain('เร็วขึ้น 7 วัน');
      expect(card).toContain('รับคิวนี้');
      expect(said(offerCards(second)[0])).toContain('เร็วขึ้น 14 วัน');
    });

    it('offering the same freeing again sends nothing more', async () => {
      const [offer] = await offersOf(first);
      const again = await app.worker!.get(EarlierOffers).offerFreed({ kind: 'clinic', freedBy: offer.freed_by, serviceType: 2, date: D1, time: '17:00' });
      expect(again).toBe(0);
      await new Promise((r) => setTimeout(r, 1000));
      expect(offerCards(first)).toHaveLength(1);
      expect(offerCards(second)).toHaveLength(1);
      expect((await db.query(`SELECT count(*)::int AS n FROM earlier_slot_offers WHERE freed_by = $1`, [offer.freed_by]))[0].n).toBe(2);
    });

    it("the first 'รับคิวนี้' moves that booking (the new day, time and queue number); the second hears it has gone", async () => {
      const [offerA] = await offersOf(first);
      const [offerB] = await offersOf(second);
      const answer = await tap(first, postbackDataOf('offer.accept', { offerID: offerA.id }));
      expect(answer).toContain(APPOINTMENT_MESSAGES.rescheduled);
      const moved = await bookingRow(first.bookingID);
      expect(moved).toMatchObject({ date: D1, time: '17:00', booking_status: 0 });
      expect(answer).toContain(`คิวที่ ${moved.booking_number}`);
      expect(answer).toContain(`สิงหาคม ${YEAR + 543}`);

      const late = await tap(second, postbackDataOf('offer.accept', { offerID: offerB.id }));
      expect(late).toContain(OFFER_MESSAGES.gone);
      expect(await bookingRow(second.bookingID)).toMatchObject({ date: D3, time: '17:00' });
      expect((await offersOf(first))[0].status).toBe('accepted');
      expect((await offersOf(second))[0].status).toBe('gone');
      // tapping again changes nothing
      expect(await tap(first, postbackDataOf('offer.accept', { offerID: offerA.id }))).toContain(OFFER_MESSAGES.gone);
      expect(await bookingRow(first.bookingID)).toMatchObject({ date: D1, time: '17:00', booking_number: moved.booking_number });
    });

    it("the first patient's old seat is offered in turn; an offer past its time is refused", async () => {
      // the move freed D2 17:00: offered to the opted-in patients booked later (D3)
      await eventually(async () => offerCards(third).length === 1, 15_000);
      const [offer] = await offersOf(third);
      expect(offer.offered_date).toBe(D2);
      await db.query(`UPDATE earlier_slot_offers SET expires_at = now() - interval '1 second' WHERE id = $1`, [offer.id]);
      expect(await tap(third, postbackDataOf('offer.accept', { offerID: offer.id }))).toContain(OFFER_MESSAGES.expired);
      expect(await bookingRow(third.bookingID)).toMatchObject({ date: D3, time: '17:00' });
      expect((await offersOf(third))[0].status).toBe('expired');
    });
  });

  describe("'ไม่สนใจ' on an offer", () => {
    it('keeps the appointment, and the slot is offered at once to the next opted-in patient; a second tap changes nothing', async () => {
      const fourth = await patient(D3, '18:00', true, 8); // booked after everyone: the next candidate for D2 17:00
      const offer = (await offersOf(second)).find((o) => o.offered_date === D2 && o.status === 'sent')!;
      expect(offer).toBeDefined();
      expect(said(offerCards(second).at(-1)!)).toContain('ไม่สนใจ');
      const decline = postbackDataOf('offer.decline', { offerID: offer.id });
      expect(await tap(second, decline)).toContain(OFFER_MESSAGES.declined);
      expect(await bookingRow(second.bookingID)).toMatchObject({ date: D3, time: '17:00' });
      expect((await offersOf(second)).find((o) => o.id === offer.id)!.status).toBe('declined');
      await eventually(async () => offerCards(fourth).length === 1, 15_000);
      expect(await offersOf(fourth)).toEqual([expect.objectContaining({ offered_date: D2, status: 'sent', freed_by: offer.freed_by })]);
      // Tapped again: the same answer, nothing more offered.
      expect(await tap(second, decline)).toContain(OFFER_MESSAGES.declined);
      await new Promise((r) => setTimeout(r, 1000));
      expect(offerCards(fourth)).toHaveLength(1);
      // Another patient's offer is not theirs to decline.
      const [fourthOffer] = await offersOf(fourth);
      expect(await tap(second, postbackDataOf('offer.decline', { offerID: fourthOffer.id }))).toContain(OFFER_MESSAGES.notFound);
      expect((await offersOf(fourth))[0].status).toBe('sent');
    });
  });

  describe("the opt-in and Admin's figures", () => {
    it("PUT /api/v1/bookings/{id}/earlier-offers: the booking's patient ticks and unticks it; another patient 404, staff 403", async () => {
      const tokens = app.api.get(TokenService);
      const own = tokens.sign({ sub: notOptedIn.id, role: null, name: 'ผู้ป่วย' });
      const other = tokens.sign({ sub: second.id, role: null, name: 'ผู้ป่วย' });
      const on = await app.request('PUT', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: own, body: { wanted: true } });
      expect(on).toMatchObject({ status: 200, body: { message: EARLIER_OFFERS_MESSAGES.on, data: { id: notOptedIn.bookingID, wanted: true } } });
      expect((await db.query(`SELECT earlier_offers FROM bookings WHERE id = $1`, [notOptedIn.bookingID]))[0].earlier_offers).toBe(true);
      expect((await app.request('PUT', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: other, body: { wanted: false } })).status).toBe(404);
      const nurse = await app.login('nurse@demo.skin.go.th');
      expect((await app.request('PUT', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: nurse.token, body: { wanted: false } })).status).toBe(403);
      expect((await app.request('PUT', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: own, body: {} })).status).toBe(400);
      const read = await app.request('GET', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: own });
      expect(read).toMatchObject({ status: 200, body: { data: { id: notOptedIn.bookingID, wanted: true } } });
      expect((await app.request('GET', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: other })).status).toBe(404);
      const off = await app.request('PUT', `/api/v1/bookings/${notOptedIn.bookingID}/earlier-offers`, { token: own, body: { wanted: false } });
      expect(off.body.data.wanted).toBe(false);
    });

    it('GET /api/v1/calendar/earlier-offers/summary: sent, accepted, gone, expired and the days gained (Admin only)', async () => {
      const admin = await app.login('admin@demo.skin.go.th');
      const today = inBangkok().format('YYYY-MM-DD');
      const res = await app.request('GET', `/api/v1/calendar/earlier-offers/summary?from=${today}&to=${today}`, { token: admin.token });
      expect(res.status).toBe(200);
      // the cancelled seat: 2 offers (1 accepted, 1 gone); the first patient's old seat: 3 (one expired, one declined, the next one open)
      expect(res.body).toEqual({ sent: 5, accepted: 1, gone: 1, declined: 1, expired: 1, open: 1, daysGainedSum: 7, daysGainedMedian: 7 });
      const patientToken = app.api.get(TokenService).sign({ sub: first.id, role: null, name: 'ผู้ป่วย' });
      expect((await app.request('GET', `/api/v1/calendar/earlier-offers/summary?from=${today}&to=${today}`, { token: patientToken })).status).toBe(403);
    });
  });
});
