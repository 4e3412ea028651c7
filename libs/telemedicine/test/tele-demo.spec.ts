// Issue: the demo data has telemedicine cases at every flowStatus for the demo patients, with
// photos that went through the image worker, so every board shows work on a first run.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { FLOW_STATUSES } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('tele-demo', () => {
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
      const [{ waiting }] = await db.query(`SELECT count(*)::int AS waiting FROM stored_files WHERE state <> 'ready'`);
      return waiting === 0;
    }, 60_000);
    const [{ thumbs }] = await db.query(`SELECT count(*)::int AS thumbs FROM stored_files WHERE has_thumbnail`);
    expect(thumbs).toBeGreaterThanOrEqual(20);

    const admin = await app.login(DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!.login);
    const [atMinusThree] = await db.query(`SELECT id FROM tele_requests WHERE flow_status = -3`);
    const info = await app.request('GET', `/api/v1/tele/info/${atMinusThree.id}`, { token: admin.token });
    expect(info.status).toBe(200);
    expect(info.body.costTotal).toBeGreaterThan(0);
    expect(info.body.drugList.length).toBeGreaterThan(0);
    // Issue 13 item 2: every case from −3 on with HIS costs has its costs ready and their total
    // (as the boards show them); the ones at 1–3 are the poll job's to announce.
    const paying: Array<{ flow_status: number; cost_total: string | null; ready: boolean }> = await db.query(
      `SELECT flow_status, cost_total, costs_ready_at IS NOT NULL AS ready FROM tele_requests t
      WHERE flow_status NOT IN (0, 1, 2, 3) AND EXISTS (SELECT 1 FROM his.tele_orders o WHERE o.tele_ref = t.id AND o.kind = 'cost')`,
    );
    expect(paying.length).toBeGreaterThanOrEqual(6);
    for (const c of paying) expect(c).toEqual({ flow_status: c.flow_status, cost_total: expect.any(String), ready: true });
    expect(paying.every((c) => Number(c.cost_total) > 0)).toBe(true);

    // A restart seeds nothing twice.
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM tele_requests`);
    await app.api.get((await import('../src/index.js')).TeleDemoSeeder).seed();
    expect((await db.query(`SELECT count(*)::int AS n FROM tele_requests`))[0].n).toBe(n);
  });

  it('issue 32 item 7: the demo cases seeded as paid (5, 6, 7) have their receipts, with no LINE card and no move of their own', async () => {
    const db = app.api.get(DataSource);
    const paid: Array<{ flow_status: number; receipt_number: string | null; transition_id: string | null; issued_at: Date | null }> = await db.query(
      `SELECT t.flow_status, r.receipt_number, r.transition_id, r.issued_at FROM tele_requests t LEFT JOIN tele_receipts r ON r.tele_id = t.id WHERE t.flow_status >= 5 ORDER BY t.flow_status`,
    );
    expect(paid.map((p) => p.flow_status)).toEqual([5, 6, 7]);
    for (const p of paid) expect(p).toEqual({ flow_status: p.flow_status, receipt_number: expect.stringMatching(/^RC25\d\d-\d{6}$/), transition_id: null, issued_at: expect.any(Date) });
    expect(paid.every((p) => p.issued_at!.getTime() <= Date.now())).toBe(true);
    expect(await db.query(`SELECT 1 FROM outbox WHERE kind = 'event' AND name = 'tele.receiptIssued'`)).toEqual([]);
  });
});
