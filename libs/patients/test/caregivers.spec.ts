// Issue 33 items 1, 2, 4 and 5: a patient account looks after a child (at once) or an adult
// (once they agree), acts for them with X-Acting-For (a telemedicine booking with photos is the
// child's), a stranger's X-Acting-For is 404 and audited, the adult ends it, the 20th birthday
// ends a child's link, and nothing of a refused add is saved.
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { DEFAULT_SLOT_TIMES } from '../../calendar/src/index.js';
import { ACTING_FOR_HEADER, PEOPLE_MAX, PEOPLE_MESSAGES } from '../../contracts/src/index.js';
import { inBangkok, weekdayOf } from '../../rules/src/index.js';
import { CaregiversMajorityHandler } from '../src/caregivers/caregivers-majority.handler.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newNationalId, signaturePng, withWrongCheckDigit } from '../../../test/fixtures/people.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('caregivers', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let somchai: Session; // the parent
  let malee: Session; // an adult somchai asks to look after
  let wandee: Session; // another patient
  let nurse: Session;
  let sign: string;
  const sockets: Socket[] = [];

  const DAY_MS = 24 * 3600_000;
  /** The YYYY-MM-DD `years` before today (Bangkok), moved by `days`. */
  function bornYearsAgo(years: number, days = 0): string {
    return inBangkok().subtract(years, 'year').add(days, 'day').format('YYYY-MM-DD');
  }

  const person = (overrides: Record<string, unknown> = {}) => ({
    relation: 'child',
    idCard: newNationalId(),
    titleKey: '001',
    firstName: 'ต้นกล้า',
    lastName: 'รักสุขภาพ',
    birthDate: bornYearsAgo(8),
    signBase64: sign,
    ...overrides,
  });

  const as = (who: Session, personID?: string) => ({ token: who.token, headers: personID ? { [ACTING_FOR_HEADER]: personID } : undefined });
  const addPerson = (who: Session, body: unknown) => app.request('POST', '/api/v1/me/people', { token: who.token, body });
  const people = async (who: Session) => (await app.request('GET', '/api/v1/me/people', { token: who.token })).body.data as Array<Record<string, unknown>>;
  const profileAs = (who: Session, personID?: string) => app.request('GET', '/api/v1/profile', as(who, personID));
  const count = async (table: string) => (await db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
    wandee = await app.login('1920100567894');
    nurse = await app.login('nurse@demo.skin.go.th');
    sign = await signaturePng();
  });
  afterAll(async () => {
    sockets.forEach((x) => x.disconnect());
    app?.moveClock(0);
    await app?.close();
  });

  describe('a parent adds a child (item 1)', () => {
    let childID: string;

    it('refuses every problem of the form at once in Thai, and the age rule at the limit, saving nothing', async () => {
      const [users, links] = [await count('users'), await count('caregiver_links')];
      const broken = await addPerson(somchai, person({ idCard: withWrongCheckDigit(newNationalId()), firstName: ' ', birthDate: '2999-01-01' }));
      expect(broken.status).toBe(400);
      expect(broken.body.errors.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(broken.body.fields)).toEqual(expect.arrayContaining(['idCard', 'firstName', 'birthDate']));
      // 20 today is no longer a child; an adult under 20 is not added as one.
      const twenty = await addPerson(somchai, person({ birthDate: bornYearsAgo(20) }));
      expect(twenty.status).toBe(400);
      expect(twenty.body.message).toBe(PEOPLE_MESSAGES.childTooOld);
      const young = await addPerson(somchai, person({ relation: 'parent', birthDate: bornYearsAgo(20, 1) }));
      expect(young.body.message).toBe(PEOPLE_MESSAGES.adultTooYoung);
      const myself = await addPerson(somchai, person({ relation: 'parent', idCard: '1103702071811', birthDate: '1985-03-14' }));
      expect(myself.status).toBe(400);
      expect(myself.body.message).toBe(PEOPLE_MESSAGES.notSelf);
      const unsigned = await addPerson(somchai, person({ signBase64: '' }));
      expect(unsigned.status).toBe(400);
      expect([await count('users'), await count('caregiver_links')]).toEqual([users, links]);
    });

    it('adds a child under 20 (one day before the 20th birthday): active at once until that birthday, listed after myself, registered with the HIS', async () => {
      const birthDate = bornYearsAgo(20, 1);
      const res = await addPerson(somchai, person({ birthDate }));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(PEOPLE_MESSAGES.added);
      expect(res.body.data).toMatchObject({ relation: 'child', isSelf: false, canAct: true, state: 'active', agreePath: null, fullName: 'เด็กชายต้นกล้า รักสุขภาพ' });
      expect(res.body.data.until).toBe(inBangkok().add(1, 'day').format('YYYY-MM-DD'));
      childID = res.body.data.userID;
      const list = await people(somchai);
      expect(list[0]).toMatchObject({ userID: somchai.userID, isSelf: true, relation: 'self', canAct: true });
      expect(list.map((p) => p.userID)).toContain(childID);
      // A new person gets an HN from the HIS like any new patient.
      await eventually(async () => (await db.query(`SELECT hn FROM users WHERE id = $1`, [childID]))[0].hn !== null, 15_000);
      // Already in my list: 409, nothing added.
      const again = await addPerson(somchai, person({ idCard: (await db.query(`SELECT id_card FROM users WHERE id = $1`, [childID]))[0].id_card, birthDate }));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(PEOPLE_MESSAGES.alreadyLinked);
    });

    it('books a telemedicine visit with photos for the child through X-Acting-For: the case is the child\'s', async () => {
      await db.query(`UPDATE users SET is_active = 1 WHERE id = $1`, [childID]); // the parent completed the child's profile
      const year = inBangkok().year() + 3;
      let monday = '';
      for (let d = 1; d <= 31 && !monday; d++) if (weekdayOf(`${year}-06-${String(d).padStart(2, '0')}`) === 1) monday = `${year}-06-${String(d).padStart(2, '0')}`;
      const time = DEFAULT_SLOT_TIMES[4][0];
      const booked = await app.request('POST', '/api/v1/tele', {
        ...as(somchai, childID),
        body: {
          serviceType: 1,
          appointDatetime: `${monday}T${time}`,
          appointDate: monday,
          appointTime: time,
          lineID: 'somchai.line',
          phone: '0812345678',
          shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
          description: 'ผื่นแดงที่แขนของลูก 1 สัปดาห์',
          imageCount: 4,
        },
      });
      expect([booked.status, booked.body.message]).toEqual([200, undefined]);
      const { teleID } = booked.body.data;
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60, b: 60 } } }).jpeg().toBuffer();
      for (let i = 1; i <= 4; i++) {
        const uploaded = await app.request('POST', '/api/v1/tele/upload', {
          ...as(somchai, childID),
          body: { teleID, fileName: `ผื่น${i}.jpg`, fileType: 'image/jpeg', fileSize: photo.length, fileBase64: `data:image/jpeg;base64,${photo.toString('base64')}`, fileCategoryID: 0 },
        });
        expect(uploaded.status).toBeLessThan(300);
      }
      expect((await db.query(`SELECT user_id FROM tele_requests WHERE id = $1`, [teleID]))[0].user_id).toBe(childID);
      // The child's list shows it (read as the child's caregiver); the parent's own does not.
      const childs = await app.request('GET', '/api/v1/mytele', as(somchai, childID));
      expect(childs.status).toBe(200);
      expect(JSON.stringify(childs.body)).toContain(teleID);
      const own = await app.request('GET', '/api/v1/mytele', as(somchai));
      expect(JSON.stringify(own.body)).not.toContain(teleID);
      // The person's own decisions are never made acting for them (SelfOnly): 403, before the body is read.
      const adding = await app.request('POST', '/api/v1/me/people', { ...as(somchai, childID), body: person() });
      expect([adding.status, adding.body.message]).toEqual([403, PEOPLE_MESSAGES.notWhileActing]);
    });

    it('refuses another patient acting for the child (404, audited) and a staff token with the header (403)', async () => {
      const stranger = await profileAs(wandee, childID);
      expect(stranger.status).toBe(404);
      expect(stranger.body.message).toBe(PEOPLE_MESSAGES.notYours);
      await eventually(
        async () => (await db.query(`SELECT 1 FROM audit_log WHERE action = 'caregiver.refused' AND user_id = $1 AND subject_id = $2`, [wandee.userID, childID])).length === 1,
      );
      expect((await profileAs(nurse, childID)).status).toBe(403);
      // Oneself named in the header is oneself.
      expect((await profileAs(wandee, wandee.userID)).status).toBe(200);
    });

    it("ends the child's link on the 20th birthday (moved clock): it stops acting that day, and the daily job writes the end once", async () => {
      expect((await profileAs(somchai, childID)).status).toBe(200);
      app.moveClock(DAY_MS);
      try {
        expect((await profileAs(somchai, childID)).status).toBe(404);
        const handler = app.api.get(CaregiversMajorityHandler);
        expect(await handler.end({})).toBeGreaterThanOrEqual(1);
        expect(await handler.end({})).toBe(0);
        const links = await db.query(`SELECT state, ended_reason FROM caregiver_links WHERE person_id = $1 AND caregiver_id = $2 ORDER BY created_at`, [childID, somchai.userID]);
        // And a pending link the now-adult agrees to themselves (caregivers-majority.spec.ts).
        expect(links).toEqual([{ state: 'ended', ended_reason: 'age' }, { state: 'pending', ended_reason: null }]);
      } finally {
        app.moveClock(0);
      }
      expect((await people(somchai)).find((p) => p.userID === childID)).toMatchObject({ state: 'pending', canAct: false });
    });
  });

  describe('an adult agrees (item 1) and ends it (item 4)', () => {
    let linkID: string;

    it('refuses an adult whose record says another birth date', async () => {
      const res = await addPerson(somchai, person({ relation: 'parent', idCard: '3100600445635', titleKey: '005', firstName: 'มาลี', lastName: 'ผิวสวย', birthDate: '1972-08-22' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PEOPLE_MESSAGES.identityMismatch);
    });

    it('adds the adult as pending, linked to their own record; they cannot be acted for yet', async () => {
      const res = await addPerson(somchai, person({ relation: 'parent', idCard: '3100600445635', titleKey: '005', firstName: 'มาลี', lastName: 'ผิวสวย', birthDate: '1972-08-21' }));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(PEOPLE_MESSAGES.addedPending);
      expect(res.body.data).toMatchObject({ userID: malee.userID, state: 'pending', canAct: false, until: null });
      linkID = res.body.data.agreePath.split('/').pop();
      expect((await profileAs(somchai, malee.userID)).status).toBe(404);
      const mine = await app.request('GET', '/api/v1/me/caregivers', { token: malee.token });
      expect(mine.body.data).toEqual([expect.objectContaining({ linkID, caregiverID: somchai.userID, state: 'pending', since: null })]);
    });

    it('lets only the adult agree from their own account; then the caregiver acts for them', async () => {
      expect((await app.request('POST', `/api/v1/me/caregivers/${linkID}/agree`, { token: wandee.token, body: { signBase64: sign } })).status).toBe(404);
      const agreed = await app.request('POST', `/api/v1/me/caregivers/${linkID}/agree`, { token: malee.token, body: { signBase64: sign } });
      expect(agreed.status).toBe(200);
      expect(agreed.body.data).toMatchObject({ linkID, state: 'active' });
      const again = await app.request('POST', `/api/v1/me/caregivers/${linkID}/agree`, { token: malee.token, body: { signBase64: sign } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(PEOPLE_MESSAGES.notPending);
      const acting = await profileAs(somchai, malee.userID);
      expect(acting.status).toBe(200);
      expect(JSON.stringify(acting.body)).toContain('3100600445635');
    });

    it('after the adult ends it, the caregiver cannot act', async () => {
      const ended = await app.request('DELETE', `/api/v1/me/caregivers/${linkID}`, { token: malee.token });
      expect(ended.status).toBe(200);
      expect(ended.body.message).toBe(PEOPLE_MESSAGES.ended);
      expect((await profileAs(somchai, malee.userID)).status).toBe(404);
      expect((await app.request('GET', '/api/v1/me/caregivers', { token: malee.token })).body.data).toEqual([]);
    });

    it("Medrec records a paper consent for a pending adult (audited); the caregiver then ends their own link", async () => {
      const res = await addPerson(somchai, person({ relation: 'parent', idCard: '3100600445635', titleKey: '005', firstName: 'มาลี', lastName: 'ผิวสวย', birthDate: '1972-08-21' }));
      const id = res.body.data.agreePath.split('/').pop();
      const medrec = await app.login('medrec@demo.skin.go.th');
      expect((await app.request('POST', `/api/v1/patients/${malee.userID}/caregivers/${id}/paper-consent`, { token: nurse.token })).status).toBe(403);
      const paper = await app.request('POST', `/api/v1/patients/${malee.userID}/caregivers/${id}/paper-consent`, { token: medrec.token });
      expect(paper.status).toBe(200);
      const [row] = await db.query(`SELECT state, agreed_how, agreed_by FROM caregiver_links WHERE id = $1`, [id]);
      expect(row).toEqual({ state: 'active', agreed_how: 'paper', agreed_by: medrec.userID });
      expect((await db.query(`SELECT 1 FROM audit_log WHERE action = 'caregiver.paperConsent' AND user_id = $1 AND subject_id = $2`, [medrec.userID, malee.userID])).length).toBe(1);
      expect((await profileAs(somchai, malee.userID)).status).toBe(200);
      // The caregiver's socket joins the person's room while the link acts, and no longer after.
      const socket = await connected(openSocket(app.baseUrl, somchai.token, sockets));
      expect(await joinRoom(socket, `patient:${malee.userID}`)).toEqual({ ok: true });
      expect((await joinRoom(socket, `patient:${wandee.userID}`)).ok).toBe(false);
      const ended = await app.request('DELETE', `/api/v1/me/people/${malee.userID}`, { token: somchai.token });
      expect(ended.status).toBe(200);
      expect((await profileAs(somchai, malee.userID)).status).toBe(404);
      expect((await joinRoom(socket, `patient:${malee.userID}`)).ok).toBe(false);
    });
  });

  describe('limits and deactivation (items 1, 5)', () => {
    it(`adds ${PEOPLE_MAX} people and refuses the ${PEOPLE_MAX + 1}th with 409, saving nothing`, async () => {
      const open = (await people(wandee)).length - 1;
      for (let i = open; i < PEOPLE_MAX; i++) expect((await addPerson(wandee, person({ lastName: 'ใจงาม' }))).status).toBe(201);
      expect((await people(wandee)).length).toBe(PEOPLE_MAX + 1);
      const users = await count('users');
      const eleventh = await addPerson(wandee, person({ lastName: 'ใจงาม' }));
      expect(eleventh.status).toBe(409);
      expect(eleventh.body.message).toBe(PEOPLE_MESSAGES.tooMany);
      expect(await count('users')).toBe(users);
    });

    it("a caregiver's deactivation ends their links, not the dependents' records", async () => {
      const before = (await people(wandee)).filter((p) => !p.isSelf).map((p) => p.userID as string);
      // Acting for a dependent, the caregiver cannot close the dependent's account (SelfOnly).
      const forChild = await app.request('POST', '/api/v1/identity/deactivate', { token: wandee.token, body: { isDelete: false }, headers: { 'x-acting-for': before[0] } });
      expect([forChild.status, forChild.body.message]).toEqual([403, PEOPLE_MESSAGES.notWhileActing]);
      const done = await app.request('POST', '/api/v1/identity/deactivate', { token: wandee.token, body: { isDelete: false } });
      expect(done.status).toBe(200);
      await eventually(async () => (await db.query(`SELECT count(*)::int AS n FROM caregiver_links WHERE caregiver_id = $1 AND state <> 'ended'`, [wandee.userID]))[0].n === 0);
      const kept = await db.query(`SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[]) AND deactivated_at IS NULL`, [before]);
      expect(kept[0].n).toBe(before.length);
      const reasons = await db.query(`SELECT DISTINCT ended_reason FROM caregiver_links WHERE caregiver_id = $1`, [wandee.userID]);
      expect(reasons).toEqual([{ ended_reason: 'deactivated' }]);
    });
  });
});
