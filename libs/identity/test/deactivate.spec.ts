// care-services §2/§4/§7 Deactivate (POST /api/v1/identity/deactivate {isDelete}), §8: the
// account signs in no more (password, LINE, the old userId scheme), its tokens stop working,
// the LINE user and the national ID may register again as a new user; with isDelete the
// person's data and their appointments from today on go, past ones stay; a bad body is 400.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { CONSENT_VERSION, DEACTIVATE_MESSAGES, MESSAGES } from '../../rules/src/index.js';
import { fileKeys } from '../../files/src/file-records.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId, newNationalId, signaturePng } from '../../../test/fixtures/people.js';

describe('deactivate', () => {
  let app: TestApp;
  let signBase64: string;

  beforeAll(async () => {
    // The old userId-as-password LINE scheme on, to show it refuses a deactivated account too.
    app = await startTestApp({ worker: true, env: { LINE_LEGACY_USERID_LOGIN: '1' } });
    signBase64 = await signaturePng();
  });
  afterAll(() => app?.close());

  const db = (sql: string, params: unknown[] = []) => app.api.get(DataSource).query(sql, params);
  const jsonPatch = { 'content-type': 'application/json-patch+json' };

  async function lineRegister(line: string, idCard = newNationalId(), firstName = 'สมศรี') {
    const res = await app.request('POST', '/api/v1/identity/line-register', {
      headers: jsonPatch,
      body: {
        idToken: app.standIns.line.issueIdToken({ sub: line, name: 'ทดสอบ' }),
        firstName,
        lastName: 'ใจงาม',
        idCard,
        phone: '0891234567',
        birthDate: '1988-04-12',
        signBase64,
        consentVersion: CONSENT_VERSION,
      },
    });
    expect(res.status).toBe(200);
    return res.body as { token: string; userID: string; idCard: string };
  }

  const lineLogin = (line: string) =>
    app.request('POST', '/api/v1/identity/line-login', { body: { idToken: app.standIns.line.issueIdToken({ sub: line }) } });

  const deactivate = (token: string, body: unknown, headers: Record<string, string> = jsonPatch) =>
    app.request('POST', '/api/v1/identity/deactivate', { token, body, headers });

  /** Bangkok date `days` from today. */
  function bangkokDate(days: number): string {
    return new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  }

  async function teleRequest(userID: string, date: string, flowStatus: number, time: string): Promise<string> {
    const [row] = await db(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status)
     VALUES ($1, 1, NULL, $2, $3, 'ผื่นคัน', $4) RETURNING id`,
      [userID, date, time, flowStatus],
    );
    return row.id;
  }

  describe('deactivation without deleting', () => {
    it('stops every sign-in and the old token, and frees the LINE user and national ID for a new registration', async () => {
      const line = newLineUserId();
      const username = `deact${Date.now()}`;
      const idCard = newNationalId();
      const registered = await app.request('POST', '/api/v1/identity/web-register', {
        body: {
          username,
          email: `${username}@example.com`,
          password: 'ผิวดี-2569',
          confirmPassword: 'ผิวดี-2569',
          firstName: 'วันดี',
          lastName: 'มีสุข',
          idCard,
          phone: '0811111111',
          birthDate: '1979-12-31',
          idToken: app.standIns.line.issueIdToken({ sub: line }),
        },
      });
      expect(registered.status).toBe(200);
      const session = await app.login(username, 'ผิวดี-2569');
      expect((await lineLogin(line)).status).toBe(200);
      expect((await app.request('GET', '/api/v1/profile', { token: session.token })).status).toBe(200);

      // Sent as the page sends it: application/json-patch+json.
      const res = await deactivate(session.token, { isDelete: false });
      expect(res).toMatchObject({ status: 200, body: { deactivated: true, deleted: false } });

      // The old token: 401 with the Thai reason, on every call.
      const profile = await app.request('GET', '/api/v1/profile', { token: session.token });
      expect(profile).toMatchObject({ status: 401, body: { message: MESSAGES.accountDisabled } });
      expect((await deactivate(session.token, { isDelete: true })).status).toBe(401);

      // No sign-in: username, e-mail, national ID with the password; LINE; the old userId scheme.
      for (const login of [username, `${username}@example.com`, idCard]) {
        expect((await app.request('POST', '/api/v1/identity/login', { body: { email: login, password: 'ผิวดี-2569' } })).status).toBe(401);
      }
      expect(await lineLogin(line)).toMatchObject({ status: 200, body: { registered: false, message: MESSAGES.lineNotRegistered } });
      expect((await app.request('POST', '/api/v1/identity/login', { body: { email: line, password: line } })).status).toBe(401);

      // The data stays (not deleted); the former identifiers are kept aside.
      const [row] = await db(`SELECT first_name, id_card, line_user_id, deactivated_at, deactivated_identity FROM users WHERE id = $1`, [session.userID]);
      expect(row).toMatchObject({ first_name: 'วันดี', id_card: null, line_user_id: null });
      expect(row.deactivated_at).not.toBeNull();
      expect(row.deactivated_identity).toMatchObject({ idCard, lineUserId: line, username, email: `${username}@example.com` });

      // The same LINE user registers again as a new user (another person), and the first
      // person may register again with their national ID.
      const again = await lineRegister(line, newNationalId(), 'สมใหม่');
      expect(again.userID).not.toBe(session.userID);
      expect(await lineLogin(line)).toMatchObject({ status: 200, body: { userID: again.userID, fullName: 'สมใหม่ ใจงาม' } });
      const back = await lineRegister(newLineUserId(), idCard, 'วันดี');
      expect(back.userID).not.toBe(session.userID);
    });

    it('a second deactivation with a token made before it is refused', async () => {
      const { token } = await lineRegister(newLineUserId());
      expect((await deactivate(token, { isDelete: false }, { 'content-type': 'application/json' })).status).toBe(200);
      expect((await deactivate(token, { isDelete: false })).status).toBe(401);
    });

    it('a token of an account another api instance deactivated is refused (the guard reads the account, not only the JWT)', async () => {
      const { token, userID } = await lineRegister(newLineUserId());
      // As another instance would leave it: the row deactivated, this instance not told.
      await db(`UPDATE users SET deactivated_at = now(), line_user_id = NULL WHERE id = $1`, [userID]);
      const res = await app.request('GET', '/api/v1/profile', { token });
      expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.accountDisabled } });
    });
  });

  describe('deactivation with deleting', () => {
    it('removes the personal data, consents and the appointments from today on; past and handled ones stay', async () => {
      const line = newLineUserId();
      const me = await lineRegister(line);
      // A profile to remove.
      await db(`INSERT INTO patient_profiles (user_id, address, drug_note) VALUES ($1, '99/1', 'แพ้เพนิซิลลิน')`, [me.userID]);
      expect((await db(`SELECT count(*)::int AS n FROM consents WHERE user_id = $1`, [me.userID]))[0].n).toBe(1);

      const futureOpen = await teleRequest(me.userID, bangkokDate(3), 0, '09:00');
      const todayOpen = await teleRequest(me.userID, bangkokDate(0), 0, '23:50');
      const futureHandled = await teleRequest(me.userID, bangkokDate(4), 1, '09:00');
      const pastOpen = await teleRequest(me.userID, bangkokDate(-5), 0, '09:00');
      // An upload of the future case, with its bytes in the file store.
      const [file] = await db(
        `INSERT INTO stored_files (tele_id, owner_id, category, file_name, declared_type, content_type, size_bytes, state)
       VALUES ($1, $2, 1, 'rash.jpg', 'image/jpeg', 'image/jpeg', 3, 'processing') RETURNING id`,
        [futureOpen, me.userID],
      );
      const original = path.join(app.config.filesDir, ...fileKeys(file.id).original.split('/'));
      await mkdir(path.dirname(original), { recursive: true });
      await writeFile(original, Buffer.from([1, 2, 3]));
      // In-person bookings: a future one, a past one.
      const number = () => 9000 + Math.floor(Math.random() * 90_000);
      const [futureBooking] = await db(
        `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
       VALUES ($1, $2, 1, 1, $3, '08:30', 'ตรวจผิว', 0) RETURNING id`,
        [number(), me.userID, bangkokDate(6)],
      );
      const [pastBooking] = await db(
        `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
       VALUES ($1, $2, 1, 1, $3, '08:30', 'ตรวจผิว', 1) RETURNING id`,
        [number(), me.userID, bangkokDate(-6)],
      );

      const res = await deactivate(me.token, { isDelete: true });
      expect(res).toMatchObject({ status: 200, body: { deactivated: true, deleted: true } });

      const [user] = await db(
        `SELECT first_name, last_name, phone, birth_date, id_card, hn, line_user_id, deactivated_identity, deactivated_at FROM users WHERE id = $1`,
        [me.userID],
      );
      expect(user).toMatchObject({ first_name: '', last_name: '', phone: null, birth_date: null, id_card: null, hn: null, line_user_id: null, deactivated_identity: null });
      expect(user.deactivated_at).not.toBeNull();
      // The profile is the patients domain's: removed on 'account.deactivated' after the commit.
      await eventually(async () => (await db(`SELECT count(*)::int AS n FROM patient_profiles WHERE user_id = $1`, [me.userID]))[0].n === 0);
      expect((await db(`SELECT count(*)::int AS n FROM consents WHERE user_id = $1`, [me.userID]))[0].n).toBe(0);
      // Cases, bookings and files go on 'account.deactivated', handled by telemedicine and
      // bookings once the deactivation commits (issue 19 item 3): moments later.
      await eventually(async () => (await db(`SELECT count(*)::int AS n FROM bookings WHERE user_id = $1`, [me.userID]))[0].n === 1 && !existsSync(original));
      const cases = (await db(`SELECT id FROM tele_requests WHERE user_id = $1`, [me.userID])).map((r: { id: string }) => r.id).sort();
      expect(cases).toEqual([futureHandled, pastOpen].sort());
      expect(cases).not.toContain(todayOpen);
      expect((await db(`SELECT count(*)::int AS n FROM stored_files WHERE id = $1`, [file.id]))[0].n).toBe(0);
      const bookings = (await db(`SELECT id FROM bookings WHERE user_id = $1`, [me.userID])).map((r: { id: string }) => r.id);
      expect(bookings).toEqual([pastBooking.id]);
      expect(bookings).not.toContain(futureBooking.id);
      // Each removed case tells its rooms (the patient's list, its board, Admin's).
      const caseEvents = await db(`SELECT payload->>'teleID' AS id, rooms FROM outbox WHERE name = 'tele.changed' AND payload->>'userID' = $1`, [me.userID]);
      expect(caseEvents.map((e: { id: string }) => e.id).sort()).toEqual([futureOpen, todayOpen].sort());
      expect(caseEvents[0].rooms).toEqual(expect.arrayContaining([`patient:${me.userID}`, 'board:admin']));
      // The staff booking board and the patient's list hear of the removed booking (and only that one).
      const events = await db(`SELECT payload, rooms FROM outbox WHERE kind = 'realtime' AND name = 'booking.changed' AND payload->>'userID' = $1`, [me.userID]);
      expect(events).toEqual([
        {
          payload: { bookingID: futureBooking.id, userID: me.userID, appointDate: bangkokDate(6), bookingStatus: -1, from: 0, reason: 'cancelled' },
          rooms: ['board:booking', 'board:admin', `patient:${me.userID}`],
        },
      ]);

      // Signed out for good; the LINE user may start again.
      expect((await app.request('GET', '/api/v1/profile', { token: me.token })).status).toBe(401);
      expect((await lineLogin(line)).body).toMatchObject({ registered: false });
      expect((await lineRegister(line, me.idCard)).userID).not.toBe(me.userID);

      // The deactivation is in the audit log (the row id stays for the sign-in history).
      await eventually(async () => {
        const rows = await db(`SELECT action FROM audit_log WHERE subject_id = $1 AND action = 'account.deactivateDelete'`, [me.userID]);
        return rows.length === 1;
      });
    });
  });

  describe('refusals', () => {
    it.each([
      ['no body', undefined],
      ['an empty object', {}],
      ['a string', { isDelete: 'true' }],
      ['a number', { isDelete: 1 }],
      ['null', { isDelete: null }],
      ['an array', [true]],
    ])('%s → 400 with the Thai message, nothing changed', async (_case, body) => {
      const me = await lineRegister(newLineUserId());
      const res = await deactivate(me.token, body);
      expect(res).toMatchObject({ status: 400, body: { message: DEACTIVATE_MESSAGES.isDeleteRequired } });
      const [row] = await db(`SELECT deactivated_at, line_user_id FROM users WHERE id = $1`, [me.userID]);
      expect(row.deactivated_at).toBeNull();
      expect(row.line_user_id).not.toBeNull();
      expect((await app.request('GET', '/api/v1/profile', { token: me.token })).status).toBe(200);
    });

    it('malformed JSON → 400', async () => {
      const me = await lineRegister(newLineUserId());
      expect((await deactivate(me.token, '{"isDelete": tru')).status).toBe(400);
    });

    it('staff may not deactivate (403) and stay signed in; anonymous is 401', async () => {
      for (const login of ['admin@demo.skin.go.th', 'nurse@demo.skin.go.th', 'network@demo.skin.go.th']) {
        const staff = await app.login(login);
        expect(await deactivate(staff.token, { isDelete: true })).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
        expect((await app.request('GET', '/api/v1/profile', { token: staff.token })).status).not.toBe(401);
      }
      expect((await app.request('POST', '/api/v1/identity/deactivate', { body: { isDelete: false } })).status).toBe(401);
    });
  });
});
