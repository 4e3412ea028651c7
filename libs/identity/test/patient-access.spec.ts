// Issue 28 item 2, "One access rule, asked by every reader": may this person see this patient's
// data (docs/permissions.md, the section at the top; libs/identity IdentityPatientAccess behind
// libs/core PatientAccess). Three patients in three states — Somchai (shared), Malee (withdrew
// 'network_sharing'), Wandee (deactivated her account) — each with a consultation asked by
// N_HOSPITAL of N_DOCTOR, a photo on it and a visit today in the HIS stand-in. First one test
// per hole the issue found (each failed before the rule was asked there), then the walk: every
// route of the OpenAPI document that takes a patient's id, HN, case, file or visit × every role
// × every patient state must answer what the rule allows, and no list or search may name a
// patient the caller may not see.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.js';
import { demoTodayVisitKey } from '../../integrations/src/his/local-his-clinical-demo.js';
import { MESSAGES, RECEIPT_MESSAGES, TELE_MESSAGES, bangkokDateKey, inBangkok } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';
import { nextOpenMonday } from '../../../test/fixtures/open-monday.js';

describe('patient-access', () => {
  type Session = { token: string; userID: string; role: string | null };
  type State = 'shared' | 'withdrew' | 'deactivated';
  interface Subject {
    name: string;
    state: State;
    userID: string;
    hn: string;
    idCard: string;
    phone: string;
    firstName: string;
    teleID: string;
    fileID: string;
    visitKey: string;
  }

  const root = path.resolve(import.meta.dirname, '../../..');
  const ROLES = ['Admin', 'Medrec', 'Nurse', 'Finance', 'Shipping', 'N_DOCTOR', 'N_NURSE', 'N_HOSPITAL'] as const;
  const today = bangkokDateKey();
  const WANDEE_HN = '6500999';
  const WANDEE_VISIT = `PA28-${today}`;

  let app: TestApp;
  let db: DataSource;
  /** Signed-in callers by permissions.md column: 'patient' is Somchai. */
  const as: Record<string, Session> = {};
  const people: Record<'somchai' | 'malee' | 'wandee', Subject> = {} as never;
  const subjects = () => [people.somchai, people.malee, people.wandee];
  const sockets: Socket[] = [];
  const heard = new Map<Socket, Array<{ event: string; payload: any; room: string; at: number }>>();
  /** When Malee's withdrawal was saved: nothing of hers may reach a network socket after it. */
  let withdrawnAt = 0;

  /** The next Monday at least a week ahead (a weekday, never past). */
  /** Issue 35 item 2: the next Monday a week ahead that is no holiday (a substitute Monday refuses bookings). */
  const nextMonday = nextOpenMonday;

  const consult = (who: Session, userID: string, parentID = as.N_DOCTOR.userID) =>
    app.request('POST', '/api/v1/consult', {
      token: who.token,
      body: { userID, parentID, serviceType: 3, appointDatetime: `${nextMonday()}T10:00`, description: 'ผื่นแดงที่แขน 2 สัปดาห์' },
    });

  async function photo(who: Session, teleID: string): Promise<string> {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const res = await app.request('POST', '/api/v1/tele/upload', {
      token: who.token,
      body: { teleID, fileName: 'ผื่น.jpg', fileType: 'image/jpeg', fileSize: bytes.length, fileBase64: `data:image/jpeg;base64,${bytes.toString('base64')}`, fileCategoryID: 0 },
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.fileID;
  }

  async function listening(who: Session, room: string): Promise<Socket> {
    const socket = await connected(openSocket(app.baseUrl, who.token, sockets));
    const got: Array<{ event: string; payload: any; room: string; at: number }> = [];
    heard.set(socket, got);
    socket.onAny((event: string, payload: unknown, r: string) => got.push({ event, payload, room: r, at: Date.now() }));
    expect(await joinRoom(socket, room)).toEqual({ ok: true });
    return socket;
  }
  const heardOf = (socket: Socket, teleID: string) => heard.get(socket)!.filter((e) => e.payload?.teleID === teleID);

  /** Sockets joined while every patient was still shared: they must stop hearing what the rule now hides. */
  const early: Record<string, Socket> = {};

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
    db = app.api.get(DataSource);
    for (const role of ROLES) as[role] = await app.login(DEMO_ACCOUNTS.find((a) => a.role === role)!.login);
    const logins = { somchai: '1103702071811', malee: '3100600445635', wandee: '1920100567894' } as const;
    const sessions: Record<string, Session> = {};
    for (const [name, login] of Object.entries(logins)) sessions[name] = await app.login(login);
    as.patient = sessions.somchai;

    // Wandee gets an HN and a visit today in the HIS stand-in (it shares the database), as Somchai and Malee have.
    await db.query(`UPDATE users SET hn = $2 WHERE id = $1`, [sessions.wandee.userID, WANDEE_HN]);
    await db.query(`INSERT INTO his.patients (hn, cid, person) VALUES ($1, $2, $3)`, [WANDEE_HN, logins.wandee, { fullName: 'นางสาววันดี ทดสอบ', genderKey: '2', birthDT: '1990-01-01' }]);
    await db.query(
      `INSERT INTO his.clinic_visits (clinic_visit_key, hn, cn, service_unit_key, record_dt) VALUES ($1, $2, 'cn', '01', ($3::date + time '11:00') AT TIME ZONE 'Asia/Bangkok')`,
      [WANDEE_VISIT, WANDEE_HN, today],
    );

    const visitKeys = { somchai: demoTodayVisitKey(today, '01'), malee: demoTodayVisitKey(today, '02'), wandee: WANDEE_VISIT };
    const states = { somchai: 'shared', malee: 'withdrew', wandee: 'deactivated' } as const;
    for (const name of ['somchai', 'malee', 'wandee'] as const) {
      const s = sessions[name];
      const created = await consult(as.N_HOSPITAL, s.userID);
      expect(created.status).toBe(200);
      const teleID = created.body.data.teleID as string;
      const fileID = await photo(s, teleID);
      const [u] = await db.query(`SELECT hn, id_card, phone, first_name FROM users WHERE id = $1`, [s.userID]);
      people[name] = { name, state: states[name], userID: s.userID, hn: u.hn, idCard: u.id_card.trim(), phone: u.phone ?? '', firstName: u.first_name, teleID, fileID, visitKey: visitKeys[name] };
    }
    // Thumbnails are made by the worker.
    for (const p of subjects()) await eventually(async () => (await db.query(`SELECT state FROM stored_files WHERE id = $1`, [p.fileID]))[0].state !== 'processing' || undefined, 20_000);
    // Wandee's case is being handled (a case nobody handled yet goes with the account).
    await db.query(`UPDATE tele_requests SET flow_status = 1 WHERE id = $1`, [people.wandee.teleID]);

    early.nNurseOnMalee = await listening(as.N_NURSE, `patient:${people.malee.userID}`);
    early.adminOnMalee = await listening(as.Admin, `patient:${people.malee.userID}`);

    // Malee withdraws network sharing (agreeing first if the demo data has no agreement); Wandee closes her account.
    const mine = await app.request('GET', '/api/v1/me/consents', { token: sessions.malee.token });
    const sharing = mine.body.purposes.find((p: { purpose: string }) => p.purpose === 'network_sharing');
    if (!sharing.agreedCurrent) expect((await app.request('POST', '/api/v1/me/consents/network_sharing/agree', { token: sessions.malee.token, body: { textSha256: sharing.current.textSha256 } })).status).toBe(200);
    expect((await app.request('POST', '/api/v1/me/consents/network_sharing/withdraw', { token: sessions.malee.token })).status).toBe(200);
    withdrawnAt = Date.now();
    as.malee = sessions.malee;
    expect((await app.request('POST', '/api/v1/identity/deactivate', { token: sessions.wandee.token, body: { isDelete: false } })).status).toBe(200);
    expect(await db.query(`SELECT hn, deactivated_at IS NOT NULL AS gone FROM users WHERE id = $1`, [people.wandee.userID])).toEqual([{ hn: null, gone: true }]);
    // Deactivation kept the case being handled, and its photo.
    expect((await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE id = $1`, [people.wandee.fileID]))[0].n).toBe(1);
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app?.close();
  });

  /** The rule, said independently of the code: own; a patient no one else; hospital staff everyone; network staff the shared. */
  function ruleAllows(caller: Session, subject: Subject): boolean {
    if (caller.userID === subject.userID) return true;
    if (caller.role === null) return false;
    if (!caller.role.startsWith('N_')) return true;
    return subject.state === 'shared';
  }
  const NETWORK = ['N_DOCTOR', 'N_NURSE', 'N_HOSPITAL'] as const;
  const HOSPITAL = ['Admin', 'Medrec', 'Nurse'] as const;
  const get = (who: Session, url: string) => app.request('GET', url, { token: who.token });

  describe('each hole of issue 28, closed', () => {
    it('photos: a network reader of the case gets 404 for a patient who withdrew network sharing or closed the account; hospital staff still read them', async () => {
      for (const role of ['N_DOCTOR', 'N_HOSPITAL'] as const) {
        expect((await get(as[role], `/api/v1/tele/upload/${people.somchai.fileID}`)).status).toBe(200);
        for (const hidden of [people.malee, people.wandee]) {
          const res = await get(as[role], `/api/v1/tele/upload/${hidden.fileID}`);
          expect({ role, who: hidden.name, status: res.status, message: res.body.message }).toEqual({ role, who: hidden.name, status: 404, message: TELE_MESSAGES.fileNotFound });
        }
      }
      for (const role of HOSPITAL) for (const p of subjects()) expect((await get(as[role], `/api/v1/tele/upload/${p.fileID}`)).status).toBe(200);
    });

    it('thumbnails: the same answer as the photo', async () => {
      for (const role of ['N_DOCTOR', 'N_HOSPITAL'] as const) {
        expect((await get(as[role], `/api/v1/tele/upload/${people.somchai.fileID}/thumbnail`)).status).toBe(200);
        for (const hidden of [people.malee, people.wandee]) expect((await get(as[role], `/api/v1/tele/upload/${hidden.fileID}/thumbnail`)).status).toBe(404);
      }
      expect((await get(as.Nurse, `/api/v1/tele/upload/${people.malee.fileID}/thumbnail`)).status).toBe(200);
    });

    it("treatment history: N_DOCTOR gets 404 for the HN of a patient who withdrew network sharing or closed the account; hospital staff read it", async () => {
      expect((await get(as.N_DOCTOR, `/api/v1/patient/clinicvisit/${people.somchai.hn}`)).status).toBe(200);
      for (const hidden of [people.malee, people.wandee]) {
        const res = await get(as.N_DOCTOR, `/api/v1/patient/clinicvisit/${hidden.hn}`);
        expect({ who: hidden.name, status: res.status, message: res.body.message }).toEqual({ who: hidden.name, status: 404, message: MESSAGES.patientNotFound });
      }
      for (const hidden of [people.malee, people.wandee]) {
        const res = await get(as.Nurse, `/api/v1/patient/clinicvisit/${hidden.hn}`);
        expect(res.status).toBe(200);
        expect(res.body.data.map((v: { HN: string }) => v.HN)).toContain(hidden.hn);
      }
    });

    it('CCNote and ICD-10 lists: N_DOCTOR does not see the visits of hidden patients, nor save them (404); hospital staff see all three', async () => {
      for (const base of ['checknote', 'icd10']) {
        const network = await get(as.N_DOCTOR, `/api/v1/${base}/01/${today}/${today}`);
        expect(network.status).toBe(200);
        expect(network.body.data.map((v: { HN: string }) => v.HN)).toEqual([people.somchai.hn]);
        const nurse = await get(as.Nurse, `/api/v1/${base}/01/${today}/${today}`);
        expect(nurse.body.data.map((v: { HN: string }) => v.HN).sort()).toEqual([people.somchai.hn, people.malee.hn, people.wandee.hn].sort());
      }
      const save = await app.request('PUT', `/api/v1/checknote/${people.malee.visitKey}`, { token: as.N_DOCTOR.token, body: { CCNote: 'อ่านได้ไหม' } });
      expect(save.status).toBe(404);
      const codes = await app.request('PUT', `/api/v1/icd10/${people.wandee.visitKey}`, { token: as.N_DOCTOR.token, body: { labels: ['L40.0'] } });
      expect(codes.status).toBe(404);
    });

    it('patient search by name, HN, national ID and phone: network roles do not find a patient who withdrew network sharing; hospital staff do', async () => {
      const p = people.malee;
      for (const keyword of [p.firstName, p.hn, p.idCard, p.phone].filter((k) => k.length >= 3)) {
        const url = `/api/v1/user?Keyword=${encodeURIComponent(keyword)}`;
        for (const role of NETWORK) {
          const res = await get(as[role], url);
          expect({ role, keyword, status: res.status, found: res.body.data.some((r: { userID: string }) => r.userID === p.userID) }).toEqual({ role, keyword, status: 200, found: false });
        }
        for (const role of HOSPITAL) expect((await get(as[role], url)).body.data.some((r: { userID: string }) => r.userID === p.userID)).toBe(true);
      }
      const shared = await get(as.N_NURSE, `/api/v1/user?Keyword=${people.somchai.hn}`);
      expect(shared.body.data.map((r: { userID: string }) => r.userID)).toEqual([people.somchai.userID]);
    });

    it("socket: a network account cannot join a hidden patient's room, and one that joined before the withdrawal hears nothing more", async () => {
      const socket = await connected(openSocket(app.baseUrl, as.N_NURSE.token, sockets));
      expect(await joinRoom(socket, `patient:${people.malee.userID}`)).toEqual({ ok: false, message: MESSAGES.forbidden });
      expect(await joinRoom(socket, `patient:${people.wandee.userID}`)).toEqual({ ok: false, message: MESSAGES.forbidden });
      expect(await joinRoom(socket, `patient:${people.somchai.userID}`)).toEqual({ ok: true });
      const admin = await connected(openSocket(app.baseUrl, as.Admin.token, sockets));
      expect(await joinRoom(admin, `patient:${people.malee.userID}`)).toEqual({ ok: true });

      // A case event of Malee's (she adds a photo): her room hears it, the network socket that joined earlier does not.
      await photo(as.malee, people.malee.teleID);
      await eventually(async () => heardOf(early.adminOnMalee, people.malee.teleID).length > 0 || undefined);
      await new Promise((r) => setTimeout(r, 300));
      // (An event of hers delivered before the withdrawal was hers to hear then.)
      expect(heardOf(early.nNurseOnMalee, people.malee.teleID).filter((e) => e.at >= withdrawnAt)).toEqual([]);
    });

    it('consult: a network hospital cannot ask for a patient who withdrew network sharing or closed the account (404); Admin still can', async () => {
      for (const role of NETWORK) {
        for (const hidden of [people.malee, people.wandee]) {
          const res = await consult(as[role], hidden.userID);
          expect({ role, who: hidden.name, status: res.status, message: res.body.message }).toEqual({ role, who: hidden.name, status: 404, message: MESSAGES.patientNotFound });
        }
      }
      expect((await consult(as.N_NURSE, people.somchai.userID)).status).toBe(200);
      expect((await consult(as.Admin, people.malee.userID)).status).toBe(200);
    });

    it("board:network: a consultation's events reach Admin and its own network accounts only, and none of a hidden patient's", async () => {
      const boards = {
        Admin: await listening(as.Admin, 'board:network'),
        N_DOCTOR: await listening(as.N_DOCTOR, 'board:network'),
        N_NURSE: await listening(as.N_NURSE, 'board:network'),
        N_HOSPITAL: await listening(as.N_HOSPITAL, 'board:network'),
      };
      // N_NURSE asks N_DOCTOR for Somchai: N_HOSPITAL is no part of it.
      const created = await consult(as.N_NURSE, people.somchai.userID);
      const teleID = created.body.data.teleID as string;
      for (const who of ['Admin', 'N_DOCTOR', 'N_NURSE'] as const) await eventually(async () => heardOf(boards[who], teleID).length > 0 || undefined);
      // Malee's consultation (asked by N_HOSPITAL of N_DOCTOR) changes: Admin hears it, its network accounts no longer.
      await photo(as.malee, people.malee.teleID);
      await eventually(async () => heardOf(boards.Admin, people.malee.teleID).length > 0 || undefined);
      await new Promise((r) => setTimeout(r, 300));
      expect(heardOf(boards.N_HOSPITAL, teleID)).toEqual([]);
      for (const who of ['N_DOCTOR', 'N_NURSE', 'N_HOSPITAL'] as const) expect({ who, heard: heardOf(boards[who], people.malee.teleID) }).toEqual({ who, heard: [] });
      // The events name the consultation's accounts, and a refused socket stays on its board.
      expect(heardOf(boards.Admin, teleID)[0].payload.networkOf.sort()).toEqual([as.N_NURSE.userID, as.N_DOCTOR.userID].sort());
      await photo(as.patient, people.somchai.teleID); // Somchai's own consultation, asked by N_HOSPITAL
      await eventually(async () => heardOf(boards.N_HOSPITAL, people.somchai.teleID).length > 0 || undefined);
    });

    it('no query outside identity pastes the consent SQL: readers take the rule (PatientAccess)', () => {
      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((n) => {
          const full = path.join(dir, n);
          if (n === 'dist' || n === 'node_modules') return [];
          return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
        });
      const pasted = files(path.join(root, 'libs'))
        .filter((f) => !f.includes(`${path.sep}libs${path.sep}identity${path.sep}`))
        .filter((f) => /withdrawnSql|isWithdrawn|consent_ledger/.test(readFileSync(f, 'utf8')));
      expect(pasted.map((f) => path.relative(root, f))).toEqual([]);
    });
  });

  // ── The walk: every route × every role × every patient state ─────────────────────────────

  /** The permission table (docs/permissions.md): who may call a route at all. */
  const doc = readFileSync(path.join(root, 'docs/permissions.md'), 'utf8');
  const tableRows = doc
    .slice(doc.indexOf('<!-- permissions:start -->'), doc.indexOf('<!-- permissions:end -->'))
    .split('\n')
    .filter((l) => l.startsWith('|'));
  const header = tableRows[0].split('|').slice(1, -1).map((c) => c.trim());
  const cells = new Map<string, Record<string, string>>(
    tableRows.slice(2).map((l): [string, Record<string, string>] => {
      const c = l.split('|').slice(1, -1).map((x) => x.trim());
      return [`${c[0]} ${c[1]}`, Object.fromEntries(header.map((h, i) => [h, c[i]]))];
    }),
  );
  const CALLERS = ['patient', ...ROLES];

  /** Path parameters that name a patient's data, and what stands in for each subject. */
  const PATIENT_PARAMS: Record<string, (p: Subject) => string> = {
    userID: (p) => p.userID,
    hn: (p) => p.hn,
    teleID: (p) => p.teleID,
    fileID: (p) => p.fileID,
    clinicVisitKey: (p) => p.visitKey,
  };
  /** The same parameters for no one at all. */
  const NOBODY: Record<string, string> = {
    userID: '00000000-0000-4000-8000-000000000028',
    hn: '0000028',
    teleID: '00000000-0000-4000-8000-000000000028',
    fileID: '00000000-0000-4000-8000-000000000028',
    clinicVisitKey: 'no-such-visit-28',
  };
  /** A body the route would take (so the walk reaches the access check), else {} for a write. */
  function bodyOf(key: string, userID: string): unknown {
    if (key === 'POST /api/v1/consult') return { userID, parentID: as.N_DOCTOR.userID, serviceType: 3, appointDatetime: `${nextMonday()}T10:00`, description: 'ตรวจ' };
    if (key === 'PUT /api/v1/checknote/:clinicVisitKey') return { CCNote: 'ตรวจ' };
    if (key === 'PUT /api/v1/icd10/:clinicVisitKey') return { labels: [] };
    return key.startsWith('GET ') ? undefined : {};
  }
  /** Other parameters, a value each (enough for the route to be read). */
  const OTHER_PARAMS: Record<string, string> = {
    date: today,
    serviceUnitKey: '01',
    startDate: today,
    endDate: today,
    provinceId: '92',
    amphurId: '9201',
    year: today.slice(0, 4),
    month: today.slice(5, 7),
    kind: 'tele',
    slotType: '1',
    role: 'N_DOCTOR',
    purpose: 'network_sharing',
    linkID: '00000000-0000-4000-8000-000000000033', // issue 33: a caregiver link (none: the person's own 404)
  };
  /**
   * Routes outside the rule: the HIS stand-in's own data entry (the outside system's page, not our
   * product; it answers only while the HIS is the stand-in) and the calls a patient makes about
   * themself only (their own consents, export and deactivation take no one else's id).
   */
  const OUTSIDE = [/^\/his-stand-in\//];

  interface Route {
    method: string;
    path: string;
  }

  async function documentedRoutes(): Promise<Route[]> {
    const res = await app.request('GET', '/api/docs-json');
    const routes: Route[] = [];
    for (const [p, ops] of Object.entries(res.body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) if (['get', 'post', 'put', 'delete'].includes(method)) routes.push({ method: method.toUpperCase(), path: p.replace(/\{([^}]+)\}/g, ':$1') });
    }
    return routes;
  }

  /** Whether the caller reaches the subject's case at all by its scope (teleAccessOf): the patient, hospital staff, the consultation's own network accounts. */
  function caseScope(caller: Session, subject: Subject, callerName: string): boolean {
    if (caller.role === null) return caller.userID === subject.userID;
    return !caller.role.startsWith('N_') || callerName === 'N_HOSPITAL' || callerName === 'N_DOCTOR';
  }

  const refusedStatuses = [401, 403, 404];

  /** A case's 404 that says the thing does not exist yet (no receipt before Finance verifies), not that the case is hidden. */
  const NOT_YET: Record<string, string> = { 'GET /api/v1/tele/:teleID/receipt': RECEIPT_MESSAGES.notIssued };
  const notYet = (key: string, body: unknown) => NOT_YET[key] !== undefined && (body as { message?: string } | undefined)?.message === NOT_YET[key];

  it('walks every documented route that takes a patient: every role × own, another, withdrew network sharing, deactivated', async () => {
    const routes = (await documentedRoutes()).filter((r) => !OUTSIDE.some((o) => o.test(r.path)));
    const withPatient = routes.filter((r) => Object.keys(PATIENT_PARAMS).some((k) => r.path.includes(`:${k}`)) || `${r.method} ${r.path}` === 'POST /api/v1/consult');
    expect(withPatient.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of withPatient) {
      const key = `${route.method} ${route.path}`;
      const row = cells.get(key);
      if (!row) throw new Error(`${key} has no row in docs/permissions.md`);
      for (const callerName of CALLERS) {
        const caller = as[callerName];
        const cell = row[callerName];
        if (cell === '✗') continue; // refused whatever the patient (apps/api/test/permissions.spec.ts)
        // The answer for ids nobody has: a refusal that says nothing of the patient may be the same one.
        let baseline: number | undefined;
        const nobody = async (): Promise<number> => {
          if (baseline === undefined) {
            const url = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => (PATIENT_PARAMS[name] ? NOBODY[name] : OTHER_PARAMS[name]));
            baseline = (await app.request(route.method, url, { token: caller.token, body: bodyOf(key, NOBODY.userID) })).status;
          }
          return baseline;
        };
        for (const subject of subjects()) {
          const url = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => (PATIENT_PARAMS[name] ? PATIENT_PARAMS[name](subject) : (OTHER_PARAMS[name] ?? `unknown-${name}`)));
          if (url.includes('unknown-')) throw new Error(`${key}: no value for a parameter`);
          const res = await app.request(route.method, url, { token: caller.token, body: bodyOf(key, subject.userID) });
          const state = caller.userID === subject.userID ? 'own' : subject.state === 'shared' ? 'another' : subject.state;
          const allowed = ruleAllows(caller, subject);
          const label = `${key} as ${callerName}, ${state} (${subject.name}): ${res.status}`;
          if (res.status >= 500) wrong.push(`${label} — a server error`);
          else if (!allowed && !refusedStatuses.includes(res.status) && !(res.status === (await nobody()) && (res.status < 200 || res.status >= 300)))
            wrong.push(`${label} — the rule does not allow this patient`);
          else if (!allowed && JSON.stringify(res.body ?? '').includes(subject.userID) && key !== 'POST /api/v1/consult') wrong.push(`${label} — names the hidden patient`);
          else if (allowed && route.path.includes(':fileID') && caseScope(caller, subject, callerName) && res.status !== 200) wrong.push(`${label} — the rule allows this file`);
          else if (allowed && route.method === 'GET' && route.path.includes(':teleID') && caseScope(caller, subject, callerName) && res.status === 404 && !notYet(key, res.body))
            wrong.push(`${label} — the rule allows this case`);
          else if (allowed && route.method === 'GET' && route.path.includes(':userID') && caller.role !== null && res.status === 404) wrong.push(`${label} — the rule allows this person`);
          else if (allowed && key === 'GET /api/v1/patient/clinicvisit/:hn' && (callerName === 'N_DOCTOR' || HOSPITAL.includes(callerName as never)) && res.status !== 200) wrong.push(`${label} — the rule allows this history`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('walks every documented list, search and export: none names a patient the caller may not see', async () => {
    const routes = (await documentedRoutes()).filter((r) => r.method === 'GET' && !OUTSIDE.some((o) => o.test(r.path)));
    const lists = routes.filter((r) => !Object.keys(PATIENT_PARAMS).some((k) => r.path.includes(`:${k}`)));
    const queries: Record<string, string[]> = {
      '/api/v1/user': subjects().flatMap((p) => [p.firstName, p.hn, p.idCard].filter((k) => k.length >= 3).map((k) => `Keyword=${encodeURIComponent(k)}`)),
      '/api/v1/networktele': ['AppointDatetime=all'],
      '/api/v1/tele': ['AppointDatetime=all'],
      '/api/v1/data/report': [`from=${today}&to=${inBangkok().add(30, 'day').format('YYYY-MM-DD')}`],
    };
    const wrong: string[] = [];
    let answered = 0;
    for (const route of lists) {
      const key = `GET ${route.path}`;
      const row = cells.get(key);
      if (!row) throw new Error(`${key} has no row in docs/permissions.md`);
      const url = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => OTHER_PARAMS[name] ?? `unknown-${name}`);
      if (url.includes('unknown-')) continue; // no patient in a route whose parameters are not a patient's, a day or a unit
      for (const callerName of CALLERS) {
        if (row[callerName] === '✗') continue;
        const caller = as[callerName];
        for (const query of queries[route.path] ?? ['']) {
          const res = await app.request('GET', query ? `${url}?${query}` : url, { token: caller.token });
          if (res.status >= 500) wrong.push(`${key}?${query} as ${callerName}: ${res.status}`);
          if (res.status !== 200) continue;
          answered += 1;
          const text = JSON.stringify(res.body);
          for (const subject of subjects()) {
            if (ruleAllows(caller, subject)) continue;
            const named = [subject.userID, subject.teleID, subject.fileID, subject.visitKey].filter((id) => text.includes(id));
            if (named.length > 0) wrong.push(`${key}?${query} as ${callerName} names ${subject.name} (${subject.state}): ${named.join(', ')}`);
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  }, 300_000);

  /**
   * Issue 33, the caregiver states: Somchai (the 'patient' column) asks for Malee's data with
   * `X-Acting-For: <Malee>` through a link in each state. Acting through an active link, every GET
   * answers what Malee herself gets (the same status: the same rule, asked as her); a pending
   * adult's link and an ended one are refused on every route (404 before anything is read, or 403
   * on a route the person keeps to themselves), never a server error.
   */
  it('walks every documented route that takes a patient as a caregiver: active link = the person herself; pending adult and ended link refused', async () => {
    const docs = (await app.request('GET', '/api/docs-json')).body.paths as Record<string, Record<string, Record<string, unknown>>>;
    const selfOnly = new Set(
      Object.entries(docs).flatMap(([p, ops]) => Object.entries(ops).filter(([, op]) => op['x-self-only']).map(([m]) => `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`)),
    );
    const routes = (await documentedRoutes()).filter((r) => !OUTSIDE.some((o) => o.test(r.path)));
    const withPatient = routes.filter((r) => Object.keys(PATIENT_PARAMS).some((k) => r.path.includes(`:${k}`)));
    const caregiver = as.patient;
    const person = people.malee;
    const png = Buffer.from('caregiver-walk');
    const [link] = await db.query(
      `INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, agreed_at, agreed_how, signature_png, signature_sha256)
     VALUES ($1, $2, 'parent', 'pending', NULL, NULL, $3, repeat('0', 64)) RETURNING id`,
      [caregiver.userID, person.userID, png],
    );
    const setLink = (state: 'active' | 'pending' | 'ended') =>
      db.query(
        `UPDATE caregiver_links SET state = $2, agreed_at = CASE WHEN $2 = 'pending' THEN NULL ELSE now() END, agreed_how = CASE WHEN $2 = 'pending' THEN NULL ELSE 'self' END,
              ended_at = CASE WHEN $2 = 'ended' THEN now() END, ended_reason = CASE WHEN $2 = 'ended' THEN 'person' END WHERE id = $1`,
        [link.id, state],
      );
    const urlOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => (PATIENT_PARAMS[name] ? PATIENT_PARAMS[name](person) : (OTHER_PARAMS[name] ?? `unknown-${name}`)));
    const acting = (method: string, url: string, key: string) =>
      app.request(method, url, { token: caregiver.token, body: bodyOf(key, person.userID), headers: { 'x-acting-for': person.userID } });
    const wrong: string[] = [];
    let readAsHer = 0;
    try {
      await setLink('active');
      for (const route of withPatient.filter((r) => r.method === 'GET')) {
        const key = `${route.method} ${route.path}`;
        if (selfOnly.has(key)) continue;
        const url = urlOf(route.path);
        const herself = await app.request('GET', url, { token: as.malee.token });
        const res = await acting('GET', url, key);
        if (res.status >= 500) wrong.push(`${key} acting for a dependent: ${res.status} — a server error`);
        else if (res.status !== herself.status) wrong.push(`${key} acting for a dependent: ${res.status}, the person herself: ${herself.status}`);
        else if (res.status === 200) readAsHer += 1;
      }
      for (const state of ['pending', 'ended'] as const) {
        await setLink(state);
        for (const route of withPatient) {
          const key = `${route.method} ${route.path}`;
          const res = await acting(route.method, urlOf(route.path), key);
          if (![403, 404].includes(res.status)) wrong.push(`${key} acting through a ${state} link: ${res.status} — not refused`);
          else if (JSON.stringify(res.body ?? '').includes(person.teleID)) wrong.push(`${key} acting through a ${state} link: names the person's case`);
        }
      }
    } finally {
      await db.query(`DELETE FROM caregiver_links WHERE id = $1`, [link.id]);
    }
    expect(withPatient.length).toBeGreaterThan(20);
    expect(readAsHer).toBeGreaterThan(5); // her case, photos, history … read through the link
    expect(wrong).toEqual([]);
  }, 300_000);
});
