// Issue 19 §4: sign-in through @nestjs/passport. The four strategies are registered under
// their names; a token the api did not sign as it signs (another secret, expired, alg none)
// is no sign-in: 401 with the Thai message on HTTP, a refused Socket.IO handshake.
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { io, type Socket } from 'socket.io-client';
import { MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, openSocket } from '../../../test/sockets.js';

describe('passport-strategies', () => {
  let app: TestApp;
  let admin: { token: string; userID: string; role: string | null };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.login('admin@demo.skin.go.th');
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app?.close();
  });

  const claims = () => ({ sub: admin.userID, role: admin.role, name: 'ผู้ดูแลระบบ' });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An authenticated route (Admin): the sign-in audit list. */
  const signins = (token?: string) => app.request('GET', '/api/v1/audit/signins', { token });

  it('registers the jwt, local, line-id-token and thaid strategies with passport', () => {
    const registry = passport as unknown as { _strategy(name: string): unknown };
    for (const name of ['jwt', 'local', 'line-id-token', 'thaid']) expect(registry._strategy(name)).toBeDefined();
    expect(registry._strategy('no-such-strategy')).toBeUndefined();
  });

  it('lets a token the api signed through, and answers 401 in Thai without one', async () => {
    expect((await signins(admin.token)).status).toBe(200);
    expect(await signins()).toEqual({ status: 401, body: expect.objectContaining({ message: MESSAGES.unauthenticated }) });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = jwt.sign(claims(), 'not-the-api-secret-not-the-api-secret', { algorithm: 'HS256', expiresIn: 600 });
    const res = await signins(forged);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.unauthenticated);
  });

  it('refuses an expired token, one second past its expiry', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = jwt.sign({ ...claims(), exp: now - 1 }, app.config.jwtSecret, { algorithm: 'HS256' });
    const res = await signins(expired);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.unauthenticated);
    // the same claims with time left are a sign-in: only the expiry made the difference
    const fresh = jwt.sign({ ...claims(), exp: now + 60 }, app.config.jwtSecret, { algorithm: 'HS256' });
    expect((await signins(fresh)).status).toBe(200);
  });

  it('refuses a token with alg none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    const res = await signins(unsigned);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.unauthenticated);
  });

  it('serves a public route to a forged token as anonymous, not as 401', async () => {
    const forged = jwt.sign(claims(), 'not-the-api-secret-not-the-api-secret', { algorithm: 'HS256', expiresIn: 600 });
    expect((await app.request('GET', '/api/v1/province', { token: forged })).status).toBe(200);
  });

  it('answers a failed password sign-in with the Thai message, not passport\'s bare Unauthorized', async () => {
    const res = await app.request('POST', '/api/v1/identity/login', { body: { email: 'admin@demo.skin.go.th', password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.wrongCredentials);
  });

  it('refuses a socket handshake with a forged token, on the boards and the /video namespace', async () => {
    const forged = jwt.sign(claims(), 'not-the-api-secret-not-the-api-secret', { algorithm: 'HS256', expiresIn: 600 });
    await expect(connected(openSocket(app.baseUrl, forged, sockets))).rejects.toThrow(MESSAGES.unauthenticated);
    const video = io(`${app.baseUrl}/video`, { path: '/socket.io', auth: { token: forged }, transports: ['websocket'], reconnection: false });
    sockets.push(video);
    await expect(connected(video)).rejects.toThrow(MESSAGES.unauthenticated);
    // the genuine token opens the boards' socket
    await expect(connected(openSocket(app.baseUrl, admin.token, sockets))).resolves.toBeDefined();
  });

  it("authenticates each app's requests with that app's strategies (the api and a second api in one process)", async () => {
    const other = await startTestApp({ env: { JWT_SECRET: 'a-second-api-secret-of-forty-characters!' } });
    try {
      const theirs = await other.login('admin@demo.skin.go.th');
      expect((await other.request('GET', '/api/v1/audit/signins', { token: theirs.token })).status).toBe(200);
      expect((await other.request('GET', '/api/v1/audit/signins', { token: admin.token })).status).toBe(401);
      expect((await signins(theirs.token)).status).toBe(401);
      expect((await signins(admin.token)).status).toBe(200);
    } finally {
      await other.close();
    }
    // the second api gone, this one still signs in and reads
    const again = await app.login('admin@demo.skin.go.th');
    expect((await signins(again.token)).status).toBe(200);
  });
});
