// Issue 15 items 1, 2 and 5: the consent ledger (rows written where a consent is given, with the
// text's and the signature's SHA-256), withdrawal and agreeing again, "asked again" after Admin
// publishes a new version, and the effects of a withdrawal: no LINE push, no network reads.
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DEFAULT_SLOT_TIMES } from '../../calendar/src/index.js';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.js';
import { DEMO_STUDENTS } from '../../vaccines/src/index.js';
import { CONSENT_MESSAGES, CONSENT_PURPOSE_INFO, CONSENT_TEXT_MAX, CONSENT_VERSION, CONSENT_VERSION_MAX, MESSAGES, consentText, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId, newNationalId, nationalId, signaturePng } from '../../../test/fixtures/people.js';
import { nextOpenMonday } from '../../../test/fixtures/open-monday.js';

describe('consents', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const as: Record<string, Session> = {};
  let somchai: Session; // demo patient with an HN
  let wandee: Session; // another demo patient
  let signBase64: string;

  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  const REGISTRATION_SHA = sha(consentText());

  const YEAR = inBangkok().year() + 3; // three years ahead: no seeded holiday
  let slot = 0;
  /** The n-th day of that May open for the doctor's telemedicine (Monday, Wednesday, Thursday). */
  function openDay(nth: number): string {
    const found: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `${YEAR}-05-${String(d).padStart(2, '0')}`;
      if ([1, 3, 4].includes(weekdayOf(date))) found.push(date);
    }
    return found[nth];
  }
  /**
   * A telemedicine booking on a day of its own (issue 28 item 1: a second booking of the same
   * patient, type and day answers the first case, so each call here books the next open day).
   */
  function booking() {
    const times = DEFAULT_SLOT_TIMES[4];
    const date = openDay(slot++);
    const time = times[0];
    return {
      serviceType: 1,
      appointDatetime: `${date}T${time}`,
      appointDate: date,
      appointTime: time,
      lineID: 'somchai.line',
      phone: '0812345678',
      shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
      description: 'ผื่นแดงคันที่แขนสองข้าง 2 สัปดาห์',
      imageCount: 4,
    };
  }
  const book = (who: Session) => app.request('POST', '/api/v1/tele', { token: who.token, body: booking() });
  const mine = (who: Session) => app.request('GET', '/api/v1/me/consents', { token: who.token });
  const withdraw = (who: Session, purpose: string) => app.request('POST', `/api/v1/me/consents/${purpose}/withdraw`, { token: who.token });
  const agree = (who: Session, purpose: string, textSha256: unknown) => app.request('POST', `/api/v1/me/consents/${purpose}/agree`, { token: who.token, body: { textSha256 } });
  const currentSha = async (who: Session, purpose: string): Promise<string> =>
    (await mine(who)).body.purposes.find((p: { purpose: string }) => p.purpose === purpose).current.textSha256;
  const ledger = (userID: string) =>
    db.query(`SELECT purpose, text_sha256, channel, signature_sha256, subject_name, withdrawn_at FROM consent_ledger WHERE user_id = $1 ORDER BY purpose, given_at`, [userID]);
  /** What the sign-in answer says the person must agree to first. */
  const dueAt = async (login: string): Promise<string[]> => ((await app.login(login)) as unknown as { consentsDue: string[] }).consentsDue;
  const publish = (body: unknown) => app.request('POST', '/api/v1/admin/consent-texts', { token: as.Admin.token, body });

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { VACCINE_LOOKUP_RATE_LIMIT_MAX: '10000', VACCINE_CID_RATE_LIMIT_MAX: '10000' } });
    db = app.api.get(DataSource);
    for (const a of DEMO_ACCOUNTS.filter((a) => a.role !== null)) as[a.role!] = await app.login(a.login);
    somchai = await app.login('1103702071811');
    wandee = await app.login('1920100567894');
    signBase64 = await signaturePng();
  });
  afterAll(() => app?.close());

  describe('the ledger rows where a consent is given', () => {
    it('a LINE registration: the registration text (its hash, the signature hash, LINE) and LINE messages; nothing due at sign-in', async () => {
      const line = newLineUserId();
      const res = await app.request('POST', '/api/v1/identity/line-register', {
        body: {
          idToken: app.standIns.line.issueIdToken({ sub: line, name: 'ทดสอบ' }),
          firstName: 'สมศรี',
          lastName: 'ใจงาม',
          idCard: newNationalId(),
          phone: '0891234567',
          birthDate: '1988-04-12',
          signBase64,
          consentVersion: CONSENT_VERSION,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.consentsDue).toEqual([]);
      const png = Buffer.from(signBase64.split(',')[1], 'base64');
      const [{ signature_sha256 }] = await db.query(`SELECT signature_sha256 FROM consents WHERE user_id = $1`, [res.body.userID]);
      expect(await ledger(res.body.userID)).toEqual([
        { purpose: 'line_messages', text_sha256: expect.any(String), channel: 'line', signature_sha256: null, subject_name: null, withdrawn_at: null },
        { purpose: 'registration', text_sha256: REGISTRATION_SHA, channel: 'line', signature_sha256, subject_name: null, withdrawn_at: null },
      ]);
      expect(signature_sha256).toHaveLength(64);
      expect(png.length).toBeGreaterThan(0);
      const [text] = await db.query(`SELECT version, text FROM consent_texts WHERE text_sha256 = $1`, [REGISTRATION_SHA]);
      expect(text).toEqual({ version: CONSENT_VERSION, text: consentText() }); // stored once, by its hash
    });

    it('a patient staff add: the registration consent signed on paper', async () => {
      const idCard = nationalId('110020000015');
      const res = await app.request('POST', '/api/v1/childuser', {
        token: as.Nurse.token,
        body: { titleKey: '003', firstName: 'มานะ', lastName: 'อดทน', idCard, birthDate: '1990-01-01', phone: '0812345670' },
      });
      expect(res.status).toBe(200);
      expect(await ledger(res.body.userId)).toEqual([
        { purpose: 'registration', text_sha256: REGISTRATION_SHA, channel: 'staff_paper', signature_sha256: null, subject_name: null, withdrawn_at: null },
      ]);
    });

    it('the first telemedicine booking records the telemedicine consent once; the next does not add one', async () => {
      expect((await book(wandee)).status).toBe(200);
      expect((await book(wandee)).status).toBe(200);
      const rows = (await ledger(wandee.userID)).filter((r: { purpose: string }) => r.purpose === 'telemedicine');
      expect(rows).toEqual([{ purpose: 'telemedicine', text_sha256: await currentSha(wandee, 'telemedicine'), channel: 'web', signature_sha256: null, subject_name: null, withdrawn_at: null }]);
    });

    it("a parent's vaccine booking for a child: the child's name and the signature's hash", async () => {
      const child = DEMO_STUDENTS.find((s) => s.note.startsWith('8 at the child'))!;
      const rec = (await app.request('GET', `/api2/school/cid2/${child.cid}`)).body.data;
      const [{ b }] = await db.query(`SELECT to_char(birth_dt, 'YYYY-MM-DD') AS b FROM vaccine_students WHERE cid = $1`, [child.cid]);
      const res = await app.request('POST', '/api2/pfizer/confirm2/', {
        token: somchai.token,
        body: {
          cid: child.cid, schoolKey: rec.schoolKey, titleKey: rec.titleKey, titleName: rec.titleName, firstName: rec.firstName, lastName: rec.lastName,
          classYearName: rec.classYearName, birthDT: b, mobilePhone: '0812345678', addressNo: '99/1', thSubdistrictKey: '920101',
          weight: 30, height: 130, temp1: 36.5, temp2: null, vaccineEventKey: 'VX-PC1-CHILD', signBase64,
        },
      });
      expect(res.status).toBe(200);
      const [{ sign_sha256 }] = await db.query(`SELECT sign_sha256 FROM vaccine_consents WHERE cid = $1`, [child.cid]);
      const rows = (await ledger(somchai.userID)).filter((r: { purpose: string }) => r.purpose === 'vaccine_child');
      expect(rows).toEqual([
        { purpose: 'vaccine_child', text_sha256: expect.any(String), channel: 'web', signature_sha256: sign_sha256, subject_name: expect.stringContaining(rec.firstName), withdrawn_at: null },
      ]);
      const state = (await mine(somchai)).body.purposes.find((p: { purpose: string }) => p.purpose === 'vaccine_child');
      expect(state.records[0]).toMatchObject({ subjectName: expect.stringContaining(rec.lastName), signatureSha256: sign_sha256 });
    });
  });

  describe('GET /api/v1/me/consents, withdraw and agree', () => {
    it('lists every purpose with its Thai title, the text in force and the person’s own rows only', async () => {
      const res = await mine(wandee);
      expect(res.status).toBe(200);
      expect(res.body.purposes.map((p: { purpose: string }) => p.purpose)).toEqual(['registration', 'telemedicine', 'network_sharing', 'vaccine_child', 'line_messages']);
      const tele = res.body.purposes.find((p: { purpose: string }) => p.purpose === 'telemedicine');
      expect(tele).toMatchObject({ title: CONSENT_PURPOSE_INFO.telemedicine.title, required: true, withdrawalMeans: null, agreedCurrent: true });
      expect(tele.current.textSha256).toBe(sha(tele.current.text));
      // Somchai's vaccine consent is his: Wandee sees none of it.
      expect(res.body.purposes.find((p: { purpose: string }) => p.purpose === 'vaccine_child').records).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain(somchai.userID);
    });

    it('is the signed-in patient’s only: staff and strangers are refused', async () => {
      expect((await app.request('GET', '/api/v1/me/consents')).status).toBe(401);
      expect((await app.request('GET', '/api/v1/me/consents', { token: as.Nurse.token })).status).toBe(403);
      expect((await app.request('POST', '/api/v1/me/consents/line_messages/withdraw', { token: as.N_DOCTOR.token })).status).toBe(403);
    });

    it('refuses, in Thai, a purpose required for care, one not given, one unknown and a malformed hash', async () => {
      for (const purpose of ['registration', 'telemedicine', 'vaccine_child'] as const) {
        const res = await withdraw(wandee, purpose);
        expect(res).toMatchObject({ status: 400, body: { message: CONSENT_MESSAGES.requiredForCare(CONSENT_PURPOSE_INFO[purpose].title) } });
      }
      expect(await withdraw(wandee, 'network_sharing')).toMatchObject({ status: 409, body: { message: CONSENT_MESSAGES.notGiven(CONSENT_PURPOSE_INFO.network_sharing.title) } });
      expect(await withdraw(wandee, 'marketing')).toMatchObject({ status: 400, body: { message: CONSENT_MESSAGES.unknownPurpose } });
      for (const bad of ['', 'abc', 'g'.repeat(64), 'a'.repeat(65), null, 42]) {
        expect(await agree(wandee, 'network_sharing', bad)).toMatchObject({ status: 400, body: { message: CONSENT_MESSAGES.badTextHash } });
      }
      expect(await agree(wandee, 'network_sharing', 'a'.repeat(64))).toMatchObject({ status: 409, body: { message: CONSENT_MESSAGES.staleVersion } });
      expect(await agree(wandee, 'vaccine_child', await currentSha(wandee, 'vaccine_child'))).toMatchObject({ status: 400, body: { message: CONSENT_MESSAGES.vaccineAtBooking } });
    });

    it('agrees (once, however many taps), withdraws, refuses a second withdrawal, agrees again', async () => {
      const current = await currentSha(wandee, 'network_sharing');
      const [first, second] = await Promise.all([agree(wandee, 'network_sharing', current), agree(wandee, 'network_sharing', current.toUpperCase())]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const rowsOf = async () => (await ledger(wandee.userID)).filter((r: { purpose: string }) => r.purpose === 'network_sharing');
      expect(await rowsOf()).toHaveLength(1);
      const out = await withdraw(wandee, 'network_sharing');
      expect(out.status).toBe(200);
      const state = out.body.purposes.find((p: { purpose: string }) => p.purpose === 'network_sharing');
      expect(state).toMatchObject({ agreedCurrent: false, records: [{ withdrawnAt: expect.any(String), channel: 'web' }] });
      expect(out.body.due).not.toContain('network_sharing'); // a withdrawal is not asked again
      expect((await withdraw(wandee, 'network_sharing')).status).toBe(409);
      const back = await agree(wandee, 'network_sharing', current);
      expect(back.body.purposes.find((p: { purpose: string }) => p.purpose === 'network_sharing')).toMatchObject({ agreedCurrent: true, records: [{ withdrawnAt: null }, { withdrawnAt: expect.any(String) }] });
    });
  });

  describe('Admin publishes a new version: asked again', () => {
    it('refuses an empty text, a version or a text already published, and limits, in Thai; saves nothing', async () => {
      const count = async () => (await db.query(`SELECT count(*)::int AS n FROM consent_texts`))[0].n;
      const before = await count();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ purpose: 'telemedicine', version: 'v9', text: ' \n ' }, CONSENT_MESSAGES.emptyText],
        [{ purpose: 'telemedicine', version: 'v9' }, CONSENT_MESSAGES.emptyText],
        [{ purpose: 'telemedicine', version: 'v9', text: 'ก'.repeat(CONSENT_TEXT_MAX + 1) }, CONSENT_MESSAGES.textTooLong],
        [{ purpose: 'telemedicine', version: '', text: 'ข้อความใหม่' }, CONSENT_MESSAGES.badVersion],
        [{ purpose: 'telemedicine', version: 'v'.repeat(CONSENT_VERSION_MAX + 1), text: 'ข้อความใหม่' }, CONSENT_MESSAGES.badVersion],
        [{ purpose: 'marketing', version: 'v9', text: 'ข้อความใหม่' }, CONSENT_MESSAGES.unknownPurpose],
        [{ purpose: 'registration', version: CONSENT_VERSION, text: 'ข้อความใหม่' }, CONSENT_MESSAGES.versionTaken],
        [{ purpose: 'line_messages', version: 'v9', text: `  ${consentText()}\r\n` }, CONSENT_MESSAGES.textTaken],
      ];
      for (const [body, message] of cases) {
        const res = await publish(body);
        expect({ body: Object.keys(body), status: res.status, message: res.body.message }).toEqual({ body: Object.keys(body), status: 400, message });
      }
      expect((await app.request('POST', '/api/v1/admin/consent-texts', { token: as.Nurse.token, body: {} })).status).toBe(403);
      expect(await count()).toBe(before);
    });

    it('the longest text and version are accepted', async () => {
      const res = await publish({ purpose: 'vaccine_child', version: 'v'.repeat(CONSENT_VERSION_MAX), text: 'ก'.repeat(CONSENT_TEXT_MAX) });
      expect(res.status).toBe(201);
    });

    it('a new telemedicine text: due at the next sign-in, the booking refused (409) until agreed; a stale agreement refused', async () => {
      const old = await currentSha(wandee, 'telemedicine');
      const text = 'หนังสือแสดงความยินยอมรับการตรวจรักษาทางไกล ฉบับปรับปรุง\nข้าพเจ้ายินยอมให้แพทย์ตรวจรักษาจากรูปถ่ายและวิดีโอคอล';
      const res = await publish({ purpose: 'telemedicine', version: '2027-01-v2', text });
      expect(res.status).toBe(201);
      const versions = res.body.filter((v: { purpose: string }) => v.purpose === 'telemedicine');
      expect(versions[0]).toMatchObject({ version: '2027-01-v2', textSha256: sha(text), current: true, publishedBy: expect.stringContaining('') });
      expect(versions.slice(1).every((v: { current: boolean }) => !v.current)).toBe(true);
      expect((await app.request('GET', '/api/v1/admin/consent-texts', { token: as.Admin.token })).body).toEqual(res.body);

      expect(await dueAt('1920100567894')).toEqual(['telemedicine']);
      expect(await dueAt('1103702071811')).toEqual([]); // never booked telemedicine in this run: not asked
      expect(await book(wandee)).toMatchObject({ status: 409, body: { message: CONSENT_MESSAGES.telemedicineDue } });
      expect(await agree(wandee, 'telemedicine', old)).toMatchObject({ status: 409, body: { message: CONSENT_MESSAGES.staleVersion } });
      const ok = await agree(wandee, 'telemedicine', sha(text));
      expect(ok.status).toBe(200);
      expect(ok.body.due).toEqual([]);
      expect((await book(wandee)).status).toBe(200);
      expect(await dueAt('1920100567894')).toEqual([]);
    });
  });

  describe('effects of a withdrawal', () => {
    it("'LINE messages' withdrawn: the push handler sends nothing; agreeing again turns it back on", async () => {
      const line = newLineUserId();
      await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [line, somchai.userID]);
      const pushesTo = () => app.standIns.line.pushes.filter((p) => p.to === line);
      expect((await agree(somchai, 'line_messages', await currentSha(somchai, 'line_messages'))).body.purposes.find((p: { purpose: string }) => p.purpose === 'line_messages').records[0].channel).toBe('line');
      expect((await withdraw(somchai, 'line_messages')).status).toBe(200);
      const silent = await book(somchai);
      expect(silent.status).toBe(200);
      // The job ran (completed) and the stand-in recorded nothing for this person.
      const [job] = await eventually(async () => {
        const jobs = await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' = $1`, [`tele:${silent.body.data.teleID}:created`]);
        return jobs.length > 0 ? jobs : undefined;
      }, 15_000);
      await eventually(async () => (await (await app.queue('line').getJob(`outbox-${job.id}`))?.isCompleted()) || undefined, 15_000);
      expect(pushesTo()).toHaveLength(0);

      expect((await agree(somchai, 'line_messages', await currentSha(somchai, 'line_messages'))).status).toBe(200);
      const heard = await book(somchai);
      await eventually(async () => pushesTo()[0], 15_000);
      expect(pushesTo()).toHaveLength(1);
      expect(heard.status).toBe(200);
    });

    it("'sharing with network hospitals' withdrawn: the network roles no longer list nor read the person's consultation", async () => {
      const day = nextOpenMonday(); // issue 35 item 2: never a substitute Monday
      const consult = await app.request('POST', '/api/v1/consult', {
        token: as.N_NURSE.token,
        body: { userID: wandee.userID, parentID: as.N_DOCTOR.userID, serviceType: 3, appointDatetime: `${day}T10:00`, description: 'ผื่นแดงที่แขน 2 สัปดาห์' },
      });
      expect(consult.status).toBe(200);
      const teleID = consult.body.data.teleID;
      const listed = async (role: string) =>
        ((await app.request('GET', '/api/v1/networktele?AppointDatetime=all', { token: as[role].token })).body.data as Array<{ teleID: string }>).some((t) => t.teleID === teleID);
      const read = (role: string) => app.request('GET', `/api/v1/tele/info/${teleID}`, { token: as[role].token });
      const profile = (role: string) => app.request('GET', `/api/v1/user/network/${wandee.userID}`, { token: as[role].token });
      expect((await read('N_DOCTOR')).status).toBe(200);
      expect((await profile('N_DOCTOR')).status).toBe(200);
      expect(await listed('N_NURSE')).toBe(true);

      expect((await withdraw(wandee, 'network_sharing')).status).toBe(200);
      for (const role of ['N_DOCTOR', 'N_NURSE']) {
        expect(await read(role)).toMatchObject({ status: 404 });
        expect(await listed(role)).toBe(false);
        // nor the person's profile (the network hospital's view), nor an edit of it
        expect(await profile(role)).toMatchObject({ status: 404 });
        expect((await app.request('PUT', `/api/v1/user/${wandee.userID}`, { token: as[role].token, body: {} })).status).toBe(404);
      }
      expect((await app.request('GET', '/api/v1/profile', { token: wandee.token })).status).toBe(200);
      // The hospital's own staff still care for the person.
      expect((await read('Nurse')).status).toBe(200);
      expect(await listed('Admin')).toBe(true);

      expect((await agree(wandee, 'network_sharing', await currentSha(wandee, 'network_sharing'))).status).toBe(200);
      expect((await read('N_DOCTOR')).status).toBe(200);
      expect((await profile('N_DOCTOR')).status).toBe(200);
      expect(await listed('N_NURSE')).toBe(true);
    });
  });

  // Issue 28 item 3: a registration shows and records the consent text in force at that moment,
  // so a new registrant is not asked again right after a newer version was published.
  describe('registration signs the text in force', () => {
    it('after Admin publishes a new registration text: the pages get it, LINE, web and staff paper record it, nothing is due at sign-in; the old one is 409', async () => {
      const text = 'หนังสือแสดงความยินยอมรับบริการการแพทย์ทางไกล ฉบับปรับปรุง\nค่าบริการ 90 บาท ยกเว้นสิทธิบัตรทอง 40 บาท\nเพิกถอนได้ทุกเมื่อ';
      expect((await publish({ purpose: 'registration', version: '2027-02-v2', text })).status).toBe(201);
      const shown = await app.request('GET', '/api/v1/identity/consent-text');
      expect(shown).toMatchObject({ status: 200, body: { version: '2027-02-v2', textSha256: sha(text), text } });

      const person = () => ({
        idToken: app.standIns.line.issueIdToken({ sub: newLineUserId(), name: 'ทดสอบ' }),
        firstName: 'สมใจ',
        lastName: 'ใจงาม',
        idCard: newNationalId(),
        phone: '0891234567',
        birthDate: '1988-04-12',
        signBase64,
      });
      // signed on a page that still showed the first text: read and sign the new one (nothing saved)
      const stale = { ...person(), consentVersion: CONSENT_VERSION };
      expect(await app.request('POST', '/api/v1/identity/line-register', { body: stale })).toMatchObject({ status: 409, body: { message: MESSAGES.consentOutdated } });
      expect(await db.query(`SELECT 1 FROM users WHERE id_card = $1`, [stale.idCard])).toEqual([]);

      const line = await app.request('POST', '/api/v1/identity/line-register', { body: { ...person(), consentVersion: shown.body.version } });
      expect(line.status).toBe(200);
      expect(line.body.consentsDue).toEqual([]);
      expect(await db.query(`SELECT text_version, text_sha256 FROM consents WHERE user_id = $1`, [line.body.userID])).toEqual([{ text_version: '2027-02-v2', text_sha256: sha(text) }]);
      expect((await ledger(line.body.userID)).find((r: { purpose: string }) => r.purpose === 'registration')).toMatchObject({ text_sha256: sha(text), channel: 'line' });

      const tag = String(Date.now()).slice(-8);
      const web = { username: `c28_${tag}`, email: `c28.${tag}@example.com`, password: 'ผิวดี-2569', confirmPassword: 'ผิวดี-2569', firstName: 'สมหญิง', lastName: 'ใจงาม', idCard: newNationalId(), phone: '0891234568', birthDate: '1990-01-02' };
      expect((await app.request('POST', '/api/v1/identity/web-register', { body: web })).status).toBe(200);
      const signedIn = (await app.login(web.username, web.password)) as unknown as { userID: string; consentsDue: string[] };
      expect(signedIn.consentsDue).toEqual([]);
      expect(await ledger(signedIn.userID)).toEqual([
        { purpose: 'registration', text_sha256: sha(text), channel: 'web', signature_sha256: null, subject_name: null, withdrawn_at: null },
      ]);

      const paper = await app.request('POST', '/api/v1/childuser', {
        token: as.Nurse.token,
        body: { titleKey: '003', firstName: 'มานพ', lastName: 'อดทน', idCard: newNationalId(), birthDate: '1991-01-01', phone: '0812345671' },
      });
      expect(paper.status).toBe(200);
      expect(await ledger(paper.body.userId)).toEqual([
        { purpose: 'registration', text_sha256: sha(text), channel: 'staff_paper', signature_sha256: null, subject_name: null, withdrawn_at: null },
      ]);
    });
  });
});
