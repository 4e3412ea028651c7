// accounts §2 registration and patient creation by staff, and the consent ledger (the /privacy
// page): a new patient account commits ONE 'patient.registered', every consent given, given
// again or withdrawn ONE 'consent.changed' (DESIGN.md "How an event travels", step 1). Their
// reactions: the audit row of a staff-made account (once, however often the event comes), and
// the person's own room told of a consent change (their /privacy page refetches).
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { deliverAgain, eventsWhere } from '../../../test/deliver-again.js';
import { newNationalId } from '../../../test/fixtures/people.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('registration-consent-events', () => {
  let app: TestApp;
  let db: DataSource;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  const tag = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  async function registerOnWeb(): Promise<{ userID: string; token: string }> {
    const t = tag();
    const web = { username: `ev_${t}`, email: `ev.${t}@example.com`, password: 'ผิวดี-2569', confirmPassword: 'ผิวดี-2569', firstName: 'สมศรี', lastName: 'ใจดี', idCard: newNationalId(), phone: '0891234567', birthDate: '1990-01-02' };
    const res = await app.request('POST', '/api/v1/identity/web-register', { body: web });
    expect(res.status).toBe(200);
    const session = await app.login(web.username, web.password);
    return { userID: res.body.userID, token: session.token };
  }
  const auditRows = (subject: string) => db.query(`SELECT action, user_id, subject_id FROM audit_log WHERE subject_id = $1 ORDER BY id`, [subject]);

  describe("'patient.registered'", () => {
    it('a web registration publishes it once, with its registration consent; the person’s own act is not audited', async () => {
      const person = await registerOnWeb();
      expect((await eventsWhere(app, 'patient.registered', 'userID', person.userID)).map((e) => e.payload)).toEqual([
        { userID: person.userID, via: 'web', byUserID: null, hn: null, isActive: 0 },
      ]);
      const consents = await eventsWhere(app, 'consent.changed', 'userID', person.userID);
      expect(consents.map((e) => e.payload)).toEqual([{ userID: person.userID, purpose: 'registration', change: 'given', channel: 'web', textSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
      await deliverAgain(app, await eventsWhere(app, 'patient.registered', 'userID', person.userID));
      expect(await auditRows(person.userID)).toEqual([]);
    });

    it("a patient added by staff: the audit log's 'patient.create' row once, however often the event is delivered", async () => {
      const medrec = await app.login('medrec@demo.skin.go.th');
      const res = await app.request('POST', '/api/v1/childuser', {
        token: medrec.token,
        body: { titleKey: '003', firstName: 'ทดสอบ', lastName: 'เหตุการณ์', idCard: newNationalId(), birthDate: '1990-01-01', phone: '0812345678' },
      });
      expect(res.body).toMatchObject({ status: 200 });
      const userID: string = res.body.userId;
      const events = await eventsWhere(app, 'patient.registered', 'userID', userID);
      expect(events.map((e) => e.payload)).toEqual([{ userID, via: 'staff', byUserID: medrec.userID, hn: null, isActive: 0 }]);
      expect((await eventsWhere(app, 'consent.changed', 'userID', userID)).map((e) => e.payload)).toEqual([
        { userID, purpose: 'registration', change: 'given', channel: 'staff_paper', textSha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ]);
      // No audit job is queued by the act any more: the row is the audit log's reaction.
      expect(await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess' AND payload->>'patientID' = $1`, [userID])).toEqual([]);
      await eventually(async () => (await auditRows(userID)).length > 0, 15_000);
      await deliverAgain(app, events);
      expect(await auditRows(userID)).toEqual([{ action: 'patient.create', user_id: medrec.userID, subject_id: userID }]);
    });
  });

  describe("'consent.changed'", () => {
    it('given, withdrawn, given again: one event each, and the person’s room hears each (their /privacy page refetches)', async () => {
      const person = await registerOnWeb();
      const socket = openSocket(app.baseUrl, person.token, sockets);
      await connected(socket);
      expect(await joinRoom(socket, `patient:${person.userID}`)).toEqual({ ok: true });
      const heard: unknown[] = [];
      socket.on('patient.consentsChanged', (e: unknown) => heard.push(e));

      const mine = await app.request('GET', '/api/v1/me/consents', { token: person.token });
      const sha: string = mine.body.purposes.find((p: { purpose: string }) => p.purpose === 'network_sharing').current.textSha256;
      const agree = () => app.request('POST', '/api/v1/me/consents/network_sharing/agree', { token: person.token, body: { textSha256: sha } });
      expect((await agree()).status).toBe(200);
      await eventually(async () => heard.length === 1, 15_000);
      expect((await app.request('POST', '/api/v1/me/consents/network_sharing/withdraw', { token: person.token })).status).toBe(200);
      await eventually(async () => heard.length === 2, 15_000);
      expect((await agree()).status).toBe(200);
      await eventually(async () => heard.length === 3, 15_000);
      expect(heard).toEqual(Array.from({ length: 3 }, () => ({ userID: person.userID, purpose: 'network_sharing' })));

      const events = (await eventsWhere(app, 'consent.changed', 'userID', person.userID)).filter((e) => (e.payload as { purpose: string }).purpose === 'network_sharing');
      expect(events.map((e) => e.payload)).toEqual([
        { userID: person.userID, purpose: 'network_sharing', change: 'given', channel: 'web', textSha256: sha },
        { userID: person.userID, purpose: 'network_sharing', change: 'withdrawn', channel: null, textSha256: null },
        { userID: person.userID, purpose: 'network_sharing', change: 'renewed', channel: 'web', textSha256: sha },
      ]);
      // Agreeing again to the text already in force changes nothing and publishes nothing.
      expect((await agree()).status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      expect((await eventsWhere(app, 'consent.changed', 'userID', person.userID)).filter((e) => (e.payload as { purpose: string }).purpose === 'network_sharing')).toHaveLength(3);
    });
  });
});
