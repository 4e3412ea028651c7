// Issue 28 item 5: twenty wrong birth dates on a child's vaccine record must not lock out the
// parent with the right one. A wrong birth date on an open change (update2, confirm2,
// clearbooking2) counts against the client address that sent it (VACCINE_BIRTHDATE_GUESS_MAX
// per window), never against the child's record, and a right one never counts; past the limit
// the guesser gets 429 with Retry-After — even with the right birth date (no oracle).
import { DataSource } from 'typeorm';
import { DEMO_STUDENTS } from '../src/index.js';
import { VACCINE_MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('vaccines-guesses', () => {
  /** Wrong birth dates one address may send in the window (the probe's twenty). */
  const GUESS_MAX = 20;
  /** Wrong birth dates one address may send over all children (issue 34: parents behind one carrier address). */
  const ADDRESS_MAX = 30;

  let app: TestApp;
  let db: DataSource;

  const SIGN =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const BOOKED = DEMO_STUDENTS.find((s) => s.note.startsWith('already booked'))!;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        TRUST_PROXY: 'true',
        VACCINE_LOOKUP_RATE_LIMIT_MAX: '1000',
        // the per-ID budget is low: a change about the child no longer spends it
        VACCINE_CID_RATE_LIMIT_MAX: '5',
        VACCINE_BIRTHDATE_GUESS_MAX: String(GUESS_MAX),
        VACCINE_BIRTHDATE_GUESS_ADDRESS_MAX: String(ADDRESS_MAX),
        VACCINE_BIRTHDATE_GUESS_WINDOW_MS: '600000',
      },
    });
    db = app.api.get(DataSource);
  });
  afterAll(() => app.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip, 'sec-fetch-site': 'same-origin' });
  /** Another calendar day than `date`, n days before it. */
  const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  async function update(ip: string, birthDT?: string, cid = BOOKED.cid): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
    const [r] = await db.query(
      `SELECT title_key, title_name, first_name, last_name, to_char(birth_dt, 'YYYY-MM-DD') AS birth_dt, COALESCE(school_key, '') AS school_key, class_year_name, slot_id
       FROM vaccine_students WHERE cid = $1`,
      [cid],
    );
    const body = {
      cid, schoolKey: r.school_key, titleKey: r.title_key, titleName: r.title_name, firstName: r.first_name, lastName: r.last_name,
      classYearName: r.class_year_name, birthDT: birthDT ?? r.birth_dt, mobilePhone: '0812345678', addressNo: '99/1', thSubdistrictKey: '920101',
      weight: 45, height: 155, temp1: 36.5, temp2: null, hospitalCode: '13755', vaccineEventKey: r.slot_id, signBase64: SIGN,
    };
    const res = await fetch(`${app.baseUrl}/api2/student/update2`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(ip) }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, retryAfter: res.headers.get('retry-after') };
  }
  const birth = async (cid = BOOKED.cid) => (await db.query(`SELECT to_char(birth_dt, 'YYYY-MM-DD') AS b FROM vaccine_students WHERE cid = $1`, [cid]))[0].b as string;

  it('the guesser: twenty wrong birth dates answered 400, the twenty-first 429 with Retry-After, then even the right one; the parent elsewhere is answered', async () => {
    const right = await birth();
    const statuses: number[] = [];
    for (let i = 1; i <= GUESS_MAX; i++) statuses.push((await update('10.28.0.66', daysBefore(right, i))).status);
    expect(statuses).toEqual(Array(GUESS_MAX).fill(400));

    const over = await update('10.28.0.66', daysBefore(right, GUESS_MAX + 1));
    expect(over).toMatchObject({ status: 429, body: { status: 429, msg: VACCINE_MESSAGES.tooManyBirthDateGuesses } });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(600);
    // at the cap the right birth date from that address is refused too: the cap tells nothing
    expect((await update('10.28.0.66')).status).toBe(429);

    // the parent, from another address, with the right birth date: the record is not locked
    const parent = await update('10.28.0.7');
    expect(parent).toMatchObject({ status: 200, body: { status: 200, msg: VACCINE_MESSAGES.updated } });
    // and a wrong one from there is a plain 400 (that address has its own count)
    expect((await update('10.28.0.7', daysBefore(right, 1))).status).toBe(400);
  });

  it('right birth dates never count: more successful changes than the guess limit from one address, then a wrong one is still a plain 400', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= GUESS_MAX; i++) statuses.push((await update('10.28.0.8')).status);
    expect(statuses).toEqual(Array(GUESS_MAX + 1).fill(200));
    expect((await update('10.28.0.8', daysBefore(await birth(), 3))).body).toMatchObject({ status: 400, msg: VACCINE_MESSAGES.birthDateMismatch });
  });

  it('every refusal is in the lookup audit, the 429s too', async () => {
    const rows: Array<{ outcome: number; n: number }> = await db.query(
      `SELECT outcome, count(*)::int AS n FROM vaccine_lookups WHERE cid = $1 AND ip = '10.28.0.66' GROUP BY outcome ORDER BY outcome`,
      [BOOKED.cid],
    );
    expect(rows).toEqual([
      { outcome: 400, n: GUESS_MAX },
      { outcome: 429, n: 2 },
    ]);
  });

  it("parents behind one carrier address (CGNAT): one child's guesses do not refuse another child's parent; the address's own cap stops a sweep over children", async () => {
    const cgnat = '100.64.28.1';
    const [other, third] = DEMO_STUDENTS.filter((s) => !s.bookedAt).map((s) => s.cid);
    const right = await birth();
    for (let i = 1; i <= GUESS_MAX; i++) expect((await update(cgnat, daysBefore(right, i))).status).toBe(400);
    expect((await update(cgnat)).status).toBe(429); // this child, from this address: at its cap
    // Another parent at the same address, their own child, the right birth date: answered (not booked yet: 409), not 429.
    const parent = await update(cgnat, await birth(other), other);
    expect(parent).toMatchObject({ status: 409, body: { msg: VACCINE_MESSAGES.notBooked } });
    // The address's count over all children: 20 so far; 10 more wrong on the other child reach ADDRESS_MAX (30)…
    const otherRight = await birth(other);
    for (let i = 1; i <= ADDRESS_MAX - GUESS_MAX; i++) expect((await update(cgnat, daysBefore(otherRight, i), other)).status).toBe(400);
    // …then every proof from that address is refused, a third child's right birth date too (no oracle), with Retry-After.
    const swept = await update(cgnat, await birth(third), third);
    expect(swept).toMatchObject({ status: 429, body: { msg: VACCINE_MESSAGES.tooManyBirthDateGuesses } });
    expect(Number(swept.retryAfter)).toBeGreaterThan(0);
  });
});
