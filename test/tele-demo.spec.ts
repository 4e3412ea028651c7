// Issue: the demo data has telemedicine cases at every flowStatus for the demo patients, with
// photos that went through the image worker, so every board shows work on a first run.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../libs/identity/src/demo/demo-accounts.js';
import { FLOW_STATUSES } from '../libs/rules/src/index.js';
import { eventually, startTestApp, type TestApp } from './api-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: true, env: { DEMO_CASES: '1' } });
});
afterAll(() => app.close());

it('seeds a case at every flowStatus, with thumbnails made by the worker, and the HIS costs', async () => {
  const db = app.api.get(DataSource);
  const statuses: Array<{ flow_status: number }> = await db.query(`SELECT DISTINCT flow_status FROM tele_requests`);
  expect(statuses.map((s) => s.flow_status).sort()).toEqual([...FLOW_STATUSES].sort());
  await eventually(async () => {
    const [{ waiting }] = await db.query(`SELECT count(*)::int AS waiting FROM tele_files WHERE state <> 'ready'`);
    return waiting === 0;
  }, 60_000);
  const [{ thumbs }] = await db.query(`SELECT count(*)::int AS thumbs FROM tele_files WHERE has_thumbnail`);
  expect(thumbs).toBeGreaterThanOrEqual(20);

  const admin = await app.login(DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!.login);
  const [atMinusThree] = await db.query(`SELECT id FROM tele_requests WHERE flow_status = -3`);
  const info = await app.request('GET', `/api/v1/tele/info/${atMinusThree.id}`, { token: admin.token });
  expect(info.status).toBe(200);
  expect(info.body.costTotal).toBeGreaterThan(0);
  expect(info.body.drugList.length).toBeGreaterThan(0);

  // A restart seeds nothing twice.
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM tele_requests`);
  await app.api.get((await import('../libs/telemedicine/src/index.js')).TeleDemoSeeder).seed();
  expect((await db.query(`SELECT count(*)::int AS n FROM tele_requests`))[0].n).toBe(n);
});
