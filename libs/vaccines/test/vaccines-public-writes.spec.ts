// Issue 18 finding 4: the open vaccine pages' writes and lookups. A change (confirm2, update2)
// or a cancel (clearbooking2) proves the child's birth date, not only the national ID; a cancel
// from another site is refused; the public lookup no longer hands out the birth date it asks
// for; lookups are limited per national ID (from any address) as well as per address, and each
// one is audited.
import { DataSource } from 'typeorm';
import { DEMO_STUDENTS } from '../src/index.js';
import { VACCINE_MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('vaccines-public-writes', () => {
  /** Calls about one national ID allowed in the window, whichever address asks (set low here). */
  const PER_ID_MAX = 5;

  let app: TestApp;
  let db: DataSource;

  const SIGN =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const student = (note: string) => DEMO_STUDENTS.find((s) => s.note.startsWith(note))!;
  const PZ12 = student('turns 12 on the Pfizer');
  const FLU_BOOKED = student('already booked');
  const HPV = student('HPV dose 1');
  const CHILD8 = student('8 at the child');
  const AZ18 = student('turns 18 on the');
  const CHILD12KNOW = student('turns 12 on the child');

  /** What a page on another site sends (a link, an <img>, a form or a fetch from evil.example). */
  const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', referer: 'https://evil.example/win-a-prize' };
  /** What our own booking page sends (a same-origin fetch). */
  const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        TRUST_PROXY: 'true',
        VACCINE_LOOKUP_RATE_LIMIT_MAX: '1000',
        VACCINE_CID_RATE_LIMIT_MAX: String(PER_ID_MAX),
        VACCINE_CID_RATE_LIMIT_WINDOW_MS: '600000',
      },
    });
    db = app.api.get(DataSource);
  });
  afterAll(() => app.close());

  interface Row {
    first_name: string;
    address_no: string;
    birth_dt: string;
    slot_id: string | null;
  }
  const row = async (cid: string): Promise<Row> =>
    (await db.query(`SELECT first_name, address_no, to_char(birth_dt, 'YYYY-MM-DD') AS birth_dt, slot_id FROM vaccine_students WHERE cid = $1`, [cid]))[0];
  const seats = async (cid: string): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM vaccine_event_seats WHERE cid = $1`, [cid]))[0].n;
  /** Another calendar day than `date`. */
  const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  /** The booking payload the page sends, read from the database (each call here counts toward the per-ID limit). */
  async function form(cid: string, vaccineEventKey: string, over: Record<string, unknown> = {}) {
    const [r] = await db.query(
      `SELECT title_key, title_name, first_name, last_name, to_char(birth_dt, 'YYYY-MM-DD') AS birth_dt, COALESCE(school_key, '') AS school_key, class_year_name
       FROM vaccine_students WHERE cid = $1`,
      [cid],
    );
    return {
      cid,
      schoolKey: r.school_key,
      titleKey: r.title_key,
      titleName: r.title_name,
      firstName: r.first_name,
      lastName: r.last_name,
      classYearName: r.class_year_name,
      birthDT: r.birth_dt,
      mobilePhone: '0812345678',
      addressNo: '99/1',
      thSubdistrictKey: '920101',
      weight: 45,
      height: 155,
      temp1: 36.5,
      temp2: null,
      hospitalCode: '13755',
      vaccineEventKey,
      signBase64: SIGN,
      ...over,
    };
  }

  describe('a change proves the birth date (confirm2, update2)', () => {
    it('confirm2 with the right ID but a wrong or missing birth date answers 400 in Thai and books nothing; the right one books', async () => {
      const before = await row(PZ12.cid);
      const wrong = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-GEN', { birthDT: dayBefore(before.birth_dt), firstName: 'ผู้บุกรุก' }) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateMismatch });
      const missing = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-GEN', { birthDT: '', firstName: 'ผู้บุกรุก' }) });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateProofRequired });
      expect(await row(PZ12.cid)).toEqual(before);
      expect(await seats(PZ12.cid)).toBe(0);

      const ok = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(PZ12.cid, 'VX-PZ1-GEN') });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ status: 200, msg: VACCINE_MESSAGES.confirmed });
      expect(await row(PZ12.cid)).toMatchObject({ slot_id: 'VX-PZ1-GEN', address_no: '99/1', birth_dt: before.birth_dt });
    });

    it('update2 with the right ID but a wrong birth date answers 400 and changes nothing; the right one saves', async () => {
      const before = await row(PZ12.cid);
      const wrong = await app.request('POST', '/api2/student/update2', {
        body: await form(PZ12.cid, 'VX-PZ1-GEN', { birthDT: dayBefore(before.birth_dt), firstName: 'ผู้บุกรุก', addressNo: '666' }),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateMismatch, statusCode: 400 });
      expect(await row(PZ12.cid)).toEqual(before);

      const ok = await app.request('POST', '/api2/student/update2', { body: await form(PZ12.cid, 'VX-PZ1-GEN', { addressNo: '7' }) });
      expect(ok.status).toBe(200);
      expect(await row(PZ12.cid)).toMatchObject({ first_name: PZ12.firstName, address_no: '7', slot_id: 'VX-PZ1-GEN' });
    });
  });

  describe('the birth date is proved before the consent is signed (issue 35 item 2, birthcheck2)', () => {
    it("answers confirm2's own 400 and message for a wrong or missing birth date, 200 for the right one, and changes nothing", async () => {
      const before = await row(CHILD8.cid);
      const check = (birthDT: string, headers: Record<string, string> = {}) => app.request('POST', '/api2/student/birthcheck2', { body: { cid: CHILD8.cid, birthDT }, headers });
      const wrong = await check(dayBefore(before.birth_dt));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateMismatch });
      const missing = await check('');
      expect(missing.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateProofRequired });
      const notADate = await check('2099-02-30');
      expect(notADate.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateInvalid });
      const right = await check(before.birth_dt);
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({ status: 200, msg: VACCINE_MESSAGES.birthDateConfirmed });
      // From another site it is refused like the writes; someone not on the list (a demo patient) is 404.
      expect((await check(before.birth_dt, CROSS_SITE)).status).toBe(403);
      expect((await app.request('POST', '/api2/student/birthcheck2', { body: { cid: '1103702071811', birthDT: before.birth_dt } })).status).toBe(404);
      expect(await row(CHILD8.cid)).toEqual(before);
      const audited = await db.query(`SELECT outcome FROM vaccine_lookups WHERE kind = 'birthcheck' AND cid = $1 ORDER BY id`, [CHILD8.cid]);
      expect(audited.map((r: { outcome: number }) => r.outcome)).toEqual([400, 400, 400, 200, 403]);
    });
  });

  describe('a cancel proves the birth date and comes from our own page (clearbooking2)', () => {
    it('refuses a cross-site GET (even with the birth date), a plain GET and a wrong birth date, keeping the booking; our page cancels', async () => {
      const { birth_dt } = await row(FLU_BOOKED.cid);
      const path = `/api2/pfizer/clearbooking2/${FLU_BOOKED.cid}`;

      const crossSite = await app.request('GET', path, { headers: { ...CROSS_SITE, 'x-birth-date': birth_dt } });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toMatchObject({ status: 403, msg: VACCINE_MESSAGES.crossSiteRefused });
      // what an <img src> or a link carries: no birth date
      const plain = await app.request('GET', path);
      expect(plain.status).toBe(400);
      expect(plain.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateProofRequired });
      const wrong = await app.request('GET', path, { headers: { ...SAME_ORIGIN, 'x-birth-date': dayBefore(birth_dt) } });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateMismatch });
      expect((await row(FLU_BOOKED.cid)).slot_id).toBe('VX-FLU1');
      expect(await seats(FLU_BOOKED.cid)).toBe(1);

      const ours = await app.request('GET', path, { headers: { ...SAME_ORIGIN, 'x-birth-date': birth_dt } });
      expect(ours.status).toBe(200);
      expect(ours.body).toMatchObject({ status: 200, msg: VACCINE_MESSAGES.cancelled });
      expect((await row(FLU_BOOKED.cid)).slot_id).toBeNull();
      expect(await seats(FLU_BOOKED.cid)).toBe(0);
    });

    it('refuses a change or a booking posted from another site too, with the right birth date', async () => {
      const before = await row(AZ18.cid);
      const update = await app.request('POST', '/api2/student/update2', { body: await form(AZ18.cid, 'VX-AZ1-GEN', { addressNo: '13' }), headers: CROSS_SITE });
      expect(update.status).toBe(403);
      expect(update.body).toMatchObject({ status: 403, msg: VACCINE_MESSAGES.crossSiteRefused });
      const confirm = await app.request('POST', '/api2/pfizer/confirm2/', { body: await form(AZ18.cid, 'VX-AZ1-GEN', { addressNo: '13' }), headers: { origin: 'https://evil.example' } });
      expect(confirm.status).toBe(403);
      expect(await row(AZ18.cid)).toEqual(before);
      expect(await seats(AZ18.cid)).toBe(0);
    });

    it('an older browser without Sec-Fetch-Site: a foreign Referer is refused, our own Origin (PUBLIC_BASE_URL) is accepted', async () => {
      const { birth_dt } = await row(CHILD12KNOW.cid);
      const body = await form(CHILD12KNOW.cid, 'VX-PC1-CHILD', { isKnow: true });
      const foreign = await app.request('POST', '/api2/pfizer/confirm2/', { body, headers: { referer: 'http://evil.example/' } });
      expect(foreign.status).toBe(403);
      expect(await seats(CHILD12KNOW.cid)).toBe(0);
      const ours = await app.request('POST', '/api2/pfizer/confirm2/', { body, headers: { origin: new URL(app.config.publicBaseUrl).origin } });
      expect(ours.status).toBe(200);
      const cancel = await app.request('GET', `/api2/pfizer/clearbooking2/${CHILD12KNOW.cid}`, { headers: { referer: `${app.baseUrl}/vaccinebooking/${CHILD12KNOW.cid}`, 'x-birth-date': birth_dt } });
      expect(cancel.status).toBe(200);
      expect(await seats(CHILD12KNOW.cid)).toBe(0);
    });
  });

  describe('lookups by national ID', () => {
    it('do not hand out the birth date the writes ask for', async () => {
      const res = await app.request('GET', `/api2/school/cid2/${CHILD8.cid}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ cid: CHILD8.cid, firstName: CHILD8.firstName, birthDT: '' });
    });

    it('are limited per national ID whichever address asks (at the limit, one past it), and each one is audited', async () => {
      const from = (i: number) => ({ headers: { 'x-forwarded-for': `10.18.4.${i}` } });
      const statuses: number[] = [];
      for (let i = 1; i <= PER_ID_MAX; i++) statuses.push((await app.request('GET', `/api2/school/cid2/${HPV.cid}`, from(i))).status);
      expect(statuses).toEqual(Array(PER_ID_MAX).fill(200));
      const over = await app.request('GET', `/api2/school/cid2/${HPV.cid}`, from(PER_ID_MAX + 1));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ status: 429, msg: VACCINE_MESSAGES.tooManyLookupsForId });
      // the limit is the ID's, shared by the other lookups of it…
      expect((await app.request('POST', '/api2/vaccine/cert', { body: { cid: HPV.cid }, ...from(50) })).status).toBe(429);
      // …not the address's: another ID from the same address is answered
      expect((await app.request('GET', `/api2/school/cid2/${CHILD8.cid}`, from(PER_ID_MAX + 1))).status).toBe(200);

      const rows = await db.query(`SELECT kind, ip, outcome FROM vaccine_lookups WHERE cid = $1 ORDER BY id`, [HPV.cid]);
      expect(rows).toEqual([
        ...Array.from({ length: PER_ID_MAX }, (_, i) => ({ kind: 'student.booking', ip: `10.18.4.${i + 1}`, outcome: 200 })),
        { kind: 'student.booking', ip: `10.18.4.${PER_ID_MAX + 1}`, outcome: 429 },
        { kind: 'cert', ip: '10.18.4.50', outcome: 429 },
      ]);
    });
  });
});
