// accounts §4 and §7: LINE sign-in with a verified ID token, registration through LINE with a
// signed consent, web registration, and the old userId-as-password scheme behind its flag.
import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { CONSENT_VERSION, MESSAGES, consentText } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId, newNationalId, signaturePng, withWrongCheckDigit } from '../../../test/fixtures/people.js';

describe('line-identity', () => {
  let app: TestApp;
  let signBase64: string;

  beforeAll(async () => {
    app = await startTestApp();
    signBase64 = await signaturePng();
  });
  afterAll(() => app?.close());

  const db = (sql: string, params: unknown[] = []) => app.api.get(DataSource).query(sql, params);

  function registration(overrides: Record<string, unknown> = {}, lineUserId = newLineUserId()) {
    return {
      idToken: app.standIns.line.issueIdToken({ sub: lineUserId, name: 'ทดสอบ' }),
      firstName: 'สมศรี',
      lastName: 'ใจงาม',
      idCard: newNationalId(),
      phone: '0891234567',
      birthDate: '1988-04-12',
      signBase64,
      consentVersion: CONSENT_VERSION,
      ...overrides,
    };
  }

  const register = (body: unknown) =>
    app.request('POST', '/api/v1/identity/line-register', { body, headers: { 'content-type': 'application/json-patch+json' } });

  async function counts() {
    const [{ users, consents }] = await db(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM consents)::int AS consents`);
    return { users, consents };
  }

  describe('LINE sign-in (POST /api/v1/identity/line-login)', () => {
    it('answers {registered: false} (200, issue 16 item 14) for a LINE user with no account, so the page goes to /lineregister', async () => {
      const res = await app.request('POST', '/api/v1/identity/line-login', { body: { idToken: app.standIns.line.issueIdToken({ sub: newLineUserId() }) } });
      expect(res).toMatchObject({ status: 200, body: { registered: false, message: MESSAGES.lineNotRegistered } });
      expect(res.body).not.toHaveProperty('token');
    });

    it('refuses a token LINE did not issue, an expired one and one for another channel', async () => {
      const sub = newLineUserId();
      const forged = jwt.sign({ sub }, 'not-the-channel-secret', { issuer: 'https://access.line.me', audience: app.standIns.line.channelId });
      const expired = app.standIns.line.issueIdToken({ sub }, { expiresInSeconds: -10 });
      const otherChannel = app.standIns.line.issueIdToken({ sub }, { audience: '1999999999' });
      for (const idToken of [forged, expired, otherChannel, 'x'.repeat(40)]) {
        const res = await app.request('POST', '/api/v1/identity/line-login', { body: { idToken } });
        expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.lineTokenInvalid } });
      }
      expect((await app.request('POST', '/api/v1/identity/line-login', { body: {} })).status).toBe(400);
    });

    it('signs in the linked account once it is registered', async () => {
      const line = newLineUserId();
      const body = registration({}, line);
      expect((await register(body)).status).toBe(200);
      const res = await app.request('POST', '/api/v1/identity/line-login', { body: { idToken: app.standIns.line.issueIdToken({ sub: line }) } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fullName: 'สมศรี ใจงาม', isActive: 0, link: 1, role: null, idCard: body.idCard });
      expect(typeof res.body.token).toBe('string');
    });
  });

  describe('registration through LINE (POST /api/v1/identity/line-register)', () => {
    it('creates the person inactive (profile to complete), keeps the signed consent and signs in', async () => {
      const body = registration();
      const res = await register(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isActive: 0, hn: null, link: 1, fullName: 'สมศรี ใจงาม' });
      const [consent] = await db(
        `SELECT c.text_version, c.text_sha256, c.signature_sha256, c.signature_png, c.channel, c.signed_at FROM consents c JOIN users u ON u.id = c.user_id WHERE u.id_card = $1`,
        [body.idCard],
      );
      const png = Buffer.from(body.signBase64.split(',')[1], 'base64');
      expect(consent.text_version).toBe(CONSENT_VERSION);
      expect(consent.text_sha256).toBe(createHash('sha256').update(consentText()).digest('hex'));
      expect(Buffer.compare(consent.signature_png, png)).toBe(0);
      expect(consent.signature_sha256).toBe(createHash('sha256').update(png).digest('hex'));
      expect(consent.channel).toBe('line');
      // The session works.
      expect((await app.request('GET', `/api/v1/audit/signins/${res.body.userID}`, { token: res.body.token })).status).toBe(200);
    });

    it('links the HN and activates a person the HIS already knows', async () => {
      const body = registration();
      await db(`INSERT INTO his.patients (hn, cid, person) VALUES ('7700001', $1, '{}'::jsonb)`, [body.idCard]);
      const res = await register(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isActive: 1, hn: '7700001' });
    });

    it.each([
      ['a wrong check digit', { idCard: withWrongCheckDigit(newNationalId()) }, MESSAGES.nationalIdChecksum],
      ['12 digits', { idCard: newNationalId().slice(0, 12) }, MESSAGES.nationalIdLength],
      ['14 digits', { idCard: newNationalId() + '1' }, MESSAGES.nationalIdLength],
      ['an 11-digit phone', { phone: '08912345678' }, MESSAGES.phoneInvalid],
      ['no phone', { phone: '' }, MESSAGES.phoneRequired],
      ['a future birth date', { birthDate: '2999-01-01' }, MESSAGES.birthDateRequired],
      ['today as birth date', { birthDate: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10) }, MESSAGES.birthDateRequired],
      ['31 February', { birthDate: '1990-02-31' }, MESSAGES.birthDateRequired],
      ['no surname', { lastName: ' ' }, MESSAGES.lastNameRequired],
      ['no name', { firstName: '' }, MESSAGES.firstNameRequired],
      // §5: checks run birth date, phone, id, surname, name; the LAST failing one is shown.
      ['no name and a bad phone', { firstName: '', phone: '123' }, MESSAGES.firstNameRequired],
      ['a bad phone and a bad birth date', { phone: '123', birthDate: 'x' }, MESSAGES.phoneInvalid],
      ['no signature', { signBase64: '' }, MESSAGES.signatureRequired],
      ['a signature that is not a PNG', { signBase64: 'data:image/png;base64,' + Buffer.from('GIF89a-not-a-png-at-all-really-no').toString('base64') }, MESSAGES.signatureInvalid],
    ])('refuses %s with the Thai message and saves nothing', async (_case, overrides, message) => {
      const before = await counts();
      const res = await register(registration(overrides));
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect(await counts()).toEqual(before);
    });

    it('refuses a consent version the person did not read (409) and an unverified LINE token (401)', async () => {
      const before = await counts();
      expect((await register(registration({ consentVersion: 'old' }))).body.message).toBe(MESSAGES.consentOutdated);
      expect((await register(registration({ idToken: 'y'.repeat(50) }))).status).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it('refuses a national ID or a LINE account that is already registered (409), saving nothing', async () => {
      const first = registration();
      expect((await register(first)).status).toBe(200);
      const before = await counts();
      const sameId = await register(registration({ idCard: first.idCard }));
      expect(sameId).toMatchObject({ status: 409, body: { message: MESSAGES.idCardTaken } });
      const sameLine = await register({ ...registration(), idToken: first.idToken });
      expect(sameLine).toMatchObject({ status: 409, body: { message: MESSAGES.lineTaken } });
      expect(await counts()).toEqual(before);
    });

    it('treats a second press of Confirm as the same registration', async () => {
      const body = registration();
      const [a, b] = [await register(body), await register(body)];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.userID).toBe(a.body.userID);
      const [{ n }] = await db(`SELECT count(*)::int AS n FROM consents WHERE user_id = $1`, [a.body.userID]);
      expect(n).toBe(1);
    });

    it('lets one of two concurrent registrations of one national ID win; the other gets 409', async () => {
      const idCard = newNationalId();
      const results = await Promise.all([register(registration({ idCard })), register(registration({ idCard }))]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [{ n }] = await db(`SELECT count(*)::int AS n FROM users WHERE id_card = $1`, [idCard]);
      expect(n).toBe(1);
    });
  });

  describe('web registration (POST /api/v1/identity/web-register)', () => {
    const web = (overrides: Record<string, unknown> = {}) => ({
      username: `user${Date.now()}${Math.floor(Math.random() * 1000)}`,
      email: `p${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`,
      password: 'ผิวดี-2569',
      confirmPassword: 'ผิวดี-2569',
      firstName: 'วันดี',
      lastName: 'มีสุข',
      idCard: newNationalId(),
      phone: '0811111111',
      birthDate: '1979-12-31',
      ...overrides,
    });

    it('answers every problem in `errors`, the one to show first, and saves nothing', async () => {
      const before = await counts();
      const res = await app.request('POST', '/api/v1/identity/web-register', { body: web({ confirmPassword: 'other', username: '' }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MESSAGES.usernameRequired, MESSAGES.passwordMismatch]);
      expect(res.body.message).toBe(MESSAGES.usernameRequired);
      const short = await app.request('POST', '/api/v1/identity/web-register', { body: web({ password: 'abc', confirmPassword: 'abc' }) });
      expect(short.body.errors).toEqual([MESSAGES.passwordInvalid]);
      expect(await counts()).toEqual(before);
    });

    it('registers, then the person signs in with the username; a taken username is a 409', async () => {
      const body = web();
      const res = await app.request('POST', '/api/v1/identity/web-register', { body });
      expect(res.status).toBe(200);
      expect(res.body.errors).toEqual([]);
      const session = await app.login(body.username, body.password);
      expect(session.userID).toBe(res.body.userID);
      const again = await app.request('POST', '/api/v1/identity/web-register', { body: web({ username: body.username.toUpperCase() }) });
      expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.usernameTaken } });
    });
  });

  describe('the old LINE scheme (userId as username and password)', () => {
    it('is refused while the migration flag is off', async () => {
      const line = newLineUserId();
      expect((await register(registration({}, line))).status).toBe(200);
      const res = await app.request('POST', '/api/v1/identity/login', { body: { email: line, password: line } });
      expect(res.status).toBe(401);
    });

    it('works only with LINE_LEGACY_USERID_LOGIN on', async () => {
      const legacy = await startTestApp({ env: { LINE_LEGACY_USERID_LOGIN: '1' } });
      try {
        const line = newLineUserId();
        const body = { ...registration({}, line), idToken: legacy.standIns.line.issueIdToken({ sub: line }) };
        expect((await legacy.request('POST', '/api/v1/identity/line-register', { body })).status).toBe(200);
        const ok = await legacy.request('POST', '/api/v1/identity/login', { body: { email: line, password: line } });
        expect(ok.status).toBe(200);
        const wrong = await legacy.request('POST', '/api/v1/identity/login', { body: { email: line, password: 'guess' } });
        expect(wrong.status).toBe(401);
      } finally {
        await legacy.close();
      }
    });
  });

  describe('LINE unreachable', () => {
    it('answers 503 with a Thai message to try again, not a server error', async () => {
      const down = await startTestApp({ env: { LINE_API_URL: 'http://127.0.0.1:9' } });
      try {
        const res = await down.request('POST', '/api/v1/identity/line-login', { body: { idToken: down.standIns.line.issueIdToken({ sub: newLineUserId() }) } });
        expect(res).toMatchObject({ status: 503, body: { message: MESSAGES.lineUnavailable } });
      } finally {
        await down.close();
      }
    });
  });
});
