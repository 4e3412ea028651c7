// accounts §2 profile (register with the HIS), §3 patient record, §6, §8, and DESIGN.md 'How
// an event travels': Medrec asks, the request and the job commit together, the worker gets
// the HN from the HIS (the stand-in over the `his` schema) and the patient's room hears it.
// One patient, one HN: double clicks, concurrent staff and re-run jobs included.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Outbox } from '../../core/src/index.js';
import { DEMO_PATIENT_PROFILES } from '../src/demo/demo-patients.js';
import { MESSAGES } from '../../rules/src/index.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';
import { nationalId } from '../../../test/fixtures/people.js';

describe('his-registration', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const sockets: Socket[] = [];
  const s: Record<string, Session> = {};

  const register = (who: Session | undefined, userID: string, extra: Record<string, unknown> = {}) =>
    app.request('POST', '/api/v1/patient', { token: who?.token, body: { person: { userID, ...extra } }, headers: { 'content-type': 'application/json-patch+json' } });

  /** A complete patient added by Medrec (full form); answers the new user id. */
  async function addPatient(first12: string): Promise<string> {
    const res = await app.request('POST', '/api/v1/childuser', {
      token: s.medrec.token,
      body: { ...DEMO_PATIENT_PROFILES[0].fields, firstName: 'ทดสอบ', lastName: `เอชเอ็น${first12.slice(-2)}`, idCard: nationalId(first12) },
    });
    expect(res.status).toBe(200);
    return res.body.userId;
  }

  const hnOf = async (userID: string) => (await db.query(`SELECT hn FROM users WHERE id = $1`, [userID]))[0].hn as string | null;
  const jobsFor = (userID: string) =>
    db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'his.registerPatient' AND payload->>'userID' = $1 ORDER BY id`, [userID]) as Promise<Array<{ id: string }>>;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    const logins: Record<string, string> = {
      wandee: '1920100567894',
      malee: '3100600445635',
      somchai: '1103702071811',
      medrec: 'medrec@demo.skin.go.th',
      admin: 'admin@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(async () => {
    sockets.forEach((x) => x.disconnect());
    await app.close();
  });

  it('Medrec registers the new demo patient: 202, the worker gets a 7-character HN, the patient hears it live', async () => {
    const wandee = s.wandee.userID;
    const socket = await connected(openSocket(app.baseUrl, s.wandee.token, sockets));
    expect(await joinRoom(socket, `patient:${wandee}`)).toEqual({ ok: true });
    const heard: any[] = [];
    socket.on('patient.hnAssigned', (event, room) => heard.push({ event, room }));

    // The body's person is not trusted: only its userID is read.
    const res = await register(s.medrec, wandee, { cid: '1103702071811', firstName: 'ปลอม' });
    expect(res).toEqual({ status: 202, body: { status: 'queued', hn: null, message: MESSAGES.hisQueued } });

    const [{ event, room }] = await eventually(async () => (heard.length ? heard : undefined), 15_000);
    expect(room).toBe(`patient:${wandee}`);
    expect(event.userID).toBe(wandee);
    expect(event.hn).toMatch(/^\d{7}$/);
    expect(['6500123', '6500456']).not.toContain(event.hn);

    const profile = await app.request('GET', '/api/v1/profile', { token: s.wandee.token });
    expect(profile.body).toMatchObject({ hn: event.hn, hisPending: false });
    expect((await app.request('GET', '/api/v1/profile/address', { token: s.wandee.token })).body.isNewPatient).toBe(false);

    // The HIS got the stored person, not the body's.
    const [his] = await db.query(`SELECT hn, cid, person FROM his.patients WHERE hn = $1`, [event.hn]);
    expect(his.cid).toBe('1920100567894');
    expect(his.person).toMatchObject({
      userID: wandee,
      cid: '1920100567894',
      firstName: 'วันดี',
      titleKey: '004',
      genderKey: '2',
      birthDT: '1998-11-02',
      thSubdistrictKey: '920109',
      thDistrictKey: '9201',
      thProvinceKey: '92',
      zipCode: '92000',
      maritalStatusKey: '1',
      pcuAreaTypeKey: 4,
      rhBloodGroupKey: 0,
      isDead: 0,
      fullName: 'นางสาววันดี ใจงาม',
    });

    // Asking again answers the HN, queues nothing.
    const again = await register(s.admin, wandee);
    expect(again).toEqual({ status: 200, body: { status: 'registered', hn: event.hn, message: MESSAGES.hisAlreadyRegistered + event.hn } });
    expect(await jobsFor(wandee)).toHaveLength(1);
  });

  it('answers the HN of a patient the records system already knows (demo HNs 6500123 and 6500456)', async () => {
    for (const [who, hn, cid] of [[s.somchai, '6500123', '1103702071811'], [s.malee, '6500456', '3100600445635']] as const) {
      const res = await register(s.medrec, who.userID);
      expect(res).toEqual({ status: 200, body: { status: 'registered', hn, message: MESSAGES.hisAlreadyRegistered + hn } });
      expect(await db.query(`SELECT cid FROM his.patients WHERE hn = $1`, [hn])).toEqual([{ cid }]);
      expect(await jobsFor(who.userID)).toEqual([]);
    }
  });

  it('gives one HN for concurrent requests, a re-run job and a second job for the same person', async () => {
    const userID = await addPatient('120030000001');
    const medrecSocket = await connected(openSocket(app.baseUrl, s.medrec.token, sockets));
    expect(await joinRoom(medrecSocket, `patient:${userID}`)).toEqual({ ok: true });
    const heard: any[] = [];
    medrecSocket.on('patient.hnAssigned', (event) => heard.push(event));

    // A double click by Medrec and Admin at the same moment: one job.
    const answers = await Promise.all([register(s.medrec, userID), register(s.medrec, userID), register(s.admin, userID)]);
    for (const a of answers) expect([200, 202]).toContain(a.status);
    expect(await jobsFor(userID)).toHaveLength(1);

    const hn = await eventually(async () => (await hnOf(userID)) ?? undefined, 15_000);
    expect(hn).toMatch(/^\d{7}$/);
    await eventually(async () => heard.length > 0);

    // BullMQ runs the same job again (as after a crash mid-job).
    const [{ id }] = await jobsFor(userID);
    const queue = app.queue('his');
    // Read once BullMQ has marked it completed (the HN is committed a moment before): a job read while running has no finishedOn.
    const job = await eventually(async () => {
      const read = await queue.getJob(`outbox-${id}`);
      return read && (await read.isCompleted()) && read.finishedOn ? read : undefined;
    });
    const firstFinish = job.finishedOn!;
    await job.retry('completed');
    await eventually(async () => {
      const again = await queue.getJob(job.id!);
      return (await again?.isCompleted()) && again!.finishedOn! > firstFinish;
    }, 15_000);

    // A second job for the same person (a request re-queued after it looked lost), and the
    // HN cleared meanwhile, as if the write-back had never happened: the HIS answers the same HN.
    await db.query(`UPDATE users SET hn = NULL WHERE id = $1`, [userID]);
    const second = await db.transaction((m) => app.api.get(Outbox).job(m, 'his.registerPatient', { userID, requestedBy: s.admin.userID }));
    await eventually(async () => (await (await queue.getJob(`outbox-${second}`))?.isCompleted()) || undefined, 15_000);

    expect(await hnOf(userID)).toBe(hn);
    const cid = nationalId('120030000001');
    expect(await db.query(`SELECT hn FROM his.patients WHERE cid = $1`, [cid])).toEqual([{ hn }]);
    expect(heard.every((e) => e.hn === hn && e.userID === userID)).toBe(true);
    const pending = await db.query(`SELECT his_requested_at FROM patient_profiles WHERE user_id = $1`, [userID]);
    expect(pending).toEqual([{ his_requested_at: null }]);
  });

  it('shows a request as pending until the HN comes back, and queues again only a request that looks lost', async () => {
    const userID = await addPatient('120030000002');
    // As if a request were in flight: asked again, it answers queued and writes no job.
    await db.query(`UPDATE patient_profiles SET his_requested_at = now() WHERE user_id = $1`, [userID]);
    const profile = await app.request('GET', `/api/v1/user/Id/${userID}`, { token: s.medrec.token });
    expect(profile.body).toMatchObject({ hn: null, hisPending: true });
    expect(await register(s.medrec, userID)).toEqual({ status: 202, body: { status: 'queued', hn: null, message: MESSAGES.hisQueued } });
    expect(await jobsFor(userID)).toEqual([]);
    // A request older than every retry of its job is taken as lost: a new job goes out.
    await db.query(`UPDATE patient_profiles SET his_requested_at = now() - interval '11 minutes' WHERE user_id = $1`, [userID]);
    expect((await register(s.medrec, userID)).status).toBe(202);
    expect(await jobsFor(userID)).toHaveLength(1);
    await eventually(async () => (await hnOf(userID)) ?? undefined, 15_000);
    const done = await app.request('GET', `/api/v1/user/Id/${userID}`, { token: s.medrec.token });
    expect(done.body.hisPending).toBe(false);
  });

  it('answers the legacy-data message when the stored record lacks what the HIS needs, and queues nothing', async () => {
    const short = await app.request('POST', '/api/v1/childuser', {
      token: s.medrec.token,
      body: { titleKey: '003', firstName: 'ข้อมูล', lastName: 'เก่า', idCard: nationalId('120030000003'), birthDate: '1950-05-05', phone: '0870000000' },
    });
    const userID = short.body.userId;
    const res = await register(s.medrec, userID);
    expect(res).toEqual({ status: 400, body: { statusCode: 400, message: MESSAGES.hisLegacyData } });
    expect(await jobsFor(userID)).toEqual([]);
    expect(await db.query(`SELECT his_requested_at FROM patient_profiles WHERE user_id = $1`, [userID])).toEqual([{ his_requested_at: null }]);
  });

  it('is for Admin and Medrec only; a missing person is 404', async () => {
    for (const who of [s.wandee, s.malee, s.nurse, s.network]) expect((await register(who, s.somchai.userID)).status).toBe(403);
    expect((await register(undefined, s.somchai.userID)).status).toBe(401);
    expect((await register(s.medrec, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await register(s.medrec, s.nurse.userID)).status).toBe(404);
    expect((await app.request('POST', '/api/v1/patient', { token: s.medrec.token, body: {} })).status).toBe(400);
  });
});
