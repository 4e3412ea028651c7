// Issue 19 item 6: one request id from the call to everything it causes. A sign-in writes an
// audit job; the worker's handler writes a realtime row for the admin board; the relay
// delivers it to the sockets. Each step logs under the id the request came with.
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { RealtimeSink, RequestContext } from '../../../libs/core/src/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../libs/identity/src/demo/demo-accounts.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('request-id', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(() => app?.close());

  it('carries the request id into the outbox row, the job, the job’s own writes and the socket delivery', async () => {
    const sink = app.api.get(RealtimeSink);
    const delivered: Array<string | null> = [];
    const original = sink.deliver.bind(sink);
    const spy = jest.spyOn(sink, 'deliver').mockImplementation(async (rooms, event, payload) => {
      if (event === 'audit.signIn') delivered.push(RequestContext.requestId());
      return original(rooms, event, payload);
    });
    try {
      const patient = DEMO_ACCOUNTS.find((a) => a.role === null)!;
      const res = await app.request('POST', '/api/v1/identity/login', { body: { email: patient.login, password: DEMO_PASSWORD }, headers: { 'x-request-id': 'req-chain-7' } });
      expect(res.status).toBe(200);
      const db = app.api.get(DataSource);
      const rows = await eventually(async () => {
        const found: Array<{ kind: string; name: string }> = await db.query(`SELECT kind, name FROM outbox WHERE request_id = 'req-chain-7' ORDER BY id`);
        return found.length >= 2 && found;
      });
      // The request wrote the job; the worker's handler, running under the same id, wrote the delivery.
      expect(rows).toEqual([
        { kind: 'job', name: 'audit.signIn' },
        { kind: 'realtime', name: 'audit.signIn' },
      ]);
      await eventually(async () => delivered.length > 0);
      expect(delivered).toEqual(['req-chain-7']);
    } finally {
      spy.mockRestore();
    }
  });
});
