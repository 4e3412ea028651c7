// Issue 32 item 3, earlier-slot offers for telemedicine: a visit moved away frees its slot, which
// is offered on LINE to the opted-in patients of the same service type booked later whose photos
// have arrived (a type-1 case still awaiting its photos is not offered); the first 'รับคิวนี้'
// (a signed postback through the LINE stand-in) moves that case, the second tap hears it has gone.
import { DataSource } from 'typeorm';
import { postbackDataOf } from '@hospital/contracts';
import { DEFAULT_SLOT_TIMES, OFFER_MESSAGES } from '../../calendar/src/index.js';
import { TeleRescheduleService } from '../src/booking/tele-reschedule.service.js';
import { pushText, type RecordedPush } from '../../integrations/src/stand-ins/index.js';
import { APPOINTMENT_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('tele-earlier-offers', () => {
  let app: TestApp;
  let db: DataSource;

  /** Mondays and Wednesdays of a September seven years ahead (type 1 doctor visits). */
  const YEAR = inBangkok().year() + 7;
  const days = (weekday: number) => Array.from({ length: 30 }, (_, i) => `${YEAR}-09-${String(i + 1).padStart(2, '0')}`).filter((d) => weekdayOf(d) === weekday);
  const [M1, M2, M3] = days(1);
  const [, W2] = days(3);
  const DOCTOR = DEFAULT_SLOT_TIMES[4];

  interface Patient {
    id: string;
    line: string;
    teleID: string;
  }
  let seq = 0;

  async function patient(date: string, time: string, opts: { earlierOffers: boolean; awaitingPhotos?: boolean; order: number }): Promise<Patient> {
    const line = newLineUserId();
    const [user]: Array<{ id: string }> = await db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, is_active, phone, line_user_id)
     VALUES ($1, 'not-a-login', 'ผู้ป่วย', 'ทางไกล' || $2, 1, '0811111111', $3) RETURNING id`,
      [`teleoffer${Date.now()}x${++seq}`, seq, line],
    );
    const [tele]: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by, earlier_offers, awaiting_photos, created_at)
     VALUES ($1, 1, 4, $2, $3, 'ผื่นแดงคันที่แขน', $1, $4, $5, now() - make_interval(mins => 100 - $6::int)) RETURNING id`,
      [user.id, date, time, opts.earlierOffers, opts.awaitingPhotos ?? false, opts.order],
    );
    return { id: user.id, line, teleID: tele.id };
  }

  const line = () => app.standIns.line;
  const said = (p: RecordedPush) => `${pushText(p)}\n${JSON.stringify(p.messages)}`;
  const sentTo = (who: Patient) => line().pushes.filter((p) => p.to === who.line);
  const offerCards = (who: Patient) => sentTo(who).filter((p) => pushText(p).startsWith('มีคิวว่างเร็วขึ้น'));
  const offersOf = (who: Patient): Promise<Array<{ id: string; status: string }>> =>
    db.query(`SELECT id, status FROM earlier_slot_offers WHERE user_id = $1 ORDER BY created_at`, [who.id]);
  const slotOf = async (teleID: string) => (await db.query(`SELECT to_char(appoint_date, 'YYYY-MM-DD') AS date, trim(appoint_time) AS time FROM tele_requests WHERE id = $1`, [teleID]))[0];

  async function tap(who: Patient, data: string): Promise<string> {
    const before = sentTo(who).length;
    expect((await line().postback(who.line, data)).status).toBe(200);
    return said(await eventually(async () => sentTo(who).slice(before).find((p) => p.kind === 'reply'), 15_000));
  }

  let moving: Patient;
  let first: Patient;
  let noPhotos: Patient;
  let second: Patient;
  let notOptedIn: Patient;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    await db.query(`UPDATE appointment_settings SET horizon_days = 3660, offers_per_slot = 2`);
    notOptedIn = await patient(W2, DOCTOR[1], { earlierOffers: false, order: 1 });
    noPhotos = await patient(W2, DOCTOR[2], { earlierOffers: true, awaitingPhotos: true, order: 2 });
    first = await patient(W2, DOCTOR[0], { earlierOffers: true, order: 3 });
    second = await patient(M3, DOCTOR[0], { earlierOffers: true, order: 4 });
    moving = await patient(M1, DOCTOR[0], { earlierOffers: false, order: 5 });
  }, 60_000);
  afterAll(() => app?.close());

  it("a telemedicine slot freed by a move is offered to the two opted-in later patients with their photos; the first 'รับคิวนี้' moves that case, the second hears it has gone", async () => {
    await app.api.get(TeleRescheduleService).move({ userID: moving.id, role: null, fullName: '', exp: 0 }, moving.teleID, { appointDate: M2, appointTime: DOCTOR[3] });
    await eventually(async () => offerCards(first).length === 1 && offerCards(second).length === 1, 15_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(offerCards(noPhotos)).toEqual([]);
    expect(offerCards(notOptedIn)).toEqual([]);
    expect(await offersOf(noPhotos)).toEqual([]);
    expect(said(offerCards(first)[0])).toContain(`${DOCTOR[0]} น.`);

    const [offerA] = await offersOf(first);
    const [offerB] = await offersOf(second);
    expect(await tap(first, postbackDataOf('offer.accept', { offerID: offerA.id }))).toContain(APPOINTMENT_MESSAGES.rescheduled);
    expect(await slotOf(first.teleID)).toEqual({ date: M1, time: DOCTOR[0] });
    expect(await tap(second, postbackDataOf('offer.accept', { offerID: offerB.id }))).toContain(OFFER_MESSAGES.gone);
    expect(await slotOf(second.teleID)).toEqual({ date: M3, time: DOCTOR[0] });
  });
});
