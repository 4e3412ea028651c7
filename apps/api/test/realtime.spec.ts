// Socket.IO: the JWT at handshake, checked rooms, and events only after the commit.
import { jest } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { AccountStanding, Outbox } from '../../../libs/core/src/index.js';
import { CONSENT_VERSION } from '../../../libs/rules/src/index.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';
import { newLineUserId, newNationalId, signaturePng } from '../../../test/fixtures/people.js';
import { connected, joinRoom as join, openSocket } from '../../../test/sockets.js';

describe('realtime', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  const open = (token: string | undefined) => openSocket(app.baseUrl, token, sockets);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app.close();
  });

  it('refuses a handshake without a valid token, with the Thai message', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('กรุณาเข้าสู่ระบบ');
    await expect(connected(open('not-a-token'))).rejects.toThrow('กรุณาเข้าสู่ระบบ');
  });

  it('lets each user join only the rooms their role allows', async () => {
    const patient = await app.login('1103702071811');
    const other = await app.login('3100600445635');
    const nurse = await app.login('nurse@demo.skin.go.th');
    const p = open(patient.token);
    const n = open(nurse.token);
    await Promise.all([connected(p), connected(n)]);
    expect(await join(p, `patient:${patient.userID}`)).toEqual({ ok: true });
    expect((await join(p, `patient:${other.userID}`)).ok).toBe(false);
    expect(await join(p, 'board:nurse')).toEqual({ ok: false, message: 'ท่านไม่มีสิทธิ์เข้าถึงข้อมูลนี้' });
    expect((await join(n, 'board:nurse')).ok).toBe(true);
    // The nurse reads every telemedicine board over HTTP (GET /api/v1/tele?Board=finance), so joins it too.
    expect((await join(n, 'board:finance')).ok).toBe(true);
    expect((await join(n, 'board:network')).ok).toBe(false);
    expect((await join(n, `patient:${patient.userID}`)).ok).toBe(true);
  });

  it('pushes an event to a board room only after the transaction commits, and never on rollback', async () => {
    const admin = await app.login('admin@demo.skin.go.th');
    const s = open(admin.token);
    await connected(s);
    await join(s, 'board:admin');
    const got: any[] = [];
    const rooms: string[] = [];
    s.on('audit.signIn', (e, room) => {
      got.push(e);
      rooms.push(room);
    });

    const dataSource = app.api.get(DataSource);
    const outbox = app.api.get(Outbox);
    const event = (id: string) => ({ id, userID: null, login: id, success: true, at: new Date().toISOString() });

    await dataSource
      .transaction(async (m) => {
        await outbox.realtime(m, ['board:admin'], 'audit.signIn', event('rolled-back'));
        throw new Error('rollback');
      })
      .catch(() => undefined);

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const committed = dataSource.transaction(async (m) => {
      await outbox.realtime(m, ['board:admin'], 'audit.signIn', event('committed'));
      await held; // the transaction is still open here
    });
    await new Promise((r) => setTimeout(r, 1500)); // more than a relay sweep
    expect(got).toEqual([]);
    release();
    await committed;
    await eventually(async () => got.length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(got.map((e) => e.id)).toEqual(['committed']);
    expect(rooms).toEqual(['board:admin']);
  });

  it('does not deliver to a socket that is not in the room', async () => {
    const nurse = await app.login('nurse@demo.skin.go.th');
    const admin = await app.login('admin@demo.skin.go.th');
    const n = open(nurse.token);
    const a = open(admin.token);
    await Promise.all([connected(n), connected(a)]);
    await join(a, 'board:admin');
    await join(n, 'board:admin'); // refused
    const nurseGot: unknown[] = [];
    const adminGot: unknown[] = [];
    n.on('audit.signIn', (e) => nurseGot.push(e));
    a.on('audit.signIn', (e) => adminGot.push(e));
    const dataSource = app.api.get(DataSource);
    await dataSource.transaction((m) =>
      app.api.get(Outbox).realtime(m, ['board:admin'], 'audit.signIn', { id: 'x', userID: null, login: 'x', success: true, at: new Date().toISOString() }),
    );
    await eventually(async () => adminGot.length > 0);
    expect(nurseGot).toEqual([]);
  });

  it('stops delivering to the socket of an account deactivated after it joined', async () => {
    const registered = await app.request('POST', '/api/v1/identity/line-register', {
      headers: { 'content-type': 'application/json-patch+json' },
      body: {
        idToken: app.standIns.line.issueIdToken({ sub: newLineUserId(), name: 'ทดสอบ' }),
        firstName: 'สมศรี',
        lastName: 'ใจงาม',
        idCard: newNationalId(),
        phone: '0891234567',
        birthDate: '1988-04-12',
        signBase64: await signaturePng(),
        consentVersion: CONSENT_VERSION,
      },
    });
    expect(registered.status).toBe(200);
    const { token, userID } = registered.body as { token: string; userID: string };
    const admin = await app.login('admin@demo.skin.go.th');
    const p = open(token);
    const a = open(admin.token);
    await Promise.all([connected(p), connected(a)]);
    expect(await join(p, `patient:${userID}`)).toEqual({ ok: true });
    expect(await join(a, `patient:${userID}`)).toEqual({ ok: true });

    const send = (id: string) =>
      app.api.get(DataSource).transaction((m) =>
        app.api.get(Outbox).realtime(m, [`patient:${userID}`], 'patient.profileChanged', { userID: id }),
      );
    const patientGot: string[] = [];
    const adminGot: string[] = [];
    p.on('patient.profileChanged', (e) => patientGot.push(e.userID));
    a.on('patient.profileChanged', (e) => adminGot.push(e.userID));
    await send('before');
    await eventually(async () => patientGot.includes('before') && adminGot.includes('before'));

    const gone = await app.request('POST', '/api/v1/identity/deactivate', {
      token,
      body: { isDelete: false },
      headers: { 'content-type': 'application/json-patch+json' },
    });
    expect(gone.status).toBe(200);
    await send('after');
    await eventually(async () => adminGot.includes('after'));
    await new Promise((r) => setTimeout(r, 300));
    expect(patientGot).not.toContain('after');
  });

  // Issue 17 (board fan-out): one broadcast to the sockets that pass the checks, and the account
  // standing asked once per account per delivery, not once per socket. What a board sees stays:
  // each socket in the rooms gets the event once, naming the first room it is in; others nothing.
  it('delivers once to every permitted socket of a crowded room, asking each account’s standing once', async () => {
    const admin = await app.login('admin@demo.skin.go.th');
    const nurse = await app.login('nurse@demo.skin.go.th');
    const admins = Array.from({ length: 25 }, () => open(admin.token));
    const nurses = Array.from({ length: 5 }, () => open(nurse.token));
    await Promise.all([...admins, ...nurses].map(connected));
    for (const s of admins) expect(await join(s, 'board:admin')).toEqual({ ok: true });
    for (const s of nurses) expect(await join(s, 'board:nurse')).toEqual({ ok: true });
    expect(await join(admins[0], 'board:nurse')).toEqual({ ok: true }); // in both rooms
    const got = new Map<Socket, string[]>();
    for (const s of [...admins, ...nurses]) {
      got.set(s, []);
      s.on('audit.signIn', (_event: unknown, room: string) => got.get(s)!.push(room));
    }
    const standing = app.api.get(AccountStanding);
    // As when the remembered standing has run out (STANDING_TTL_MS): both are looked up again.
    const remembered = (standing as unknown as { activeUntil: Map<string, number> }).activeUntil;
    remembered.delete(admin.userID);
    remembered.delete(nurse.userID);
    const asked = jest.spyOn(standing, 'isActive');
    try {
      await app.api.get(DataSource).transaction((m) =>
        app.api.get(Outbox).realtime(m, ['board:admin', 'board:nurse'], 'audit.signIn', { id: 'y', userID: null, login: 'y', success: true, at: new Date().toISOString() }),
      );
      await eventually(async () => [...got.values()].every((rooms) => rooms.length > 0));
      await new Promise((r) => setTimeout(r, 200));
      for (const s of admins) expect(got.get(s)).toEqual(['board:admin']);
      for (const s of nurses) expect(got.get(s)).toEqual(['board:nurse']);
      expect(asked.mock.calls.map(([userID]) => userID).sort()).toEqual([admin.userID, nurse.userID].sort());
    } finally {
      asked.mockRestore();
    }
  });
});
