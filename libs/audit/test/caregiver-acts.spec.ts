// Issue 33 items 4 and 5, what a caregiver's acts leave behind: a booking a caregiver makes for a
// person of their list (X-Acting-For) is recorded as the caregiver's — the person's access log
// (/privacy) reads 'คุณ <caregiver> (ผู้ดูแล)' and what was done, the person's copy of their data
// lists each such act — and staff see who booked ('จองโดยผู้ดูแล', the caregiver's name and
// phone) on the case (GET /api/v1/tele/info/{teleID}) and on the booking board (GET
// /api/v1/bookings). The person's own booking records no such line and says no one booked for them.
import { DataSource } from 'typeorm';
import { DEFAULT_SLOT_TIMES } from '../../calendar/src/index.js';
import { People } from '../../core/src/index.js';
import { ACCESS_LOG_WORDS, accessLogCaregiver, bookedByText, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('caregiver-acts', () => {
  let app: TestApp;
  let db: DataSource;
  let people: Record<string, Session>;
  /** somchai looks after malee (an active link, as a guardian's or an agreed adult's). */
  let caregiverName: string;
  let caregiverPhone: string | null;

  const YEAR = inBangkok().year() + 3;
  function day(weekday: number, nth = 0): string {
    const found: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `${YEAR}-05-${String(d).padStart(2, '0')}`;
      if (weekdayOf(date) === weekday) found.push(date);
    }
    return found[nth];
  }
  const REFILL = DEFAULT_SLOT_TIMES[5];

  const forMalee = () => ({ 'X-Acting-For': people.malee.userID });
  const clinic = (date: string) => ({ serviceType: 1, slotType: 1, appointDate: date, appointDatetime: `${date}T08:30`, appointTime: '', description: 'ผื่นแดงคันที่แขน' });
  const tele = (date: string, time: string) => ({
    serviceType: 2,
    appointDate: date,
    appointTime: time,
    appointDatetime: `${date}T${time}`,
    lineID: '',
    phone: '0812345678',
    shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
    description: 'ขอรับยาทาเดิม',
    imageCount: 0,
  });
  const boardRow = async (date: string, bookingID: string) => {
    const res = await app.request('GET', `/api/v1/bookings?AppointDatetime=${date}`, { token: people.nurse.token });
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ bookingID: string; bookedBy: unknown }>).find((b) => b.bookingID === bookingID);
  };
  const caregiverRows = (subject: string) =>
    db.query(`SELECT action, user_id, acting_by FROM audit_log WHERE subject_id = $1 AND acting_by IS NOT NULL ORDER BY id`, [subject]) as Promise<
      Array<{ action: string; user_id: string; acting_by: string }>
    >;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    people = await signInAll(app, ['somchai', 'malee', 'nurse']);
    await db.query(
      `INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, signature_png, signature_sha256, agreed_at, agreed_how)
     VALUES ($1, $2, 'other', 'active', '\\x00'::bytea, repeat('0', 64), now(), 'self')`,
      [people.somchai.userID, people.malee.userID],
    );
    caregiverName = (await app.api.get(People).namesOf([people.somchai.userID])).get(people.somchai.userID)!.fullName;
    caregiverPhone = (await db.query(`SELECT phone FROM users WHERE id = $1`, [people.somchai.userID]))[0].phone ?? null;
  }, 60_000);
  afterAll(() => app?.close());

  describe('a clinic booking made by the caregiver for the person', () => {
    let bookingID: string;
    const MONDAY = day(1);

    it("is the person's booking; the board shows 'จองโดยผู้ดูแล' with the caregiver's name and phone", async () => {
      const res = await app.request('POST', '/api/v1/bookings', { token: people.somchai.token, headers: forMalee(), body: clinic(MONDAY) });
      expect(res.status).toBe(200);
      bookingID = res.body.data.bookingID;
      expect((await db.query(`SELECT user_id FROM bookings WHERE id = $1`, [bookingID]))[0].user_id).toBe(people.malee.userID);
      const row = await boardRow(MONDAY, bookingID);
      expect(row?.bookedBy).toEqual({ fullName: caregiverName, phone: caregiverPhone });
      expect(bookedByText(row!.bookedBy as { fullName: string; phone: string | null })).toBe(`จองโดยผู้ดูแล: ${caregiverName}${caregiverPhone ? ` ${caregiverPhone}` : ''}`);
    });

    it("is in the person's access log as the caregiver's act, named, 'คุณ … (ผู้ดูแล)'", async () => {
      expect(await caregiverRows(people.malee.userID)).toEqual([{ action: 'booking.create', user_id: people.somchai.userID, acting_by: people.somchai.userID }]);
      const res = await app.request('GET', '/api/v1/me/access-log', { token: people.malee.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({ role: accessLogCaregiver(caregiverName), caregiverName, staffName: null, action: ACCESS_LOG_WORDS['booking.create'].action, count: 1 }),
      ]);
      expect(res.body.data[0].role).toBe(`คุณ ${caregiverName} (ผู้ดูแล)`);
      // the caregiver's own log holds nothing of it: it was not their data
      expect((await app.request('GET', '/api/v1/me/access-log', { token: people.somchai.token })).body.data).toEqual([]);
    });

    it("the person's own booking: no caregiver line, and no one booked for them", async () => {
      const res = await app.request('POST', '/api/v1/bookings', { token: people.malee.token, body: clinic(day(1, 1)) });
      expect(res.status).toBe(200);
      expect((await boardRow(day(1, 1), res.body.data.bookingID))?.bookedBy).toBeNull();
      expect(await caregiverRows(people.malee.userID)).toHaveLength(1);
      // the person's own list carries the same field
      const mine = await app.request('GET', '/api/v1/mybookings', { token: people.malee.token });
      const byID = Object.fromEntries((mine.body.data as Array<{ bookingID: string; bookedBy: unknown }>).map((b) => [b.bookingID, b.bookedBy]));
      expect(byID[bookingID]).toEqual({ fullName: caregiverName, phone: caregiverPhone });
      expect(byID[res.body.data.bookingID]).toBeNull();
    });
  });

  describe('a telemedicine visit booked by the caregiver for the person', () => {
    it("the staff case answer carries bookedBy; the person's own booking carries null", async () => {
      const booked = await app.request('POST', '/api/v1/tele', { token: people.somchai.token, headers: forMalee(), body: tele(day(2), REFILL[0]) });
      expect(booked.status).toBe(200);
      const teleID = booked.body.data.teleID as string;
      const info = await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: people.nurse.token });
      expect(info.status).toBe(200);
      expect(info.body.tele.userID).toBe(people.malee.userID);
      expect(info.body.bookedBy).toEqual({ fullName: caregiverName, phone: caregiverPhone });
      expect((await caregiverRows(people.malee.userID)).map((r) => r.action)).toEqual(['booking.create', 'tele.create']);

      const own = await app.request('POST', '/api/v1/tele', { token: people.malee.token, body: tele(day(2, 1), REFILL[0]) });
      expect(own.status).toBe(200);
      expect((await app.request('GET', `/api/v1/tele/info/${own.body.data.teleID}`, { token: people.nurse.token })).body.bookedBy).toBeNull();
    });
  });

  describe("the person's copy of their data (issue 33 item 5)", () => {
    it('lists what the caregiver did for them, named, newest first; the caregiver’s copy does not', async () => {
      const res = await app.request('GET', '/api/v1/me/export', { token: people.malee.token });
      expect(res.status).toBe(200);
      const acts = (res.body.sections as Array<{ title: string; rows: Array<Record<string, unknown>> }>).find((s) => s.title === 'สิ่งที่ผู้ดูแลทำแทนคุณ')!;
      expect(acts.rows).toEqual([
        expect.objectContaining({ caregiverName, action: ACCESS_LOG_WORDS['tele.create'].action }),
        expect.objectContaining({ caregiverName, action: ACCESS_LOG_WORDS['booking.create'].action }),
      ]);
      const theirs = await app.request('GET', '/api/v1/me/export', { token: people.somchai.token });
      expect((theirs.body.sections as Array<{ title: string; rows: unknown[] }>).find((s) => s.title === 'สิ่งที่ผู้ดูแลทำแทนคุณ')!.rows).toEqual([]);
    });
  });
});
