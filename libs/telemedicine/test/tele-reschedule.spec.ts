// Issue 32 item 2, reschedule a telemedicine visit not yet started (PUT /api/v1/tele/{teleID}):
// the patient moves the time of their own case under their own booking rules and keeps its id,
// photos and history; the old slot is free for the next patient; staff's edit of the day or time
// is a reschedule too; the boards, the queue and the patient (LINE) hear of it; nobody else
// moves a case; a started case stays; one patient never holds two cases of a type on one day.
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DEFAULT_SLOT_TIMES } from '../../calendar/src/index.js';
import { TeleRescheduleService } from '../src/booking/tele-reschedule.service.js';
import { APPOINTMENT_MESSAGES, MESSAGES, TELE_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { pushText } from '../../integrations/src/stand-ins/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('tele-reschedule', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let somchai: Session;
  let malee: Session;
  let nurse: Session;
  let finance: Session;
  let network: Session;

  /** Dates three years ahead (no seeded holiday, no clock rule of today): the n-th weekday of that May. */
  const YEAR = inBangkok().year() + 3;
  function day(weekday: number, nth = 0): string {
    const found: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `${YEAR}-05-${String(d).padStart(2, '0')}`;
      if (weekdayOf(date) === weekday) found.push(date);
    }
    return found[nth];
  }
  const DOCTOR = DEFAULT_SLOT_TIMES[4];
  const REFILL = DEFAULT_SLOT_TIMES[5];

  function booking(date: string, time: string, serviceType = 1, overrides: Record<string, unknown> = {}) {
    return {
      serviceType,
      appointDate: date,
      appointTime: time,
      appointDatetime: `${date}T${time}`,
      lineID: '',
      phone: '0812345678',
      shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
      description: 'ผื่นแดงคันที่แขนสองข้าง 2 สัปดาห์',
      imageCount: serviceType === 1 ? 4 : 0,
      ...overrides,
    };
  }
  const book = async (who: Session, date: string, time: string, serviceType = 1) => {
    const res = await app.request('POST', '/api/v1/tele', { token: who.token, body: booking(date, time, serviceType) });
    if (res.status !== 200) throw new Error(`book: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.teleID as string;
  };
  const put = (who: Session | null, teleID: string, body: unknown) => app.request('PUT', `/api/v1/tele/${teleID}`, { token: who?.token, body });
  const slotOf = async (teleID: string) =>
    (await db.query(`SELECT to_char(appoint_date, 'YYYY-MM-DD') AS date, appoint_time AS time, service_type, flow_status FROM tele_requests WHERE id = $1`, [teleID]))[0];
  const png = (shade: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: shade, b: 90 } } }).png().toBuffer();
  const freeSlots = async (date: string, slotType: number) =>
    ((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=${slotType}`)).body.data as Array<{ slotTime: string }>).map((s) => s.slotTime);

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
    nurse = await app.login('nurse@demo.skin.go.th');
    finance = await app.login('finance@demo.skin.go.th');
    network = await app.login('network@demo.skin.go.th');
  }, 60_000);
  afterAll(() => app?.close());

  describe('the patient moves their own visit', () => {
    const MONDAY = day(1);
    const WEDNESDAY = day(3);
    let teleID: string;

    it('the new day and time; the id, the four photos and the history kept; the old slot free for the next patient; the board and LINE told', async () => {
      const lineUserId = newLineUserId();
      await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineUserId, somchai.userID]);
      teleID = await book(somchai, MONDAY, DOCTOR[0]);
      for (let i = 0; i < 4; i++) {
        const bytes = await png(40 * i);
        const res = await app.request('POST', '/api/v1/tele/upload', {
          token: somchai.token,
          body: { teleID, fileName: `rash${i}.png`, fileType: 'image/png', fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 0 },
        });
        expect(res.status).toBe(200);
      }
      expect(await freeSlots(MONDAY, 4)).not.toContain(DOCTOR[0]);

      const res = await put(somchai, teleID, { appointDatetime: `${WEDNESDAY}T${DOCTOR[1]}` });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(APPOINTMENT_MESSAGES.rescheduled);
      expect(res.body.data).toMatchObject({ teleID, appointDate: WEDNESDAY, appointTime: DOCTOR[1], flowStatus: 0, imageCount: 4, description: 'ผื่นแดงคันที่แขนสองข้าง 2 สัปดาห์' });
      expect(await slotOf(teleID)).toMatchObject({ date: WEDNESDAY, time: DOCTOR[1] });
      expect((await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE tele_id = $1 AND category = 0`, [teleID]))[0].n).toBe(4);
      const history = await db.query(
        `SELECT service_type, to_char(from_date, 'YYYY-MM-DD') AS from_date, from_time, to_char(to_date, 'YYYY-MM-DD') AS to_date, to_time, by_user, by_role FROM tele_reschedules WHERE tele_id = $1`,
        [teleID],
      );
      expect(history).toEqual([{ service_type: 1, from_date: MONDAY, from_time: DOCTOR[0], to_date: WEDNESDAY, to_time: DOCTOR[1], by_user: somchai.userID, by_role: null }]);
      // the case read by the video pages is the same case
      expect((await app.request('GET', `/api/v1/tele/${teleID}`, { token: somchai.token })).body.data).toMatchObject({ teleID, appointDate: WEDNESDAY });

      // the old slot is offered again and the next patient takes it
      expect(await freeSlots(MONDAY, 4)).toContain(DOCTOR[0]);
      expect(await freeSlots(WEDNESDAY, 4)).not.toContain(DOCTOR[1]);
      const malees = await book(malee, MONDAY, DOCTOR[0]);
      expect(await slotOf(malees)).toMatchObject({ date: MONDAY, time: DOCTOR[0] });

      const realtime = await db.query(`SELECT rooms FROM outbox WHERE kind = 'realtime' AND name = 'tele.changed' AND payload->>'teleID' = $1 AND payload->>'reason' = 'rescheduled'`, [teleID]);
      expect(realtime).toHaveLength(1);
      expect(realtime[0].rooms).toEqual(expect.arrayContaining(['board:admin', 'board:nurse', `patient:${somchai.userID}`]));
      const events = await db.query(`SELECT payload FROM outbox WHERE kind = 'event' AND name = 'tele.rescheduled' AND payload->>'teleID' = $1`, [teleID]);
      expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([
        expect.objectContaining({ fromDate: MONDAY, fromTime: DOCTOR[0], toDate: WEDNESDAY, toTime: DOCTOR[1], serviceType: 1, byUserID: somchai.userID, byRole: null }),
      ]);
      const push = await eventually(async () => app.standIns.line.pushes.find((p) => p.to === lineUserId && pushText(p).startsWith(APPOINTMENT_MESSAGES.rescheduled)), 15_000);
      expect(pushText(push)).toContain(`วันที่ ${Number(WEDNESDAY.slice(8))} พฤษภาคม ${YEAR + 543} ${DOCTOR[1]} น.`);
    });

    it('refuses by the patient’s own rules, in Thai, nothing changed: a closed weekday, a holiday, a time not offered, a slot someone holds, the same slot, other fields', async () => {
      const before = await slotOf(teleID);
      await db.query(`INSERT INTO holidays (holiday_date, name, source) VALUES ($1, 'วันหยุดทดสอบ', 'staff')`, [day(1, 2)]);
      const cases: Array<[unknown, number, string]> = [
        [{ appointDatetime: `${day(2)}T${DOCTOR[0]}` }, 400, MESSAGES.calendarClosedOn + 'อังคาร'],
        [{ appointDatetime: `${day(1, 2)}T${DOCTOR[0]}` }, 400, MESSAGES.calendarHoliday + 'วันหยุดทดสอบ'],
        [{ appointDatetime: `${day(4)}T03:17` }, 400, TELE_MESSAGES.slotRequired],
        [{ appointDatetime: `${day(1)}T${DOCTOR[0]}` }, 409, TELE_MESSAGES.slotTaken(DOCTOR[0])], // malee's now
        [{ appointDatetime: `${WEDNESDAY}T${DOCTOR[1]}` }, 400, APPOINTMENT_MESSAGES.sameSlot],
        [{ appointDatetime: `${day(4)}T${DOCTOR[2]}`, phone: '0899999999' }, 400, APPOINTMENT_MESSAGES.ownerMovesTimeOnly],
        [{ appointDatetime: `${day(4)}T${DOCTOR[2]}`, description: 'แก้อาการ' }, 400, APPOINTMENT_MESSAGES.ownerMovesTimeOnly],
        [{ appointDatetime: day(4) }, 400, APPOINTMENT_MESSAGES.targetRequired],
        [{}, 400, APPOINTMENT_MESSAGES.targetRequired],
      ];
      for (const [body, status, message] of cases) {
        const res = await put(somchai, teleID, body);
        expect({ body, status: res.status, message: res.body?.message }).toEqual({ body, status, message });
      }
      expect(await slotOf(teleID)).toEqual(before);
      expect((await db.query(`SELECT count(*)::int AS n FROM tele_reschedules WHERE tele_id = $1`, [teleID]))[0].n).toBe(1);
    });

    it("refuses today after the cut-off (the server's clock: 10:30 Bangkok for a doctor visit)", async () => {
      const service = app.api.get(TeleRescheduleService);
      const thursday = day(4, 1);
      const user = { userID: somchai.userID, role: null, fullName: '', exp: 0 };
      await expect(service.move(user, teleID, { appointDate: thursday, appointTime: DOCTOR[4] }, { now: new Date(`${thursday}T10:30:00+07:00`) })).rejects.toMatchObject({
        response: { message: MESSAGES.teleDoctorCutoff },
      });
      // at 09:00 that morning the same move goes through
      const moved = await service.move(user, teleID, { appointDate: thursday, appointTime: DOCTOR[4] }, { now: new Date(`${thursday}T09:00:00+07:00`) });
      expect(moved.data).toMatchObject({ appointDate: thursday, appointTime: DOCTOR[4] });
    });

    it("another patient's case is 404, Finance and network staff 403, signed out 401; a started case stays (409)", async () => {
      const before = await slotOf(teleID);
      const target = { appointDatetime: `${day(4, 2)}T${DOCTOR[3]}` };
      expect(await put(malee, teleID, target)).toMatchObject({ status: 404, body: { message: TELE_MESSAGES.teleNotFound } });
      expect((await put(finance, teleID, target)).status).toBe(403);
      expect((await put(network, teleID, target)).status).toBe(403);
      expect((await put(null, teleID, target)).status).toBe(401);
      expect(await slotOf(teleID)).toEqual(before);
      await db.query(`UPDATE tele_requests SET flow_status = 1 WHERE id = $1`, [teleID]);
      expect(await put(somchai, teleID, target)).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.teleStartedCannotMove } });
      await db.query(`UPDATE tele_requests SET flow_status = 0 WHERE id = $1`, [teleID]);
    });
  });

  describe("staff's edit and one case per type and day", () => {
    it('a staff edit of the day or time is a reschedule (history, event, LINE); an edit of other fields is not', async () => {
      const lineUserId = newLineUserId();
      await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineUserId, malee.userID]);
      const teleID = await book(malee, day(2, 1), REFILL[0], 2);
      const edit = (appointDatetime: string, description = 'ขอรับยาเดิม') =>
        put(nurse, teleID, { serviceType: 2, appointDatetime, phone: '0812345678', shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง', lineID: '', description });
      expect((await edit(`${day(2, 1)}T${REFILL[0]}`, 'ขอรับยาเดิม แก้ไข')).status).toBe(200);
      expect((await db.query(`SELECT count(*)::int AS n FROM tele_reschedules WHERE tele_id = $1`, [teleID]))[0].n).toBe(0);
      const res = await edit(`${day(5, 1)}T${REFILL[1]}`);
      expect(res).toMatchObject({ status: 200, body: { data: { teleID, appointDate: day(5, 1), appointTime: REFILL[1] } } });
      expect(await db.query(`SELECT by_user, by_role FROM tele_reschedules WHERE tele_id = $1`, [teleID])).toEqual([{ by_user: nurse.userID, by_role: 'Nurse' }]);
      expect((await db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'event' AND name = 'tele.rescheduled' AND payload->>'teleID' = $1`, [teleID]))[0].n).toBe(1);
      const push = await eventually(async () => app.standIns.line.pushes.find((p) => p.to === lineUserId && pushText(p).startsWith('โรงพยาบาลได้เลื่อนนัดของท่าน')), 15_000);
      expect(pushText(push)).toContain(`${REFILL[1]} น.`);
      // staff's description is still required
      expect(await put(nurse, teleID, { appointDatetime: `${day(5, 1)}T${REFILL[1]}` })).toMatchObject({ status: 400, body: { message: TELE_MESSAGES.editDescriptionRequired } });
    });

    it('no move gives one patient two cases of one type on one day: the patient’s (409) and staff’s (409)', async () => {
      const thursday = day(4, 3);
      const first = await book(somchai, thursday, REFILL[0], 2);
      const second = await book(somchai, day(5, 3), REFILL[0], 2);
      expect(await put(somchai, second, { appointDatetime: `${thursday}T${REFILL[2]}` })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.teleOnePerDay } });
      expect(
        await put(nurse, second, { serviceType: 2, appointDatetime: `${thursday}T${REFILL[2]}`, phone: '0812345678', shippingAddress: 'ที่อยู่', lineID: '', description: 'ขอรับยา' }),
      ).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.teleOnePerDay } });
      const mine = await db.query(`SELECT id FROM tele_requests WHERE user_id = $1 AND service_type = 2 AND appoint_date = $2`, [somchai.userID, thursday]);
      expect(mine).toEqual([{ id: first }]);
      // a doctor visit that day is another type: allowed
      expect((await put(somchai, second, { appointDatetime: `${day(5, 2)}T${REFILL[2]}` })).status).toBe(200);
    });

    it('two patients move onto one free slot at the same moment: the slot index takes one, the other is 409 and unchanged', async () => {
      const target = `${day(3, 3)}T${REFILL[5]}`;
      const a = await book(somchai, day(1, 3), REFILL[3], 2);
      const b = await book(malee, day(1, 3), REFILL[4], 2);
      const answers = await Promise.all([put(somchai, a, { appointDatetime: target }), put(malee, b, { appointDatetime: target })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.message).toBe(TELE_MESSAGES.slotTaken(REFILL[5]));
      const rows = await db.query(`SELECT id FROM tele_requests WHERE appoint_date = $1 AND appoint_time = $2 AND slot_type = 5`, [day(3, 3), REFILL[5]]);
      expect(rows).toHaveLength(1);
    });
  });
});
