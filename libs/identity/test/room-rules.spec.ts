// Issue 18 finding 6: a socket room follows exactly the rule of the HTTP read of the same
// data. For every demo role and every room kind, the answer to join(room) is "ok" exactly
// when the HTTP read behind that room is allowed (not 401/403), and a refused socket gets
// none of the room's events.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { BOARDS, type TeleChangedEvent } from '../../contracts/src/index.js';
import { Outbox } from '../../core/src/index.js';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.js';
import { MESSAGES } from '../../rules/src/index.js';
import { eventually, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('room-rules', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  /** One demo account per role (the first patient for `patient`), signed in. */
  const sessions = new Map<string, Session>();
  /** A patient none of the callers is: whose room and profile the table asks about. */
  let otherPatient: Session;

  const roleName = (role: string | null) => role ?? 'patient';

  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
    for (const account of DEMO_ACCOUNTS) {
      const name = roleName(account.role);
      if (sessions.has(name)) continue;
      sessions.set(name, await app.login(account.login));
    }
    const patient = sessions.get('patient')!;
    const other = DEMO_ACCOUNTS.find((a) => a.role === null && a.login !== DEMO_ACCOUNTS.find((b) => b.role === null)!.login)!;
    otherPatient = await app.login(other.login);
    expect(otherPatient.userID).not.toBe(patient.userID);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app?.close();
  });

  const ROLES = [...new Set(DEMO_ACCOUNTS.map((a) => roleName(a.role)))];

  /** Each room kind, and the HTTP read of the same data. */
  const ROOMS: Array<{ label: string; room: (me: Session) => string; read: (me: Session) => string }> = [
    { label: 'patient:<own id>', room: (me) => `patient:${me.userID}`, read: (me) => `/api/v1/user/Id/${me.userID}` },
    { label: 'patient:<another patient>', room: () => `patient:${otherPatient.userID}`, read: () => `/api/v1/user/Id/${otherPatient.userID}` },
    ...(['nurse', 'finance', 'shipping'] as const).map((board) => ({
      label: `board:${board}`,
      room: () => `board:${board}`,
      read: () => `/api/v1/tele?Board=${board}`,
    })),
    // Issue 35 item 1: board:doctor is also the network doctor's, whose read is the doctor's board.
    { label: 'board:doctor', room: () => 'board:doctor', read: () => '/api/v1/doctortele' },
    { label: 'board:network', room: () => 'board:network', read: () => '/api/v1/networktele' },
    { label: 'board:booking', room: () => 'board:booking', read: () => '/api/v1/bookings' },
    { label: 'board:admin', room: () => 'board:admin', read: () => '/api/v1/audit/signins' },
  ];

  it('asks about every board the contract names', () => {
    const boards = ROOMS.map((r) => r.room(sessions.get('Admin')!)).filter((r) => r.startsWith('board:'));
    expect(boards.sort()).toEqual(BOARDS.map((b) => `board:${b}`).sort());
  });

  describe.each(ROLES)('as %s', (role) => {
    it.each(ROOMS.map((r) => [r.label, r] as const))('join(%s) answers as the HTTP read does', async (_label, { room, read }) => {
      const me = sessions.get(role)!;
      const name = room(me);
      const http = await app.request('GET', read(me), { token: me.token });
      expect(http.status).not.toBe(401);
      const httpAllowed = http.status !== 403;
      const socket = openSocket(app.baseUrl, me.token, sockets);
      await connected(socket);
      const joined = await joinRoom(socket, name);
      socket.disconnect();
      expect({ room: name, joined: joined.ok }).toEqual({ room: name, joined: httpAllowed });
      if (!joined.ok) expect(joined).toEqual({ ok: false, message: MESSAGES.forbidden });
    });
  });

  it("refuses Finance another patient's room, and delivers none of its events to Finance", async () => {
    const finance = sessions.get('Finance')!;
    expect((await app.request('GET', `/api/v1/user/Id/${otherPatient.userID}`, { token: finance.token })).status).toBe(403);

    const f = openSocket(app.baseUrl, finance.token, sockets);
    const p = openSocket(app.baseUrl, otherPatient.token, sockets);
    await Promise.all([connected(f), connected(p)]);
    const room = `patient:${otherPatient.userID}`;
    expect(await joinRoom(f, room)).toEqual({ ok: false, message: MESSAGES.forbidden });
    expect(await joinRoom(p, room)).toEqual({ ok: true });

    const financeGot: unknown[] = [];
    const patientGot: unknown[] = [];
    f.onAny((event, payload) => financeGot.push([event, payload]));
    p.on('tele.changed', (e) => patientGot.push(e));
    const event: TeleChangedEvent = { teleID: 'room-rules-1', userID: otherPatient.userID, flowStatus: 2, from: 1, reason: 'transition' };
    await app.api.get(DataSource).transaction((m) => app.api.get(Outbox).realtime(m, [`patient:${otherPatient.userID}`], 'tele.changed', event));
    await eventually(async () => patientGot.length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(patientGot).toEqual([event]);
    expect(financeGot).toEqual([]);
  });
});
