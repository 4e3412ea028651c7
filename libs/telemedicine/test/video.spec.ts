// care-services §2 video pages, §7 GET /api/v1/tele/call|session|call2|session2|answer2/{teleID}:
// who may get a call's tokens (the "no auth" session calls take a signed link, never nothing),
// status 0 refused, the WebRTC signalling rooms, and each provider's tokens — OpenTok against a
// local stand-in of its REST api, and the meeting host's JWT claims.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { VideoJoinResult, VideoSignalIn } from '@hospital/contracts';
import { WebRtcRoomTokens } from '../../integrations/src/index.js';
import { MESSAGES, TELE_MESSAGES, VIDEO_MESSAGES, inBangkok } from '../../rules/src/index.js';
import { VideoLinkSigner } from '../src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('video', () => {
  const PATIENT = '1103702071811';
  const OTHER_PATIENT = '3100600445635';
  const NURSE = 'nurse@demo.skin.go.th';
  // A network doctor not on the case (issue 28: the other network roles are refused outright, 403).
  const NETWORK = 'doctor@demo.skin.go.th';
  const DATE = `${inBangkok().year() + 2}-07-01`;

  type Who = 'patient' | 'other' | 'nurse' | 'network';
  interface World {
    app: TestApp;
    db: DataSource;
    tokens: Record<Who, string>;
    ids: Record<Who, string>;
  }

  async function world(env?: Record<string, string>): Promise<World> {
    const app = await startTestApp({ env });
    const tokens = {} as Record<Who, string>;
    const ids = {} as Record<Who, string>;
    for (const [who, login] of [['patient', PATIENT], ['other', OTHER_PATIENT], ['nurse', NURSE], ['network', NETWORK]] as const) {
      const s = await app.login(login);
      tokens[who] = s.token;
      ids[who] = s.userID;
    }
    return { app, db: app.api.get(DataSource), tokens, ids };
  }

  let slot = 0;
  async function insertCase(w: World, user: string, flowStatus: number): Promise<string> {
    slot += 1;
    const time = `${String(8 + Math.floor(slot / 6)).padStart(2, '0')}:${String((slot % 6) * 10).padStart(2, '0')}`;
    const [row] = await w.db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
     VALUES ($1, 1, 4, $2, $3, 'ผื่นคัน', $4, $1) RETURNING id`,
      [user, DATE, time, flowStatus],
    );
    return row.id;
  }

  const get = (w: World, path: string, token?: string) => w.app.request('GET', path, { token });

  describe('webrtc (the default provider)', () => {
    let w: World;
    let open: string; // the patient's case at status 1
    let closed: string; // the patient's case at status 0
    let othersCase: string;
    const sockets: Socket[] = [];
    const videoSocket = (token: string | undefined) => {
      const s = io(`${w.app.baseUrl}/video`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(s);
      return s;
    };
    const join = (s: Socket, teleID: string, token: string) => new Promise<VideoJoinResult>((r) => s.emit('video.join', { teleID, token }, r));
    const signal = (s: Socket, body: unknown) => new Promise<{ ok: boolean; message?: string }>((r) => s.emit('video.signal', body, r));

    beforeAll(async () => {
      w = await world();
      open = await insertCase(w, w.ids.patient, 1);
      closed = await insertCase(w, w.ids.patient, 0);
      othersCase = await insertCase(w, w.ids.other, 2);
    });
    afterAll(async () => {
      sockets.forEach((s) => s.disconnect());
      await w?.app.close();
    });

    it('gives the patient and staff a room token for their own user, and nobody else anything', async () => {
      const roomTokens = w.app.api.get(WebRtcRoomTokens);
      const mine = await get(w, `/api/v1/tele/call/${open}`, w.tokens.patient);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ result: 200, provider: 'webrtc', tokSession: `video:${open}`, apiKey: null, iceServers: [] });
      const holder = roomTokens.verify(mine.body.tokToken);
      expect(holder).toMatchObject({ userID: w.ids.patient, teleID: open, role: null });
      // short-lived: minutes, not the sign-in's hours
      expect(holder!.exp - Date.now() / 1000).toBeLessThanOrEqual(15 * 60 + 5);

      const nurse = await get(w, `/api/v1/tele/call/${open}`, w.tokens.nurse);
      expect(nurse.status).toBe(200);
      expect(roomTokens.verify(nurse.body.tokToken)).toMatchObject({ userID: w.ids.nurse, role: 'Nurse', teleID: open });

      // a stranger learns nothing: another patient, a network user not on the case, a made-up id
      for (const token of [w.tokens.other, w.tokens.network]) {
        const res = await get(w, `/api/v1/tele/call/${open}`, token);
        expect(res).toEqual({ status: 404, body: expect.objectContaining({ message: TELE_MESSAGES.teleNotFound }) });
      }
      expect((await get(w, `/api/v1/tele/call/00000000-0000-4000-8000-000000000000`, w.tokens.nurse)).status).toBe(404);
      expect((await get(w, `/api/v1/tele/call/${open}`)).status).toBe(401);
    });

    it('refuses a call while the case is at status 0 (no call button there), with the Thai message', async () => {
      for (const path of [`/api/v1/tele/call/${closed}`, `/api/v1/tele/session/${closed}`]) {
        const res = await get(w, path, w.tokens.nurse);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(VIDEO_MESSAGES.notOpen);
      }
      // a stranger still gets 404, not the status
      expect((await get(w, `/api/v1/tele/call/${closed}`, w.tokens.other)).status).toBe(404);
    });

    it('answers the "no auth" session call only with a sign-in or a valid link for that case', async () => {
      const links = w.app.api.get(VideoLinkSigner);
      const anonymous = await get(w, `/api/v1/tele/session/${open}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(MESSAGES.unauthenticated);

      const link = links.sign(open, w.ids.patient);
      const byLink = await get(w, `/api/v1/tele/session/${open}?t=${encodeURIComponent(link)}`);
      expect(byLink.status).toBe(200);
      expect(byLink.body.tokSession).toBe(`video:${open}`);
      expect(w.app.api.get(WebRtcRoomTokens).verify(byLink.body.tokToken)).toMatchObject({ userID: w.ids.patient, teleID: open });
      expect(links.linkPath(open, w.ids.patient)).toMatch(new RegExp(`^/vdocall/${open}\\?t=[\\w.%-]+$`));

      const bad = async (t: string) => {
        const res = await get(w, `/api/v1/tele/session/${open}?t=${encodeURIComponent(t)}`);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(VIDEO_MESSAGES.linkInvalid);
      };
      await bad(links.sign(open, w.ids.patient, -60)); // expired
      const claims = jwt.decode(link) as Record<string, unknown>;
      await bad(jwt.sign(claims, 'not-the-key-not-the-key-not-the-key')); // forged
      await bad(`${link.slice(0, -3)}abc`); // tampered signature
      await bad(links.sign(othersCase, w.ids.other)); // another case's link
      await bad(links.sign(open, w.ids.other)); // this case, but not its patient
      await bad(w.tokens.patient); // a sign-in token is not a link
      // …and a link is not a sign-in token
      expect((await get(w, `/api/v1/tele/call/${open}`, link)).status).toBe(401);

      // signed in: the owner and staff without a link; a stranger 404
      expect((await get(w, `/api/v1/tele/session/${open}`, w.tokens.patient)).status).toBe(200);
      expect((await get(w, `/api/v1/tele/session/${open}`, w.tokens.other)).status).toBe(404);
    });

    // Issue 16 (route walk): "no meeting to go to" is an expected state, not a failed request.
    it('answers the meeting-host calls 200 with the Thai reason when there is no meeting, and still refuses strangers', async () => {
      const staff = await get(w, `/api/v1/tele/call2/${open}`, w.tokens.nurse);
      expect(staff).toEqual({ status: 200, body: { token: null, url: null, message: VIDEO_MESSAGES.notMeetingHost } });
      const patient = await get(w, `/api/v1/tele/answer2/${open}`, w.tokens.patient);
      expect(patient).toEqual({ status: 200, body: { token: null, url: null, message: VIDEO_MESSAGES.notMeetingHost } });
      // a case at status 0: the same kind of answer, with its own reason
      expect((await get(w, `/api/v1/tele/answer2/${closed}`, w.tokens.patient)).body).toEqual({ token: null, url: null, message: VIDEO_MESSAGES.notOpen });
      expect((await get(w, `/api/v1/tele/call2/${open}`, w.tokens.patient)).status).toBe(403);
      expect((await get(w, `/api/v1/tele/session2/${open}`)).status).toBe(401);
      expect((await get(w, `/api/v1/tele/answer2/${open}`, w.tokens.other)).status).toBe(404);
      expect((await get(w, `/api/v1/tele/answer2/${closed}`, w.tokens.other)).status).toBe(404);
    });

    // Issue 16 item 12: the staff side hangs up for both, and the patient learns it by the status read or the realtime event.
    it('records the staff hang-up: the status read says ended, the patient’s room hears it, staff calling again reopens', async () => {
      const teleID = await insertCase(w, w.ids.patient, 2);
      const state = (token?: string, t?: string) => get(w, `/api/v1/tele/session/${teleID}/state${t ? `?t=${encodeURIComponent(t)}` : ''}`, token);
      const link = w.app.api.get(VideoLinkSigner).sign(teleID, w.ids.patient);
      expect(await state(w.tokens.patient)).toEqual({ status: 200, body: { state: 'open', message: VIDEO_MESSAGES.waitingPeer } });

      // the patient's room (and no one else's) hears the end
      const mine = await connected(openSocket(w.app.baseUrl, w.tokens.patient, sockets));
      const others = await connected(openSocket(w.app.baseUrl, w.tokens.other, sockets));
      expect(await joinRoom(mine, `patient:${w.ids.patient}`)).toEqual({ ok: true });
      expect(await joinRoom(others, `patient:${w.ids.other}`)).toEqual({ ok: true });
      const heard = new Promise((r) => mine.once('tele.changed', (event: unknown, room: unknown) => r({ event, room })));
      const strangerHeard: unknown[] = [];
      others.on('tele.changed', (e: unknown) => strangerHeard.push(e));

      // the patient leaving ends nothing; a stranger cannot end it
      expect((await w.app.request('POST', `/api/v1/tele/call/${teleID}/end`, { token: w.tokens.patient })).status).toBe(403);
      // (issue 35 item 1: at the doctor stage every network doctor is the case's doctor, so the stranger is another patient: ending is staff's, 403)
      expect((await w.app.request('POST', `/api/v1/tele/call/${teleID}/end`, { token: w.tokens.other })).status).toBe(403);
      expect((await w.app.request('POST', `/api/v1/tele/call/${teleID}/end`)).status).toBe(401);
      expect((await state(w.tokens.patient)).body.state).toBe('open');

      const ended = await w.app.request('POST', `/api/v1/tele/call/${teleID}/end`, { token: w.tokens.nurse });
      expect(ended).toEqual({ status: 200, body: { state: 'ended', message: VIDEO_MESSAGES.callEnded } });
      expect(await heard).toEqual({
        event: { teleID, userID: w.ids.patient, flowStatus: 2, from: null, reason: 'callEnded' },
        room: `patient:${w.ids.patient}`,
      });
      // by sign-in or by the LINE link, the same answer; a stranger still learns nothing
      expect(await state(w.tokens.patient)).toEqual({ status: 200, body: { state: 'ended', message: VIDEO_MESSAGES.callEnded } });
      expect((await state(undefined, link)).body.state).toBe('ended');
      expect((await state(w.tokens.nurse)).body.state).toBe('ended');
      expect((await state()).status).toBe(401);
      expect((await state(w.tokens.other)).status).toBe(404);
      // issue 35 item 1: the network doctor is the doctor of a hospital case at stage 2 and reads its call's state
      expect((await state(w.tokens.network)).body.state).toBe('ended');

      // the patient taking tokens again does not reopen it; staff calling again does
      expect((await get(w, `/api/v1/tele/session/${teleID}`, w.tokens.patient)).status).toBe(200);
      expect((await state(w.tokens.patient)).body.state).toBe('ended');
      expect((await get(w, `/api/v1/tele/call/${teleID}`, w.tokens.nurse)).status).toBe(200);
      expect((await state(w.tokens.patient)).body.state).toBe('open');

      // status 0: 200 with the reason, not a 409
      expect(await get(w, `/api/v1/tele/session/${closed}/state`, w.tokens.patient)).toEqual({
        status: 200,
        body: { state: 'notOpen', message: VIDEO_MESSAGES.notOpen },
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(strangerHeard).toEqual([]);
    });

    it('signals only between sockets in the same case room, checked at join and at every relay', async () => {
      const patientTokens = (await get(w, `/api/v1/tele/call/${open}`, w.tokens.patient)).body;
      const nurseTokens = (await get(w, `/api/v1/tele/call/${open}`, w.tokens.nurse)).body;

      // the room token is not a sign-in for the boards' namespace
      await expect(connected(openSocket(w.app.baseUrl, patientTokens.tokToken, sockets))).rejects.toThrow(MESSAGES.unauthenticated);
      await expect(connected(videoSocket('nonsense'))).rejects.toThrow(MESSAGES.unauthenticated);

      // the patient came by a link: the room token is the handshake
      const p = await connected(videoSocket(patientTokens.tokToken));
      const n = await connected(videoSocket(w.tokens.nurse));
      const stranger = await connected(videoSocket(w.tokens.other));

      const pj = await join(p, open, patientTokens.tokToken);
      expect(pj).toEqual({ ok: true, self: p.id, peers: [] });
      const nj = await join(n, open, nurseTokens.tokToken);
      expect(nj.ok).toBe(true);
      expect(nj.peers).toEqual([{ socketID: p.id, userID: w.ids.patient, fullName: expect.stringContaining('สมชาย') }]);

      // someone else's room token, or a token for another case, does not open the room
      expect((await join(stranger, open, patientTokens.tokToken)).ok).toBe(false);
      expect((await join(stranger, othersCase, nurseTokens.tokToken)).ok).toBe(false);
      expect((await join(n, closed, nurseTokens.tokToken)).ok).toBe(false);

      const atNurse: VideoSignalIn[] = [];
      const atPatient: VideoSignalIn[] = [];
      n.on('video.signal', (s: VideoSignalIn) => atNurse.push(s));
      p.on('video.signal', (s: VideoSignalIn) => atPatient.push(s));
      const strangerGot: unknown[] = [];
      stranger.on('video.signal', (s: unknown) => strangerGot.push(s));

      const offer = { type: 'offer', sdp: 'v=0\r\n' };
      expect(await signal(n, { to: p.id, description: offer })).toEqual({ ok: true });
      expect(await signal(p, { to: n.id, candidate: { candidate: 'candidate:1 1 UDP 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 } })).toEqual({ ok: true });
      // not in the room: refused, whoever the target
      expect((await signal(stranger, { to: p.id, description: offer })).ok).toBe(false);
      // a target outside the room: refused
      expect((await signal(p, { to: stranger.id, description: offer })).ok).toBe(false);
      // nonsense payloads: refused
      expect((await signal(p, { to: n.id, description: { type: 'evil' } })).ok).toBe(false);
      await new Promise((r) => setTimeout(r, 200));
      expect(atPatient).toEqual([{ from: { socketID: n.id, userID: w.ids.nurse, fullName: expect.any(String) }, description: offer }]);
      expect(atNurse).toEqual([
        { from: { socketID: p.id, userID: w.ids.patient, fullName: expect.any(String) }, candidate: expect.objectContaining({ sdpMid: '0', sdpMLineIndex: 0 }) },
      ]);
      expect(strangerGot).toEqual([]);

      // the case goes back to status 0: every relay checks again, and the refused sender is out of the room
      const nurseOut = new Promise((r) => p.once('video.peer-left', r));
      await w.db.query(`UPDATE tele_requests SET flow_status = 0 WHERE id = $1`, [open]);
      expect((await signal(n, { to: p.id, description: offer })).ok).toBe(false);
      expect(await nurseOut).toEqual({ socketID: n.id });
      await w.db.query(`UPDATE tele_requests SET flow_status = 1 WHERE id = $1`, [open]);
      expect((await signal(n, { to: p.id, description: offer })).ok).toBe(false);

      // back in with a fresh room token; leaving tells the peers
      const rejoin = await join(n, open, (await get(w, `/api/v1/tele/call/${open}`, w.tokens.nurse)).body.tokToken);
      expect(rejoin).toMatchObject({ ok: true, peers: [expect.objectContaining({ socketID: p.id })] });
      const left = new Promise((r) => n.once('video.peer-left', r));
      p.emit('video.leave');
      expect(await left).toEqual({ socketID: p.id });
    });

    // Issue 28 item 5: only the roles that treat may be in a call.
    it('lets only the patient, Nurse, Admin and the doctor of the case join or end a call; Finance, Shipping, Medrec and the other network roles get 403', async () => {
      const teleID = await insertCase(w, w.ids.patient, 2);
      const link = w.app.api.get(VideoLinkSigner).sign(teleID, w.ids.patient);
      const calls = [
        (token: string) => get(w, `/api/v1/tele/call/${teleID}`, token),
        (token: string) => get(w, `/api/v1/tele/call2/${teleID}`, token),
        (token: string) => get(w, `/api/v1/tele/session/${teleID}`, token),
        (token: string) => get(w, `/api/v1/tele/session/${teleID}?t=${encodeURIComponent(link)}`, token),
        (token: string) => get(w, `/api/v1/tele/session/${teleID}/state`, token),
        (token: string) => get(w, `/api/v1/tele/session2/${teleID}`, token),
        (token: string) => get(w, `/api/v1/tele/answer2/${teleID}`, token),
        (token: string) => w.app.request('POST', `/api/v1/tele/call/${teleID}/end`, { token }),
      ];
      const roomTokens = w.app.api.get(WebRtcRoomTokens);
      for (const login of ['finance@demo.skin.go.th', 'shipping@demo.skin.go.th', 'medrec@demo.skin.go.th', 'network@demo.skin.go.th', 'telehospital@demo.skin.go.th']) {
        const who = await w.app.login(login);
        for (const call of calls) expect({ login, ...(await call(who.token)) }).toMatchObject({ login, status: 403 });
        // a room token made for them by any means does not open the signalling room either
        const forged = roomTokens.sign(teleID, { userID: who.userID, fullName: login, role: (await w.db.query(`SELECT role FROM users WHERE id = $1`, [who.userID]))[0].role, moderator: false });
        const s = await connected(videoSocket(who.token));
        expect(await join(s, teleID, forged)).toEqual({ ok: false, message: VIDEO_MESSAGES.tokenFailed });
      }
      expect((await w.db.query(`SELECT call_ended_at FROM tele_requests WHERE id = $1`, [teleID]))[0].call_ended_at).toBeNull();

      // Admin and Nurse take the call and end it; the network doctor of a consultation does too
      const admin = await w.app.login('admin@demo.skin.go.th');
      expect((await get(w, `/api/v1/tele/call/${teleID}`, admin.token)).status).toBe(200);
      expect((await w.app.request('POST', `/api/v1/tele/call/${teleID}/end`, { token: admin.token })).status).toBe(200);
      const doctor = await w.app.login('doctor@demo.skin.go.th');
      const consult = await insertCase(w, w.ids.patient, 2);
      await w.db.query(`UPDATE tele_requests SET service_type = 3, parent_id = $2 WHERE id = $1`, [consult, doctor.userID]);
      const doctorTokens = await get(w, `/api/v1/tele/call/${consult}`, doctor.token);
      expect(doctorTokens.status).toBe(200);
      const d = await connected(videoSocket(doctor.token));
      expect((await join(d, consult, doctorTokens.body.tokToken)).ok).toBe(true);
      expect((await w.app.request('POST', `/api/v1/tele/call/${consult}/end`, { token: doctor.token })).status).toBe(200);
    });

    it("refuses a deactivated account's old sign-in and room token at the handshake, like the boards' namespace", async () => {
      const roomToken = (await get(w, `/api/v1/tele/call/${open}`, w.tokens.patient)).body.tokToken as string;
      const deactivated = await w.app.request('POST', '/api/v1/identity/deactivate', { token: w.tokens.patient, body: { isDelete: false } });
      expect(deactivated.status).toBe(200);
      await expect(connected(videoSocket(w.tokens.patient))).rejects.toThrow(MESSAGES.accountDisabled);
      await expect(connected(videoSocket(roomToken))).rejects.toThrow(MESSAGES.accountDisabled);
      await expect(connected(openSocket(w.app.baseUrl, w.tokens.patient, sockets))).rejects.toThrow(MESSAGES.accountDisabled);
      // someone still active is let in as before
      expect((await connected(videoSocket(w.tokens.nurse))).connected).toBe(true);
    });
  });

  /** OpenTok's REST createSession, as its api answers (a session id that names the api key). */
  function startOpenTokStandIn(apiKey: string): Promise<{ server: Server; url: string; requests: Array<{ path: string; auth: string; body: string }>; fail: { on: boolean } }> {
    const requests: Array<{ path: string; auth: string; body: string }> = [];
    const fail = { on: false };
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push({ path: `${req.method} ${req.url}`, auth: String(req.headers['x-opentok-auth'] ?? ''), body });
        if (fail.on) {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
          return;
        }
        const sessionId = `1_${Buffer.from(`1~${apiKey}~127.0.0.1~${new Date().toUTCString()}~0.5~~`).toString('base64url')}`;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ session_id: sessionId, project_id: apiKey, create_dt: new Date().toString(), media_server_url: '' }]));
      });
    });
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, fail })),
    );
  }

  describe('opentok', () => {
    const apiKey = '47000001';
    const apiSecret = 'opentok-test-secret-0123456789abcdef';
    let w: World;
    let standIn: Awaited<ReturnType<typeof startOpenTokStandIn>>;

    beforeAll(async () => {
      standIn = await startOpenTokStandIn(apiKey);
      w = await world({ VIDEO_PROVIDER: 'opentok', OPENTOK_API_KEY: apiKey, OPENTOK_API_SECRET: apiSecret, OPENTOK_API_URL: standIn.url });
    });
    afterAll(async () => {
      await w?.app.close();
      await new Promise((r) => standIn?.server.close(r));
    });

    it('creates one session per case, keeps it on the case, and gives each participant a signed token', async () => {
      const teleID = await insertCase(w, w.ids.patient, 1);
      const patient = await get(w, `/api/v1/tele/call/${teleID}`, w.tokens.patient);
      expect(patient.status).toBe(200);
      expect(patient.body).toMatchObject({ provider: 'opentok', apiKey });
      expect(standIn.requests).toHaveLength(1);
      const [create] = standIn.requests;
      expect(create.path).toBe('POST /session/create');
      expect(new URLSearchParams(create.body).get('p2p.preference')).toBe('enabled');
      // the REST call is authenticated with a JWT signed by the project secret
      expect(jwt.verify(create.auth, apiSecret)).toMatchObject({ iss: apiKey, ist: 'project' });

      const sessionId: string = patient.body.tokSession;
      const [stored] = await w.db.query(`SELECT tok_session FROM tele_requests WHERE id = $1`, [teleID]);
      expect(stored.tok_session).toBe(sessionId);

      const nurse = await get(w, `/api/v1/tele/call/${teleID}`, w.tokens.nurse);
      expect(nurse.body.tokSession).toBe(sessionId);
      expect(standIn.requests).toHaveLength(1); // reused, not created again

      const now = Date.now() / 1000;
      const pt = jwt.verify(patient.body.tokToken, apiSecret) as Record<string, any>;
      expect(pt).toMatchObject({ iss: apiKey, session_id: sessionId, role: 'publisher', scope: 'session.connect' });
      expect(JSON.parse(pt.connection_data)).toEqual({ userID: w.ids.patient, name: expect.stringContaining('สมชาย') });
      expect(pt.expire_time).toBeGreaterThan(now + 2 * 3600 - 60);
      expect(pt.expire_time).toBeLessThanOrEqual(now + 2 * 3600 + 5);
      const nt = jwt.verify(nurse.body.tokToken, apiSecret) as Record<string, any>;
      expect(nt).toMatchObject({ session_id: sessionId, role: 'moderator' });
      expect(JSON.parse(nt.connection_data).userID).toBe(w.ids.nurse);
    });

    it('answers 502 with the Thai message when OpenTok fails, and stores nothing', async () => {
      const teleID = await insertCase(w, w.ids.patient, 2);
      standIn.fail.on = true;
      try {
        const res = await get(w, `/api/v1/tele/call/${teleID}`, w.tokens.nurse);
        expect(res.status).toBe(502);
        expect(res.body.message).toBe(VIDEO_MESSAGES.providerFailed);
      } finally {
        standIn.fail.on = false;
      }
      const [row] = await w.db.query(`SELECT tok_session FROM tele_requests WHERE id = $1`, [teleID]);
      expect(row.tok_session).toBeNull();
    });
  });

  describe('jwt meeting host', () => {
    const host = 'https://meet.example.test';
    const secret = 'meeting-host-secret-0123456789abcdef';
    let w: World;
    let teleID: string;

    beforeAll(async () => {
      w = await world({ VIDEO_PROVIDER: 'jwt', VIDEO_JWT_HOST: `${host}/`, VIDEO_JWT_SECRET: secret, VIDEO_JWT_APP_ID: 'skin-care' });
      teleID = await insertCase(w, w.ids.patient, 1);
    });
    afterAll(async () => {
      await w?.app.close();
    });

    it('signs a meeting JWT with the room, the user and an expiry, and the url carries it', async () => {
      const staff = await get(w, `/api/v1/tele/call2/${teleID}`, w.tokens.nurse);
      expect(staff.status).toBe(200);
      const room = `tele-${teleID}`;
      expect(staff.body.url).toBe(`${host}/${room}?jwt=${staff.body.token}`);
      const now = Date.now() / 1000;
      const claims = jwt.verify(staff.body.token, secret, { audience: 'jitsi', issuer: 'skin-care' }) as Record<string, any>;
      expect(claims).toMatchObject({ sub: 'meet.example.test', room, context: { user: { id: w.ids.nurse, moderator: true } } });
      expect(claims.context.user.name).toContain('พยาบาล');
      expect(claims.exp).toBeGreaterThan(now + 3600);
      expect(claims.exp).toBeLessThanOrEqual(now + 2 * 3600 + 5);
      expect(() => jwt.verify(staff.body.token, 'another-secret')).toThrow();

      const link = w.app.api.get(VideoLinkSigner).sign(teleID, w.ids.patient);
      for (const call of ['session2', 'answer2']) {
        const patient = await get(w, `/api/v1/tele/${call}/${teleID}?t=${encodeURIComponent(link)}`);
        expect(patient.status).toBe(200);
        expect(jwt.verify(patient.body.token, secret)).toMatchObject({ room, context: { user: { id: w.ids.patient, moderator: false } } });
        expect((await get(w, `/api/v1/tele/${call}/${teleID}`)).status).toBe(401);
      }
      expect((await get(w, `/api/v1/tele/call2/${teleID}`, w.tokens.patient)).status).toBe(403);
      expect((await get(w, `/api/v1/tele/call2/${teleID}`, w.tokens.network)).status).toBe(404);

      // the call of §7 names the provider and gives the same kind of token
      const call = await get(w, `/api/v1/tele/call/${teleID}`, w.tokens.patient);
      expect(call.body).toMatchObject({ provider: 'jwt', tokSession: room });
      expect(jwt.verify(call.body.tokToken, secret)).toMatchObject({ room });
    });
  });
});
