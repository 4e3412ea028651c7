// Walks docs/permissions.md: every row with every demo role, and every endpoint has a row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../../libs/identity/src/demo/demo-accounts.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { servedRoutes } from '../../../test/api-routes.js';

describe('permissions', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const doc = readFileSync(path.join(root, 'docs/permissions.md'), 'utf8');
  const table = doc.slice(doc.indexOf('<!-- permissions:start -->'), doc.indexOf('<!-- permissions:end -->'));
  const lines = table.split('\n').filter((l) => l.startsWith('|'));
  const header = lines[0].split('|').slice(1, -1).map((c) => c.trim());
  const rows = lines.slice(2).map((l) => {
    const cells = l.split('|').slice(1, -1).map((c) => c.trim());
    return { method: cells[0], path: cells[1], cells: Object.fromEntries(header.map((h, i) => [h, cells[i]])) };
  });
  const callers = header.slice(2);

  let app: TestApp;
  const sessions = new Map<string, { token: string; userID: string } | null>();

  beforeAll(async () => {
    app = await startTestApp();
    sessions.set('anonymous', null);
    for (const caller of callers.filter((c) => c !== 'anonymous')) {
      const account = DEMO_ACCOUNTS.find((a) => (caller === 'patient' ? a.role === null : a.role === caller));
      if (!account) throw new Error(`No demo account for column ${caller}`);
      sessions.set(caller, await app.login(account.login));
    }
  });
  afterAll(() => app.close());

  it('has a row for every endpoint the api serves', () => {
    const served = servedRoutes(app).map((r) => `${r.method} ${r.path}`);
    expect(served.sort()).toEqual(rows.map((r) => `${r.method} ${r.path}`).sort());
  });

  describe.each(rows)('$method $path', (row) => {
    it.each(callers)('as %s', async (caller) => {
      const session = sessions.get(caller) ?? null;
      const other = [...sessions.values()].find((s) => s && s.userID !== session?.userID)!;
      const call = (userID: string | undefined) =>
        app.request(row.method, row.path.replace(':userID', userID ?? other.userID).replace(':provinceId', '92').replace(':amphurId', '9201'), {
          token: session?.token,
          body: row.method === 'POST' ? {} : undefined,
        });
      const refused = caller === 'anonymous' ? 401 : 403;
      const expected = row.cells[caller];
      if (expected === '✓') {
        expect([401, 403]).not.toContain((await call(session?.userID)).status);
      } else if (expected === '✗') {
        expect((await call(session?.userID)).status).toBe(refused);
      } else if (expected === 'signed') {
        // Issue 31: LINE's webhook takes only a call signed with the channel secret, whoever sends it.
        expect((await call(session?.userID)).status).toBe(401);
      } else if (expected === 'own') {
        expect([401, 403]).not.toContain((await call(session!.userID)).status);
        expect((await call(other.userID)).status).toBe(403);
      } else {
        throw new Error(`Unknown cell "${expected}"`);
      }
    });
  });
});
