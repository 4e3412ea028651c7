// Issue 18 finding 1: a NUL (U+0000) or an unpaired UTF-16 surrogate in any text a client
// sends (a JSON value or key at any depth, the query string, a path parameter) answers 400
// with a Thai message, never a 500, and saves nothing; a proper surrogate pair (an emoji) is
// still ordinary text. And the sign-in audit never fails on what was typed as a login.
import { DataSource } from 'typeorm';
import { LoginService } from '../../../libs/identity/src/login/login.service.js';
import { MESSAGES, inBangkok, weekdayOf } from '../../../libs/rules/src/index.js';
import { DEFAULT_SLOT_TIMES } from '../../../libs/calendar/src/index.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('text-safety', () => {
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['somchai', 'nurse', 'admin']);
  });
  afterAll(() => app?.close());

  /** A Monday in May three years ahead (no seeded holiday), and a doctor's slot time. */
  function monday(nth: number): string {
    const year = inBangkok().year() + 3;
    const mondays: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `${year}-05-${String(d).padStart(2, '0')}`;
      if (weekdayOf(date) === 1) mondays.push(date);
    }
    return mondays[nth];
  }
  const TIME = DEFAULT_SLOT_TIMES[4][0];
  const booking = (date: string, description: string) => ({
    serviceType: 1,
    appointDatetime: `${date}T${TIME}`,
    appointDate: date,
    appointTime: TIME,
    lineID: 'somchai.line',
    phone: '0812345678',
    shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
    description,
    imageCount: 4,
  });
  const teleRows = async (): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM tele_requests`))[0].n;

  /** 400, the Thai message, and (as the schema pipe names fields) where it is, so a page can show it there. */
  const refused = (res: { status: number; body: any }, field?: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: MESSAGES.textInvalidCharacters });
    if (field !== undefined) expect(res.body.fields).toEqual({ [field]: MESSAGES.textInvalidCharacters });
  };

  describe('refused at the edge: 400 with the Thai message, never 500', () => {
    it('a NUL inside the sign-in login', async () => {
      const res = await app.request('POST', '/api/v1/identity/login', { body: { email: 'admin\u0000@demo.skin.go.th', password: 'x' } });
      refused(res, 'email');
    });

    it('a NUL in a query string (ICD-10 keyword, patient search)', async () => {
      refused(await app.request('GET', '/api/v1/icd10?Keyword=L2%00', { token: s.nurse.token }), 'Keyword');
      refused(await app.request('GET', '/api/v1/user?Keyword=%E0%B8%A1%E0%B8%B2%00&PageNumber=1&PageSize=50', { token: s.nurse.token }));
      // The same searches without the NUL are answered.
      expect((await app.request('GET', '/api/v1/icd10?Keyword=L2', { token: s.nurse.token })).status).toBe(200);
    });

    it('a NUL in a query key; a surrogate escaped as UTF-8 bytes (%ED%A0%80) is no UTF-8 and is left undecoded', async () => {
      refused(await app.request('GET', '/api/v1/icd10?Key%00word=L2', { token: s.nurse.token }), '');
      expect((await app.request('GET', '/api/v1/icd10?Keyword=L%ED%A0%80', { token: s.nurse.token })).status).toBe(200);
    });

    it('a NUL in a path parameter', async () => {
      refused(await app.request('GET', `/api/v1/patient/visit/${monday(0)}/12%00`, { token: s.nurse.token }), 'hn');
    });

    it('a lone surrogate in a tele description: nothing saved', async () => {
      const before = await teleRows();
      for (const description of ['ผื่น \ud800 คัน', 'ผื่น \udfff', 'ผื่น \ud83d', 'ผื่น \u0000 คัน']) {
        // JSON.stringify writes a lone surrogate as a "\udXXX" escape; JSON.parse turns it back into one.
        refused(await app.request('POST', '/api/v1/tele', { token: s.somchai.token, body: booking(monday(1), description) }), 'description');
      }
      // A raw escape, as a hand-written client would send it.
      const raw = JSON.stringify(booking(monday(1), 'ผื่น')).replace('"ผื่น"', '"ผื่น\\ud800"');
      refused(await app.request('POST', '/api/v1/tele', { token: s.somchai.token, body: raw }), 'description');
      expect(await teleRows()).toBe(before);
    });

    it('a NUL in a JSON key, at any depth, and in an array', async () => {
      const before = await teleRows();
      refused(await app.request('POST', '/api/v1/tele', { token: s.somchai.token, body: { ...booking(monday(1), 'ผื่น'), 'note\u0000': 'x' } }), '');
      refused(await app.request('POST', '/api/v1/tele', { token: s.somchai.token, body: { ...booking(monday(1), 'ผื่น'), extra: { deeper: ['ok', { ['k\ud800']: 1 }] } } }), 'extra.deeper.1');
      refused(await app.request('POST', '/api/v1/tele', { token: s.somchai.token, body: { ...booking(monday(1), 'ผื่น'), extra: [[['\u0000']]] } }), 'extra.0.0.0');
      expect(await teleRows()).toBe(before);
    });

    it('a NUL in a json-patch body (holiday name)', async () => {
      const res = await app.request('POST', '/api/v1/calendar/holidays', {
        token: s.admin.token,
        headers: { 'content-type': 'application/json-patch+json' },
        body: JSON.stringify({ holidayDate: monday(2), name: 'วันหยุด\u0000' }),
      });
      refused(res, 'name');
    });
  });

  describe('still accepted', () => {
    it('Thai text with emoji (proper surrogate pairs) is booked and kept as typed', async () => {
      const description = 'ผื่นแดงคันที่แขน 😢🙏 มา 2 สัปดาห์ 👩🏽‍⚕️';
      const res = await app.request('POST', '/api/v1/tele', { token: s.somchai.token, body: booking(monday(3), description) });
      expect(res.status).toBe(200);
      const [row] = await db.query(`SELECT description FROM tele_requests WHERE user_id = $1 AND description = $2`, [s.somchai.userID, description]);
      expect(row?.description).toBe(description);
    });

    it('other control characters (tab, newline) and a Thai query are not this rule’s business', async () => {
      const res = await app.request('GET', `/api/v1/user?Keyword=${encodeURIComponent('มาลี')}&PageNumber=1&PageSize=50`, { token: s.nurse.token });
      expect(res.status).toBe(200);
    });
  });

  describe('the sign-in audit never fails on what was typed', () => {
    const auditRow = (login: string) =>
      eventually(async () => {
        const rows = await db.query(`SELECT login, success, user_id FROM audit_log WHERE action = 'signIn' AND login = $1`, [login]);
        return rows.length ? rows[0] : undefined;
      });

    it('a direct service call with a NUL and lone surrogates: refused as wrong credentials and audited, cleaned', async () => {
      const logins = app.api.get(LoginService);
      const typed = 'ghost\u0000@demo\ud800.skin\udc00.go.th';
      await expect(logins.login(typed, 'x', { ip: '127.0.0.1', userAgent: 'jest' })).rejects.toMatchObject({ status: 401 });
      const row = await auditRow('ghost\uFFFD@demo\uFFFD.skin\uFFFD.go.th');
      expect(row).toMatchObject({ success: false, user_id: null });
    });

    it('a login cut at 200 characters in the middle of an emoji still audits', async () => {
      const logins = app.api.get(LoginService);
      const typed = `${'a'.repeat(199)}😢tail`; // the pair sits at 199–200: the cut leaves its high half
      await expect(logins.login(typed, 'x', { ip: '127.0.0.1', userAgent: 'jest' })).rejects.toMatchObject({ status: 401 });
      const row = await auditRow(`${'a'.repeat(199)}\uFFFD`);
      expect(row.success).toBe(false);
    });

    it('a 199-character login ending in an emoji keeps it whole', async () => {
      const logins = app.api.get(LoginService);
      const typed = `${'b'.repeat(198)}😢`; // 200 UTF-16 units: at the limit
      await expect(logins.login(typed, 'x', { ip: null, userAgent: null })).rejects.toMatchObject({ status: 401 });
      expect((await auditRow(typed)).success).toBe(false);
    });
  });
});
