// care-services vaccine services (issue 7): every /api2 call with its bad inputs, the age rules
// at the event date, capacity under concurrency, cancel and re-book, the certificate from the
// HIS, the registration, admin editing (Admin/Nurse), reference admin, and the lookup audit.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { DEMO_STUDENTS } from '../src/index.js';
import { MESSAGES, VACCINE_MESSAGES, bangkokDateKey, nationalIdCheckDigit, vaccineConditionProblem } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('vaccines-api', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let nurse: string;
  let medrec: string;
  let patient: string;

  const SIGN =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const student = (note: string) => DEMO_STUDENTS.find((s) => s.note.startsWith(note))!;
  const PZ12 = student('turns 12 on the Pfizer');
  const PZ11 = student('turns 12 the day after');
  const CHILD8 = student('8 at the child');
  const CHILD12KNOW = student('turns 12 on the child');
  const AZ18 = student('turns 18 on the');
  const AZ17 = student('turns 18 the day after');
  const HPV = student('HPV dose 1');
  const FLU_BOOKED = student('already booked');
  const NOT_LISTED = '1103702071811';
  const BAD_CHECK_DIGIT = '1103702071812';

  const validCid = (first12: string) => `${first12}${nationalIdCheckDigit(first12)}`;

  beforeAll(async () => {
    app = await startTestApp({ env: { VACCINE_LOOKUP_RATE_LIMIT_MAX: '10000', VACCINE_CID_RATE_LIMIT_MAX: '10000' } });
    db = app.api.get(DataSource);
    const login = (role: string | null) => app.login(DEMO_ACCOUNTS.find((a) => a.role === role)!.login).then((s) => s.token);
    admin = await login('Admin');
    nurse = await login('Nurse');
    medrec = await login('Medrec');
    patient = await login(null);
  });
  afterAll(() => app.close());

  async function lookup(cid: string) {
    return app.request('GET', `/api2/school/cid2/${cid}`);
  }

  /** The birth date on the list: the proof a change or cancel sends (issue 18 finding 4; the public lookup leaves it out). */
  const birthOf = async (cid: string): Promise<string> =>
    (await db.query(`SELECT to_char(birth_dt, 'YYYY-MM-DD') AS b FROM vaccine_students WHERE cid = $1`, [cid]))[0]?.b ?? '';

  /** GET /api2/pfizer/clearbooking2/{cid} as the booking page sends it: the birth date in its header. */
  const cancelBooking = async (cid: string) => app.request('GET', `/api2/pfizer/clearbooking2/${cid}`, { headers: { 'x-birth-date': await birthOf(cid) } });

  /** The booking payload from the person's record, with the fields the page fills. */
  async function form(cid: string, vaccineEventKey: string, over: Record<string, unknown> = {}) {
    const rec = (await lookup(cid)).body.data;
    return {
      cid,
      schoolKey: rec.schoolKey,
      titleKey: rec.titleKey,
      titleName: rec.titleName,
      firstName: rec.firstName,
      lastName: rec.lastName,
      classYearName: rec.classYearName,
      birthDT: await birthOf(cid),
      mobilePhone: '0812345678',
      addressNo: '99/1',
      thSubdistrictKey: '920101',
      thDistrictKey: '9201',
      thProvinceKey: '92',
      weight: 45,
      height: 155,
      temp1: 36.5,
      temp2: null,
      hospitalCode: '13755',
      vaccineType: rec.vaccineType,
      queueDT: '',
      vaccineEventKey,
      signBase64: SIGN,
      ...over,
    };
  }

  const booked = async (eventKey: string) =>
    (await db.query(`SELECT booked FROM vaccine_events WHERE event_key = $1`, [eventKey]))[0].booked as number;

  describe('reference lists (§3, §5 vaccine event list)', () => {
    it('lists subdistricts with six-digit keys, schools with classes, every event', async () => {
      const subs = await app.request('GET', '/api2/allsubdistrict');
      expect(subs.status).toBe(200);
      expect(subs.body.data.length).toBeGreaterThan(7000);
      expect(subs.body.data).toContainEqual({ thSubdistrictKey: '920101', name: expect.stringContaining('ทับเที่ยง') });
      expect(subs.body.data.every((s: { thSubdistrictKey: string }) => /^\d{6}$/.test(s.thSubdistrictKey))).toBe(true);

      const schools = await app.request('GET', '/api2/school');
      expect(schools.body.data).toContainEqual({ schoolKey: 'TRG01', schoolName: expect.any(String), classes: expect.arrayContaining([{ classYear: 'M1', classYearName: 'มัธยมศึกษาปีที่ 1' }]) });

      const all = await app.request('GET', '/api2/vaccine/event2/');
      expect(all.status).toBe(200);
      const keys = all.body.data.map((e: { vaccineEventKey: string }) => e.vaccineEventKey);
      expect(keys).toEqual(expect.arrayContaining(['VX-PZ1-GEN', 'VX-PC1-CHILD', 'VX-PZ1-WARD', 'VX-AZ1-WARD', 'VX-AZ1-GEN', 'VX-HPV1', 'VX-FLU1']));
      const hpv = all.body.data.find((e: { vaccineEventKey: string }) => e.vaccineEventKey === 'VX-HPV1');
      expect(hpv).toMatchObject({ vaccineType: 'hpv1', vaccineFamily: 'hpv', vaccineNumber: 1, venueKind: 'general', capacity: 5 });
      expect(hpv.vaccineEventDT > bangkokDateKey()).toBe(true);
      expect(Object.keys(hpv)).not.toContain('hospitalCode');
    });

    it("answers the spec's slash forms (GET /api2/vaccine/event2/, POST /api2/pfizer/confirm2/) directly, like the slash-less routes", async () => {
      // redirect: 'manual' — a 3xx would show here instead of being followed
      const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
        const res = await fetch(`${app.baseUrl}${path}`, {
          method,
          redirect: 'manual',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json().catch(() => null) };
      };
      const slash = await call('GET', '/api2/vaccine/event2/');
      const bare = await call('GET', '/api2/vaccine/event2');
      expect(slash.status).toBe(200);
      expect(slash.type).toContain('application/json');
      expect(slash.body).toEqual(bare.body);
      expect((await call('GET', '/api2/vaccine/event2/?x=1')).status).toBe(200);
      for (const path of ['/api2/pfizer/confirm2/', '/api2/pfizer/confirm2']) {
        expect(await call('POST', path, { cid: BAD_CHECK_DIGIT })).toMatchObject({ status: 400, body: { status: 400, msg: MESSAGES.nationalIdChecksum } });
      }
    });

    it('lists the bookable events of a type: its own, and every brand of its dose at a ward venue', async () => {
      expect((await app.request('GET', '/api2/vaccine/eventbooking/pz')).status).toBe(400);
      const pz1 = await app.request('GET', '/api2/vaccine/eventbooking/pz1');
      expect(pz1.status).toBe(200);
      const keys = pz1.body.data.map((e: { vaccineEventKey: string }) => e.vaccineEventKey).sort();
      expect(keys).toEqual(['VX-AZ1-WARD', 'VX-PZ1-GEN', 'VX-PZ1-WARD']);
      const pc1 = (await app.request('GET', '/api2/vaccine/eventbooking/pc1')).body.data.map((e: { vaccineEventKey: string }) => e.vaccineEventKey);
      expect(pc1).toEqual(['VX-PC1-CHILD']);
      expect((await app.request('GET', '/api2/vaccine/eventbooking/nothing')).body.data).toEqual([]);
    });

    it('leaves out full and past events', async () => {
      const put = (key: string, at: string, capacity: number) =>
        app.request('POST', '/api/v1/vaccine-admin/events', {
          token: admin,
          body: { vaccineEventKey: key, vaccineEventName: `ทดสอบ ${key}`, vaccineType: 'hpv2', vaccineEventDT: at, vaccinePlace: 'ห้องประชุม', venueKind: 'general', capacity },
        });
      expect((await put('T-FULL', '2099-01-05T09:00', 0)).status).toBe(200);
      expect((await put('T-PAST', '2020-01-05T09:00', 5)).status).toBe(200);
      expect((await put('T-OPEN', '2099-01-06T09:00', 5)).status).toBe(200);
      const keys = (await app.request('GET', '/api2/vaccine/eventbooking/hpv2')).body.data.map((e: { vaccineEventKey: string }) => e.vaccineEventKey);
      expect(keys).toEqual(['T-OPEN']);
    });
  });

  describe('student lookup (§4 vaccine record lookup status)', () => {
    it('answers 200 with the record, 400 for a wrong check digit, 404 when not on the list', async () => {
      const ok = await lookup(PZ12.cid);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ status: 200, data: { cid: PZ12.cid, firstName: PZ12.firstName, vaccineType: 'pz1', slotID: null, schoolName: expect.any(String) } });

      const bad = await lookup(BAD_CHECK_DIGIT);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: 400, msg: MESSAGES.nationalIdChecksum });

      const missing = await lookup(NOT_LISTED);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: 404, msg: VACCINE_MESSAGES.notOnList });
      expect(missing.body.data ?? null).toBeNull();
    });

    it('audits who looked up which ID, from where, with the answer', async () => {
      await lookup(HPV.cid);
      await lookup(NOT_LISTED);
      const rows = await db.query(`SELECT kind, cid, ip, outcome, user_id FROM vaccine_lookups WHERE cid IN ($1, $2) ORDER BY id`, [HPV.cid, NOT_LISTED]);
      expect(rows).toEqual(
        expect.arrayContaining([
          { kind: 'student.booking', cid: HPV.cid, ip: '127.0.0.1', outcome: 200, user_id: null },
          { kind: 'student.booking', cid: NOT_LISTED, ip: '127.0.0.1', outcome: 404, user_id: null },
        ]),
      );
    });

    it('the admin lookup needs Admin or Nurse and records the staff member', async () => {
      expect((await app.request('GET', `/api2/school/cid/${HPV.cid}`)).status).toBe(401);
      expect((await app.request('GET', `/api2/school/cid/${HPV.cid}`, { token: patient })).status).toBe(403);
      expect((await app.request('GET', `/api2/school/cid/${HPV.cid}`, { token: medrec })).status).toBe(403);
      const res = await app.request('GET', `/api2/school/cid/${HPV.cid}`, { token: nurse });
      expect(res.status).toBe(200);
      expect(res.body.data.cid).toBe(HPV.cid);
      const [row] = await db.query(`SELECT user_id FROM vaccine_lookups WHERE kind = 'student.admin' AND cid = $1`, [HPV.cid]);
      expect(row.user_id).toEqual(expect.any(String));
    });
  });

  describe('vaccine certificate (§2 vaccine history, from the HIS)', () => {
    it('answers the demo patient’s doses with lot numbers and hospitals', async () => {
      const res = await app.request('POST', '/api2/vaccine/cert', { body: { cid: '1103702071811' } });
      expect(res.status).toBe(200);
      expect(res.body.fullName).toBe('นายสมชาย รักสุขภาพ');
      expect(res.body.certID).toMatch(/\S/);
      expect(res.body.visit).toHaveLength(4);
      expect(res.body.visit[2]).toEqual({
        visit_immunization: { vaccine_name: 'Pfizer', vaccine_ref_name: expect.any(String), immunization_datetime: '2021-10-21T13:40:00+07:00', lot_number: 'FF8841' },
        hospital_name: expect.stringContaining('ศูนย์โรคผิวหนัง'),
      });
    });

    it('answers an empty visit list for an ID without vaccination, and 400 for an invalid ID', async () => {
      const none = await app.request('POST', '/api2/vaccine/cert', { body: { cid: '3100600445635' } });
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ fullName: '', certID: '', visit: [] });
      const bad = await app.request('POST', '/api2/vaccine/cert', { body: { cid: BAD_CHECK_DIGIT } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe(MESSAGES.nationalIdChecksum);
      expect((await app.request('POST', '/api2/vaccine/cert', { body: {} })).status).toBe(400);
    });
  });

  describe('new booking (POST /api2/pfizer/confirm2/)', () => {
    it('refuses bad input with the Thai message and saves nothing', async () => {
      const before = await booked('VX-PZ1-GEN');
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ cid: BAD_CHECK_DIGIT }, 400, MESSAGES.nationalIdChecksum],
        [{ cid: NOT_LISTED }, 404, VACCINE_MESSAGES.notOnList],
        [{ firstName: '' }, 400, VACCINE_MESSAGES.firstNameRequired],
        [{ lastName: ' ' }, 400, VACCINE_MESSAGES.lastNameRequired],
        [{ mobilePhone: '' }, 400, VACCINE_MESSAGES.phoneRequired],
        [{ addressNo: '' }, 400, VACCINE_MESSAGES.addressNoRequired],
        [{ birthDT: '2013-02-29' }, 400, VACCINE_MESSAGES.birthDateInvalid],
        [{ thSubdistrictKey: '' }, 400, VACCINE_MESSAGES.subdistrictRequired],
        [{ thSubdistrictKey: '999999' }, 400, VACCINE_MESSAGES.subdistrictUnknown],
        [{ vaccineEventKey: '' }, 400, VACCINE_MESSAGES.slotRequired],
        [{ vaccineEventKey: 'NOPE' }, 404, VACCINE_MESSAGES.eventUnknown],
        [{ vaccineEventKey: 'VX-HPV1' }, 400, VACCINE_MESSAGES.eventWrongType],
        [{ vaccineEventKey: 'T-PAST' }, 409, VACCINE_MESSAGES.eventPast],
        [{ signBase64: '' }, 400, VACCINE_MESSAGES.signatureRequired],
        [{ weight: 900 }, 400, VACCINE_MESSAGES.measureInvalid('น้ำหนัก')],
      ];
      const base = await form(PZ12.cid, 'VX-PZ1-GEN');
      for (const [over, status, msg] of cases) {
        const res = await app.request('POST', '/api2/pfizer/confirm2/', { body: { ...base, ...over } });
        expect({ over, status: res.status, msg: res.body.msg }).toEqual({ over, status, msg });
        expect(res.body.status).toBe(status);
      }
      expect(await booked('VX-PZ1-GEN')).toBe(before);
      expect((await lookup(PZ12.cid)).body.data.slotID).toBeNull();
    });

    it('applies the age rule at the event date: 11 the day before the 12th birthday is refused, 12 on it is booked', async () => {
      const young = await app.request('POST', '/api2/pfizer/confirm2', { body: await form(PZ11.cid, 'VX-PZ1-GEN') });
      expect(young.status).toBe(400);
      expect(young.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.pfizerMinAge, desc: VACCINE_MESSAGES.ageDesc(11) });
      expect((await lookup(PZ11.cid)).body.data.slotID).toBeNull();

      const ward = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ11.cid, 'VX-PZ1-WARD') });
      expect(ward.status).toBe(200); // a ward venue has no age limit

      const ok = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-GEN') });
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe(200);
      const rec = (await lookup(PZ12.cid)).body.data;
      expect(rec).toMatchObject({ slotID: 'VX-PZ1-GEN', hospitalCode: '13755', queueNumber1: 1, vaccineEventKey1: 'VX-PZ1-GEN', mobilePhone: '0812345678', addressNo: '99/1', thDistrictKey: '9201', thProvinceKey: '92' });
      expect(rec.queueDate1).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rec.queueTime1).toBe('09:00');
      expect(rec.appointDT1).toBe(`${rec.queueDate1}T09:00`);
      const [consent] = await db.query(`SELECT event_key, length(sign_png) > 0 AS signed FROM vaccine_consents WHERE cid = $1`, [PZ12.cid]);
      expect(consent).toEqual({ event_key: 'VX-PZ1-GEN', signed: true });

      const again = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-GEN') });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(VACCINE_MESSAGES.alreadyBooked);
    });

    it('AstraZeneca needs 18 at the event; child events take 5–11, or 12 when isKnow', async () => {
      const az17 = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(AZ17.cid, 'VX-AZ1-GEN') });
      expect(az17.status).toBe(400);
      expect(az17.body.msg).toBe(VACCINE_MESSAGES.astraZenecaMinAge);
      expect((await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(AZ18.cid, 'VX-AZ1-GEN') })).status).toBe(200);
      expect((await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(CHILD8.cid, 'VX-PC1-CHILD') })).status).toBe(200);
      // isKnow comes from the record, not the payload
      expect((await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(CHILD12KNOW.cid, 'VX-PC1-CHILD') })).status).toBe(200);
      await db.query(`UPDATE vaccine_students SET is_know = false WHERE cid = $1`, [CHILD12KNOW.cid]);
      const child = await app.request('POST', '/api2/student/update2', { body: await form(CHILD12KNOW.cid, 'VX-PC1-CHILD', { isKnow: true }) });
      expect(child.status).toBe(400);
      expect(child.body.msg).toBe(VACCINE_MESSAGES.childAge);
    });

    it('asks for the title only on a new record', async () => {
      const cid = validCid('192010009901');
      await db.query(`INSERT INTO vaccine_students (cid, first_name, last_name, birth_dt, vaccine_type, is_new) VALUES ($1, 'ทดสอบ', 'ใหม่', '2010-01-01', 'hpv1', true)`, [cid]);
      const res = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(cid, 'VX-HPV1', { titleKey: '', titleName: '' }) });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(VACCINE_MESSAGES.titleRequired);
      const ok = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(cid, 'VX-HPV1', { titleKey: '004' }) });
      expect(ok.status).toBe(200);
      expect((await lookup(cid)).body.data.titleName).toBe('นางสาว');
    });
  });

  describe('cancel, re-book and edit (§4)', () => {
    it('cancels: frees the seat and the slot; the person re-books another day; queue numbers are never reused', async () => {
      const before = await booked('VX-PZ1-GEN');
      const cancel = await cancelBooking(PZ12.cid);
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ status: 200, msg: VACCINE_MESSAGES.cancelled });
      expect(await booked('VX-PZ1-GEN')).toBe(before - 1);
      const rec = (await lookup(PZ12.cid)).body.data;
      expect(rec).toMatchObject({ slotID: null, queueNumber1: null, queueDate1: null, appointDT1: null, vaccineEventKey1: null });

      const twice = await cancelBooking(PZ12.cid);
      expect(twice.status).toBe(409);
      expect(twice.body.msg).toBe(VACCINE_MESSAGES.notBooked);
      expect((await app.request('GET', `/api2/pfizer/clearbooking2/${BAD_CHECK_DIGIT}`)).status).toBe(400);
      expect((await app.request('GET', `/api2/pfizer/clearbooking2/${NOT_LISTED}`)).status).toBe(404);

      // the same event again: a new queue number, never the freed one
      const again = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-GEN') });
      expect(again.status).toBe(200);
      expect((await lookup(PZ12.cid)).body.data.queueNumber1).toBe(2);
      // cancel and re-book another day
      expect((await cancelBooking(PZ12.cid)).status).toBe(200);
      const otherDay = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-WARD') });
      expect(otherDay.status).toBe(200);
      expect((await lookup(PZ12.cid)).body.data).toMatchObject({ slotID: 'VX-PZ1-WARD', queueTime1: '13:00', queueNumber1: 2 });
    });

    it('edits an existing booking and moves it to another event in one step', async () => {
      const notBooked = await app.request('POST', '/api2/student/update2', { body: await form(HPV.cid, 'VX-HPV1') });
      expect(notBooked.status).toBe(409);
      expect(notBooked.body.msg).toBe(VACCINE_MESSAGES.notBooked);

      const wardBefore = await booked('VX-PZ1-WARD');
      const azBefore = await booked('VX-AZ1-WARD');
      const moved = await app.request('POST', '/api2/student/update2', { body: await form(PZ12.cid, 'VX-AZ1-WARD', { addressNo: '7' }) });
      expect(moved.status).toBe(200);
      expect(await booked('VX-PZ1-WARD')).toBe(wardBefore - 1);
      expect(await booked('VX-AZ1-WARD')).toBe(azBefore + 1);
      expect((await lookup(PZ12.cid)).body.data).toMatchObject({ slotID: 'VX-AZ1-WARD', addressNo: '7', vaccineEventKey1: 'VX-AZ1-WARD', queueTime1: '14:00' });

      const badDate = await app.request('POST', '/api2/student/update2', { body: await form(PZ12.cid, 'VX-AZ1-WARD', { birthDT: '2012-13-01', addressNo: '8' }) });
      expect(badDate.status).toBe(400);
      expect(badDate.body.msg).toBe(VACCINE_MESSAGES.birthDateInvalid);
      expect((await lookup(PZ12.cid)).body.data.addressNo).toBe('7');
    });

    it('refuses a move to a full event and keeps the old seat', async () => {
      // VX-PZ1-WARD holds 3; fill it up
      await db.query(`UPDATE vaccine_events SET capacity = booked WHERE event_key = 'VX-PZ1-WARD'`);
      const res = await app.request('POST', '/api2/student/update2', { body: await form(PZ12.cid, 'VX-PZ1-WARD') });
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(VACCINE_MESSAGES.eventFull);
      expect((await lookup(PZ12.cid)).body.data.slotID).toBe('VX-AZ1-WARD');
      const [seat] = await db.query(`SELECT count(*)::int AS n FROM vaccine_event_seats WHERE cid = $1`, [PZ12.cid]);
      expect(seat.n).toBe(1);
    });

    it('the seeded booked student shows edit mode with a queue ticket', async () => {
      const rec = (await lookup(FLU_BOOKED.cid)).body.data;
      expect(rec).toMatchObject({ slotID: 'VX-FLU1', vaccineType: 'flu1', queueNumber1: 1 });
    });
  });

  describe('capacity under concurrency', () => {
    it('30 students racing for 5 seats: exactly 5 booked, distinct queue numbers, no 5xx', async () => {
      const put = await app.request('POST', '/api/v1/vaccine-admin/events', {
        token: admin,
        body: { vaccineEventKey: 'T-RACE', vaccineEventName: 'ไฟเซอร์ เข็ม 2 ทดสอบ', vaccineType: 'pz2', vaccineEventDT: '2099-03-01T09:00', vaccinePlace: 'หอประชุม', venueKind: 'general', capacity: 5 },
      });
      expect(put.status).toBe(200);
      const cids = Array.from({ length: 30 }, (_, i) => validCid(`1920200${String(i).padStart(5, '0')}`));
      for (const cid of cids) {
        await db.query(
          `INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, is_new) VALUES ($1, '003', 'นาย', 'นักเรียน', $2, '2008-05-05', 'pz2', false)`,
          [cid, cid.slice(-4)],
        );
      }
      const bodies = await Promise.all(cids.map((cid) => form(cid, 'T-RACE')));
      const answers = await Promise.all(bodies.map((body) => app.request('POST', '/api2/pfizer/confirm2/', { body })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(25);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.msg === VACCINE_MESSAGES.eventFull)).toBe(true);
      expect(await booked('T-RACE')).toBe(5);
      const seats = await db.query(`SELECT queue_number FROM vaccine_event_seats WHERE event_key = 'T-RACE' ORDER BY queue_number`);
      expect(seats.map((s: { queue_number: number }) => s.queue_number)).toEqual([1, 2, 3, 4, 5]);
      const queues = await db.query(`SELECT queue_number2 FROM vaccine_students WHERE slot_id = 'T-RACE' ORDER BY queue_number2`);
      expect(queues.map((s: { queue_number2: number }) => s.queue_number2)).toEqual([1, 2, 3, 4, 5]);
    }, 60_000);

    it("a full event answers 'full' once the child is proven, before the form's own checks; a wrong birth date is still a 400, and nothing is saved", async () => {
      const cid = validCid('192030000001');
      await db.query(
        `INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, is_new) VALUES ($1, '003', 'นาย', 'นักเรียน', 'เต็มแล้ว', '2008-05-05', 'pz2', false)`,
        [cid],
      );
      // T-RACE is full (the race above). A form with no phone: nothing the parent fixes gets a seat.
      const full = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(cid, 'T-RACE', { mobilePhone: '' }) });
      expect(full.status).toBe(409);
      expect(full.body.msg).toBe(VACCINE_MESSAGES.eventFull);
      const wrongBirth = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(cid, 'T-RACE', { birthDT: '2008-05-06' }) });
      expect(wrongBirth.status).toBe(400);
      expect(wrongBirth.body.msg).toBe(VACCINE_MESSAGES.birthDateMismatch);
      // One seat frees: the same form now meets the form's check (the transaction's path), then books.
      await db.query(`UPDATE vaccine_events SET capacity = capacity + 1 WHERE event_key = 'T-RACE'`);
      const noPhone = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(cid, 'T-RACE', { mobilePhone: '' }) });
      expect(noPhone.status).toBe(400);
      const [row] = await db.query(`SELECT slot_id FROM vaccine_students WHERE cid = $1`, [cid]);
      expect(row.slot_id).toBeNull();
      const booked6 = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(cid, 'T-RACE') });
      expect(booked6.status).toBe(200);
      expect(await booked('T-RACE')).toBe(6);
      // The event as the tests below know it: 5 booked of 5.
      expect((await cancelBooking(cid)).status).toBe(200);
      await db.query(`UPDATE vaccine_events SET capacity = capacity - 1 WHERE event_key = 'T-RACE'`);
    });
  });

  describe('vaccine registration (/vaccinebooking2: condition2, register2)', () => {
    const person = { cid: '1103702071811', isUpload1: false, isUpload2: true, birthDT: '1985-03-14', titleKey: '003', titleName: 'นาย', firstName: 'สมชาย', lastName: 'รักสุขภาพ' };

    it('refuses bad input and registration before the check', async () => {
      expect((await app.request('POST', '/api2/pfizer/condition2', { body: { ...person, cid: BAD_CHECK_DIGIT } })).body.msg).toBe(MESSAGES.nationalIdChecksum);
      const badBirth = await app.request('POST', '/api2/pfizer/condition2', { body: { ...person, birthDT: '1985-02-30' } });
      expect(badBirth.status).toBe(400);
      expect(badBirth.body.msg).toBe(vaccineConditionProblem({ ...person, birthDT: '1985-02-30' }));
      expect(badBirth.body.msg).toBe(MESSAGES.birthDateRequired);
      expect((await app.request('POST', '/api2/pfizer/condition2', { body: { ...person, firstName: '' } })).body.msg).toBe(VACCINE_MESSAGES.firstNameRequired);
      expect((await app.request('POST', '/api2/pfizer/condition2', { body: { ...person, cid: '12345' } })).body.msg).toBe(MESSAGES.nationalIdLength);
      const early = await app.request('POST', '/api2/pfizer/register2', { body: { cid: person.cid, isUpload1: false, isUpload2: false, birthDT: person.birthDT, vaccineType: 'pz5' } });
      expect(early.status).toBe(409);
      expect(early.body.msg).toBe(VACCINE_MESSAGES.conditionFirst);
      const young = await app.request('POST', '/api2/pfizer/condition2', { body: { ...person, cid: validCid('192010009902'), birthDT: `${Number(bangkokDateKey().slice(0, 4)) - 3}-01-01` } });
      expect(young.status).toBe(409);
      expect(young.body).toMatchObject({ msg: VACCINE_MESSAGES.notEligible, desc: VACCINE_MESSAGES.underFive });
    });

    it('gives the dose after the HIS doses, registers it, then answers 201 and puts the person on the list', async () => {
      const check = await app.request('POST', '/api2/pfizer/condition2', { body: person });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ status: 200, msg: VACCINE_MESSAGES.eligible, vaccineType: 'pz5' });
      const wrong = await app.request('POST', '/api2/pfizer/register2', { body: { ...person, vaccineType: 'pz1' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe(VACCINE_MESSAGES.vaccineTypeMismatch);
      const reg = await app.request('POST', '/api2/pfizer/register2', { body: { cid: person.cid, isUpload1: false, isUpload2: true, birthDT: person.birthDT, vaccineType: 'pz5' } });
      expect(reg.status).toBe(200);
      expect(reg.body.status).toBe(200);
      const again = await app.request('POST', '/api2/pfizer/condition2', { body: person });
      expect(again.body).toMatchObject({ status: 201, msg: VACCINE_MESSAGES.alreadyRegistered, vaccineType: 'pz5' });
      const listed = await lookup(person.cid);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toMatchObject({ vaccineType: 'pz5', isNew: true, firstName: 'สมชาย' });
      expect(await birthOf(person.cid)).toBe('1985-03-14');
    });
  });

  describe('admin vaccine editing (POST /api2/student/updateadmin)', () => {
    it('needs Admin or Nurse', async () => {
      const body = await form(HPV.cid, '');
      expect((await app.request('POST', '/api2/student/updateadmin', { body })).status).toBe(401);
      expect((await app.request('POST', '/api2/student/updateadmin', { body, token: patient })).status).toBe(403);
      expect((await app.request('POST', '/api2/student/updateadmin', { body, token: medrec })).status).toBe(403);
    });

    it('edits every field including doses 1–4, refuses bad dose data, adds a new person', async () => {
      const body = {
        ...(await form(HPV.cid, '')),
        vaccineType: 'hpv2',
        vaccineEventKey1: 'VX-HPV1',
        appointDT1: '2026-01-10T10:00',
        queueNumber1: 12,
        vaccineEventKey2: null,
        appointDT2: null,
        queueNumber2: null,
        vaccineEventKey3: null,
        appointDT3: null,
        queueNumber3: null,
        vaccineEventKey4: null,
        appointDT4: null,
        queueNumber4: null,
      };
      const res = await app.request('POST', '/api2/student/updateadmin', { body, token: nurse });
      expect(res.status).toBe(200);
      expect((await lookup(HPV.cid)).body.data).toMatchObject({ vaccineType: 'hpv2', vaccineEventKey1: 'VX-HPV1', appointDT1: '2026-01-10T10:00', queueDate1: '2026-01-10', queueTime1: '10:00', queueNumber1: 12, slotID: null });

      const badDate = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, appointDT2: '2026-02-30T10:00' }, token: admin });
      expect(badDate.status).toBe(400);
      expect(badDate.body.msg).toBe(VACCINE_MESSAGES.appointInvalid(2));
      const badQueue = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, queueNumber3: -1 }, token: admin });
      expect(badQueue.body.msg).toBe(VACCINE_MESSAGES.queueNumberInvalid(3));
      const badEvent = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, vaccineEventKey4: 'NOPE' }, token: admin });
      expect(badEvent.status).toBe(404);

      // booking by staff takes a seat under the same capacity guard; the staff-typed 12 moved the
      // event's counter past it, so the seat's number is 13 (never one a person was given by hand)
      const seat = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, vaccineType: 'hpv1', vaccineEventKey: 'VX-HPV1' }, token: admin });
      expect(seat.status).toBe(200);
      expect((await lookup(HPV.cid)).body.data).toMatchObject({ slotID: 'VX-HPV1', queueNumber1: 13 });

      const newcomer = validCid('192010009903');
      const add = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, cid: newcomer, firstName: 'เพิ่ม', lastName: 'ใหม่' }, token: admin });
      expect(add.status).toBe(200);
      expect((await lookup(newcomer)).body.data).toMatchObject({ firstName: 'เพิ่ม', isNew: true });
      const [audit] = await db.query(`SELECT user_id FROM vaccine_lookups WHERE kind = 'admin.update' AND cid = $1`, [newcomer]);
      expect(audit.user_id).toEqual(expect.any(String));
    });
  });

  describe('staff-set queue numbers (updateadmin doses 1–4)', () => {
    it('refuses a number another person holds for the same event and dose (409, Thai), saves nothing; other doses and the holder may', async () => {
      // the holder: HPV has VX-HPV1 dose 1 queue 13 from the test above
      expect((await lookup(HPV.cid)).body.data).toMatchObject({ vaccineEventKey1: 'VX-HPV1', queueNumber1: 13 });
      const other = validCid('192010009904');
      const body = {
        ...(await form(HPV.cid, '')),
        cid: other,
        firstName: 'คิว',
        lastName: 'ซ้ำ',
        vaccineType: 'hpv1',
        vaccineEventKey1: 'VX-HPV1',
        appointDT1: '2026-01-10T10:00',
        queueNumber1: 13,
      };
      const taken = await app.request('POST', '/api2/student/updateadmin', { body, token: admin });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ status: 409, msg: VACCINE_MESSAGES.queueNumberTaken(1, 13) });
      expect((await lookup(other)).status).toBe(404); // not even added to the list

      // the same number at another dose of the event is another queue; a free number at dose 1 is fine
      const free = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, queueNumber1: 40, vaccineEventKey2: 'VX-HPV1', queueNumber2: 13 }, token: nurse });
      expect(free.status).toBe(200);
      expect((await lookup(other)).body.data).toMatchObject({ queueNumber1: 40, queueNumber2: 13 });
      // the holder saving their own record again keeps their number
      const again = await app.request('POST', '/api2/student/updateadmin', { body: { ...body, queueNumber1: 40, vaccineEventKey2: 'VX-HPV1', queueNumber2: 13 }, token: nurse });
      expect(again.status).toBe(200);
      // a later booking at the event is never handed 40
      expect((await db.query(`SELECT last_queue FROM vaccine_events WHERE event_key = 'VX-HPV1'`))[0].last_queue).toBeGreaterThanOrEqual(40);
    });
  });

  describe('reference admin (/api/v1/vaccine-admin)', () => {
    it('manages types, schools and events; capacity below bookings and deleting used rows are refused', async () => {
      expect((await app.request('GET', '/api/v1/vaccine-admin/types', { token: nurse })).status).toBe(403);
      const type = await app.request('POST', '/api/v1/vaccine-admin/types', { token: admin, body: { code: 'flu2', family: 'influenza', brandName: 'ไข้หวัดใหญ่', doseNumber: 2, disease: 'influenza' } });
      expect(type.status).toBe(200);
      expect((await app.request('POST', '/api/v1/vaccine-admin/types', { token: admin, body: { code: 'X', family: 'a', brandName: '', doseNumber: 9, disease: 'b' } })).body.message).toBe(VACCINE_MESSAGES.typeCodeInvalid);
      const types = (await app.request('GET', '/api/v1/vaccine-admin/types', { token: admin })).body.data;
      expect(types).toContainEqual({ code: 'flu2', family: 'influenza', brandName: 'ไข้หวัดใหญ่', doseNumber: 2, disease: 'influenza', forChildren: false });
      expect(types.filter((t: { disease: string }) => t.disease === 'covid19')).toHaveLength(21);
      expect((await app.request('DELETE', '/api/v1/vaccine-admin/types/pz1', { token: admin })).status).toBe(409);
      expect((await app.request('DELETE', '/api/v1/vaccine-admin/types/flu2', { token: admin })).status).toBe(200);

      const school = await app.request('POST', '/api/v1/vaccine-admin/schools', { token: admin, body: { schoolKey: 'T1', schoolName: 'โรงเรียนทดสอบ', classes: [{ classYear: 'P1', classYearName: 'ป.1' }] } });
      expect(school.status).toBe(200);
      expect((await app.request('GET', '/api2/school')).body.data).toContainEqual({ schoolKey: 'T1', schoolName: 'โรงเรียนทดสอบ', classes: [{ classYear: 'P1', classYearName: 'ป.1' }] });
      expect((await app.request('DELETE', '/api/v1/vaccine-admin/schools/TRG01', { token: admin })).status).toBe(409);

      const low = await app.request('POST', '/api/v1/vaccine-admin/events', {
        token: admin,
        body: { vaccineEventKey: 'T-RACE', vaccineEventName: 'ไฟเซอร์ เข็ม 2 ทดสอบ', vaccineType: 'pz2', vaccineEventDT: '2099-03-01T09:00', vaccinePlace: 'หอประชุม', venueKind: 'general', capacity: 3 },
      });
      expect(low.status).toBe(409);
      expect(low.body.message).toBe(VACCINE_MESSAGES.capacityBelowBooked(5));
      expect((await app.request('DELETE', '/api/v1/vaccine-admin/events/T-RACE', { token: admin })).status).toBe(409);
      expect((await app.request('DELETE', '/api/v1/vaccine-admin/events/T-OPEN', { token: admin })).status).toBe(200);
      const bad = await app.request('POST', '/api/v1/vaccine-admin/events', { token: admin, body: { vaccineEventKey: 'T-X', vaccineEventName: 'x', vaccineType: 'pz1', vaccineEventDT: '2099-02-30T09:00', venueKind: 'general', capacity: 1 } });
      expect(bad.body.message).toBe(VACCINE_MESSAGES.eventDateInvalid);

      const lookups = await app.request('GET', `/api/v1/vaccine-admin/lookups/${PZ12.cid}`, { token: admin });
      expect(lookups.body.data.length).toBeGreaterThan(3);
      expect(lookups.body.data[0]).toMatchObject({ kind: expect.any(String), ip: '127.0.0.1', outcome: expect.any(Number) });
    });
  });
});
