// Socket.IO: the JWT at handshake, checked rooms, and events only after the commit.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Outbox } from '../libs/core/src/index.js';
import { startTestApp, eventually, type TestApp } from './api-app.js';
import { connected, joinRoom as join, openSocket } from './sockets.js';

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
  expect((await join(n, 'board:finance')).ok).toBe(false);
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
