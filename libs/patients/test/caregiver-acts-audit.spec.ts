// Issue 33 item 4, "the acts of a caregiver are recorded as theirs": a parent acting for their
// child (X-Acting-For) books a clinic visit, sends a photo with it, asks for earlier slots, moves
// and cancels it, books a telemedicine visit, sends a photo, moves it, sends a payment slip and
// says they paid, saves the child's profile, reads the treatment history twice and gives a consent. The child's access log (/privacy, GET /api/v1/me/access-log) — read by
// the child and by the parent acting for the child — lists each act as 'คุณ <parent> (ผู้ดูแล)'
// in the person's words, the two reads as one line; the parent's own log has none of it; the
// same acts by the child themself add no line; an act recorded again under its key adds nothing.
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '../../audit/src/index.js';
import { DEFAULT_SLOT_TIMES } from '../../calendar/src/index.js';
import { ACTING_FOR_HEADER, type AccessLogEntry } from '../../contracts/src/index.js';
import { People, TokenService } from '../../core/src/index.js';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { ACCESS_LOG_WORDS, accessLogCaregiver, inBangkok, updateFromFields, weekdayOf, type PatientAccessAction } from '../../rules/src/index.js';
import { DEMO_PATIENT_PROFILES } from '../src/demo/demo-patients.js';
import { eventually, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { newNationalId, signaturePng } from '../../../test/fixtures/people.js';

describe('caregiver-acts-audit', () => {
  let app: TestApp;
  let db: DataSource;
  let parent: Session;
  let parentName: string;
  let childID: string;
  let childHn: string;
  let childBirthDate: string;
  let childToken: string;

  /** Days three years ahead (no holiday, no clock rule of today): the n-th weekday of that May. */
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

  const forChild = () => ({ token: parent.token, headers: { [ACTING_FOR_HEADER]: childID } });
  const asChild = () => ({ token: childToken });
  type Who = ReturnType<typeof forChild> | ReturnType<typeof asChild>;

  const clinic = (date: string) => ({ serviceType: 1, slotType: 1, appointDate: date, description: 'ผื่นคันที่แขนของลูก' });
  const tele = (date: string, time: string) => ({
    serviceType: 1,
    appointDate: date,
    appointTime: time,
    appointDatetime: `${date}T${time}`,
    lineID: '',
    phone: '0812345678',
    shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
    description: 'ผื่นแดงที่แขนของลูก 1 สัปดาห์',
    imageCount: 4,
  });
  const upload = async (who: Who, teleID: string, category: 0 | 2) => {
    const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 60 + category, b: 60 } } }).png().toBuffer();
    const res = await app.request('POST', '/api/v1/tele/upload', {
      ...who,
      body: { teleID, fileName: category === 2 ? 'slip.png' : 'rash.png', fileType: 'image/png', fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: category },
    });
    expect([res.status, res.body.message]).toEqual([200, undefined]);
  };

  /** The person's access log, one page of 100 lines, as `who` reads it on /privacy. */
  const accessLog = async (who: Who): Promise<AccessLogEntry[]> => {
    const res = await app.request('GET', '/api/v1/me/access-log?PageSize=100', who);
    expect(res.status).toBe(200);
    return res.body.data as AccessLogEntry[];
  };
  const caregiverLines = async (who: Who) => (await accessLog(who)).filter((e) => e.caregiverName !== null);
  /** The audit rows a caregiver left on the child, oldest first. */
  const caregiverRows = async () =>
    (await db.query(`SELECT action, user_id, acting_by FROM audit_log WHERE subject_id = $1 AND acting_by IS NOT NULL ORDER BY id`, [childID])) as Array<{
      action: string;
      user_id: string;
      acting_by: string;
    }>;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    parent = await app.login('1103702071811');
    parentName = (await app.api.get(People).namesOf([parent.userID])).get(parent.userID)!.fullName;
    const added = await app.request('POST', '/api/v1/me/people', {
      token: parent.token,
      body: {
        relation: 'child',
        idCard: newNationalId(),
        titleKey: '001',
        firstName: 'ภูมิ',
        lastName: 'ใจดี',
        birthDate: (childBirthDate = inBangkok().subtract(9, 'year').format('YYYY-MM-DD')),
        signBase64: await signaturePng(),
      },
    });
    expect(added.status).toBe(201);
    childID = added.body.data.userID;
    await db.query(`UPDATE users SET is_active = 1 WHERE id = $1`, [childID]); // the parent completed the child's profile
    childHn = await eventually(async () => (await db.query(`SELECT hn FROM users WHERE id = $1`, [childID]))[0].hn ?? undefined, 15_000);
    // The child's own sign-in (a child with their own LINE account).
    childToken = app.api.get(TokenService).sign({ sub: childID, role: null, name: 'เด็กชายภูมิ ใจดี' });
  }, 60_000);
  afterAll(() => app?.close());

  describe("the parent's acts for the child are the parent's, in the child's access log", () => {
    let bookingID: string;
    let teleID: string;
    let payTeleID: string;

    it('a clinic visit booked, a photo sent with it, earlier slots asked for, moved and cancelled', async () => {
      const booked = await app.request('POST', '/api/v1/bookings', { ...forChild(), body: clinic(day(1)) });
      expect(booked.status).toBe(200);
      bookingID = booked.body.data.bookingID;
      const photo = (await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 60 } } }).jpeg().toBuffer()).toString('base64');
      const sent = await app.request('POST', '/api/v1/bookings/upload', {
        ...forChild(),
        body: { bookingID, fileName: 'rash.jpg', fileType: 'image/jpeg', fileSize: 100, fileBase64: photo, fileCategoryID: 0 },
      });
      expect(sent.status).toBe(200);
      expect((await app.request('PUT', `/api/v1/bookings/${bookingID}/earlier-offers`, { ...forChild(), body: { wanted: true } })).status).toBe(200);
      const moved = await app.request('PUT', `/api/v1/bookings/${bookingID}`, { ...forChild(), body: { appointDate: day(2), slotType: 1 } });
      expect(moved.status).toBe(200);
      const cancelled = await app.request('PUT', `/api/v1/bookings/updatestatus/${bookingID}`, { ...forChild(), body: { bookingStatus: -1 } });
      expect(cancelled.status).toBe(200);
      expect((await db.query(`SELECT user_id, booking_status FROM bookings WHERE id = $1`, [bookingID]))[0]).toEqual({ user_id: childID, booking_status: -1 });
    });

    it('a telemedicine visit booked, a photo sent, the visit moved; a slip sent and the payment confirmed', async () => {
      const booked = await app.request('POST', '/api/v1/tele', { ...forChild(), body: tele(day(1), DOCTOR[0]) });
      expect(booked.status).toBe(200);
      teleID = booked.body.data.teleID;
      await upload(forChild(), teleID, 0);
      const moved = await app.request('PUT', `/api/v1/tele/${teleID}`, { ...forChild(), body: { appointDatetime: `${day(3)}T${DOCTOR[1]}` } });
      expect(moved.status).toBe(200);

      // A case whose costs the HIS has and that the child is to pay (−3).
      [{ id: payTeleID }] = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, flow_status)
       VALUES ($1, 1, 4, $2, $3, '', '0812345678', '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000', 'ผื่นคันที่แขน', -3) RETURNING id`,
        [childID, day(4), DOCTOR[2]],
      );
      await enterLocalHisTeleOrders(db, payTeleID, { costs: [{ svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 500, netdisc: 0, netcost: 500 }] });
      await upload(forChild(), payTeleID, 2);
      const paid = await app.request('PUT', `/api/v1/tele/transfer/${payTeleID}`, { ...forChild(), body: { flowStatus: 4 } });
      expect([paid.status, paid.body.result]).toEqual([200, 200]);
    });

    it("the child's profile saved, the treatment history read twice (/PHR) and a consent given", async () => {
      const fields = { ...DEMO_PATIENT_PROFILES[0].fields, titleKey: '001', firstName: 'ภูมิ', lastName: 'ใจดี', birthDate: childBirthDate };
      const saved = await app.request('PUT', `/api/v1/user/${childID}`, { ...forChild(), body: updateFromFields(fields) });
      expect(saved.status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await app.request('GET', `/api/v1/patient/clinicvisit/${childHn}`, forChild())).status).toBe(200);
      const consents = await app.request('GET', '/api/v1/me/consents', forChild());
      const line = (consents.body.purposes as Array<{ purpose: string; current: { textSha256: string } }>).find((p) => p.purpose === 'line_messages')!;
      const agreed = await app.request('POST', '/api/v1/me/consents/line_messages/agree', { ...forChild(), body: { textSha256: line.current.textSha256 } });
      expect(agreed.status).toBe(200);
    });

    /** Every act above, oldest first; the two reads are one line. */
    const ACTS: PatientAccessAction[] = [
      'booking.create',
      'booking.upload',
      'offers.change',
      'booking.reschedule',
      'booking.cancel',
      'tele.create',
      'tele.upload',
      'tele.reschedule',
      'tele.slip',
      'tele.paid',
      'profile.update',
      'records.read',
      'consent.change',
    ];

    it('each act is one audit row of the parent acting for the child (the two reads two rows)', async () => {
      const rows = await caregiverRows();
      expect(rows.map((r) => r.action)).toEqual(ACTS.flatMap((a) => (a === 'records.read' ? [a, a] : [a])));
      expect(rows.every((r) => r.user_id === parent.userID && r.acting_by === parent.userID)).toBe(true);
    });

    it("the child reads each act on /privacy as 'คุณ <parent> (ผู้ดูแล)' in their own words, newest first; the parent acting for the child reads the same", async () => {
      const lines = await caregiverLines(asChild());
      expect(lines.map((l) => l.action)).toEqual([...ACTS].reverse().map((a) => ACCESS_LOG_WORDS[a].action));
      for (const l of lines) expect(l).toMatchObject({ role: accessLogCaregiver(parentName), caregiverName: parentName, staffName: null });
      expect(lines[0].role).toBe(`คุณ ${parentName} (ผู้ดูแล)`);
      expect(lines.find((l) => l.action === ACCESS_LOG_WORDS['records.read'].action)!.count).toBe(2);
      expect(lines.find((l) => l.action === ACCESS_LOG_WORDS['booking.reschedule'].action)!.action).toBe('เลื่อนนัดพบแพทย์ให้คุณ');
      expect(lines.find((l) => l.action === ACCESS_LOG_WORDS['tele.slip'].action)!.action).toBe('ส่งหลักฐานการชำระเงินแทนคุณ');
      expect(await accessLog(forChild())).toEqual(await accessLog(asChild()));
      // The parent's own log: none of it was the parent's data.
      expect((await accessLog({ token: parent.token })).filter((e) => e.caregiverName !== null)).toEqual([]);
    });

    it('an act recorded again under its key (a retry) adds no line', async () => {
      const before = await caregiverLines(asChild());
      const [{ job_id: key }] = await db.query(`SELECT job_id FROM audit_log WHERE subject_id = $1 AND action = 'booking.cancel'`, [childID]);
      expect(key).toMatch(new RegExp(`^booking:${bookingID}:status:\\d+$`));
      const audit = app.api.get(PatientAccessAudit);
      const caregiverOfChild = { userID: childID, actingBy: { userID: parent.userID } };
      await db.transaction((m) => audit.recordCaregiverAct(m, caregiverOfChild, 'booking.cancel', key));
      await db.transaction((m) => audit.recordCaregiverAct(m, caregiverOfChild, 'booking.cancel', key));
      expect(await caregiverLines(asChild())).toEqual(before);
      expect((await caregiverRows()).filter((r) => r.action === 'booking.cancel')).toHaveLength(1);
    });

    it('the same acts by the child themself add no line', async () => {
      const rows = (await caregiverRows()).length;
      const lines = await accessLog(asChild());
      const booked = await app.request('POST', '/api/v1/bookings', { ...asChild(), body: clinic(day(1, 1)) });
      expect(booked.status).toBe(200);
      const own = booked.body.data.bookingID as string;
      expect((await app.request('PUT', `/api/v1/bookings/${own}`, { ...asChild(), body: { appointDate: day(2, 1), slotType: 1 } })).status).toBe(200);
      expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${own}`, { ...asChild(), body: { bookingStatus: -1 } })).status).toBe(200);
      await upload(asChild(), teleID, 0);
      expect((await app.request('PUT', `/api/v1/tele/${teleID}`, { ...asChild(), body: { appointDatetime: `${day(3, 1)}T${DOCTOR[1]}` } })).status).toBe(200);
      expect((await app.request('GET', `/api/v1/patient/clinicvisit/${childHn}`, asChild())).status).toBe(200);
      expect((await app.request('POST', '/api/v1/me/consents/line_messages/withdraw', asChild())).status).toBe(200);
      expect((await caregiverRows()).length).toBe(rows);
      expect(await accessLog(asChild())).toEqual(lines);
    });
  });
});
