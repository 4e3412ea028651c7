// care-services §6: the open vaccine calls are keyed by national ID, so each client address has
// a limited number per route and window (here 3, set through the environment); then 429.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { DEMO_STUDENTS } from '../src/index.js';
import { VACCINE_MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('vaccines-rate-limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { VACCINE_LOOKUP_RATE_LIMIT_MAX: '3', VACCINE_LOOKUP_RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => app.close());

  it('answers 429 after the limit with the Thai message, per route, and audits the answered lookups', async () => {
    const cid = DEMO_STUDENTS[0].cid;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request('GET', `/api2/school/cid2/${cid}`)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const over = await app.request('GET', `/api2/school/cid2/${cid}`);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ statusCode: 429, message: VACCINE_MESSAGES.tooManyLookups });
    // another ID from the same client is refused too: the key is the client, not the ID
    expect((await app.request('GET', `/api2/school/cid2/${DEMO_STUDENTS[1].cid}`)).status).toBe(429);

    // the certificate has its own budget
    for (let i = 0; i < 3; i++) expect((await app.request('POST', '/api2/vaccine/cert', { body: { cid: '1103702071811' } })).status).toBe(200);
    expect((await app.request('POST', '/api2/vaccine/cert', { body: { cid: '1103702071811' } })).status).toBe(429);

    // staff lookups are signed in and not limited
    const nurse = await app.login(DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!.login);
    for (let i = 0; i < 5; i++) expect((await app.request('GET', `/api2/school/cid/${cid}`, { token: nurse.token })).status).toBe(200);

    const rows = await app.api.get(DataSource).query(`SELECT kind, count(*)::int AS n FROM vaccine_lookups GROUP BY kind ORDER BY kind`);
    expect(rows).toEqual([
      { kind: 'cert', n: 3 },
      { kind: 'student.admin', n: 5 },
      { kind: 'student.booking', n: 3 },
    ]);
  });
});
