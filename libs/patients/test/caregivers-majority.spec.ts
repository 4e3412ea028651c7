// Issue 33 item 4: a child's link ends on the 20th birthday — a LINE notice to the child and the
// caregiver 30 days before (not 31), once however often the job runs; on the birthday the link
// ends, a pending link of the same caregiver asks the now-adult to agree (a card to the agree
// page), the caregiver is told; acting for the person is refused until they agree from their own
// account, and works again after.
import { DataSource } from 'typeorm';
import { ACTING_FOR_HEADER, PEOPLE_MESSAGES } from '../../contracts/src/index.js';
import { pushText, type RecordedPush } from '../../integrations/src/stand-ins/index.js';
import { formatThaiAppointment, inBangkok } from '../../rules/src/index.js';
import { CaregiversMajorityHandler } from '../src/caregivers/caregivers-majority.handler.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId, signaturePng } from '../../../test/fixtures/people.js';

describe('caregivers-majority', () => {
  type Session = { token: string; userID: string };

  const DAY_MS = 24 * 3600_000;
  /** The 20th birthday, 31 days from today (Bangkok), and the birth date that makes it. */
  const UNTIL = inBangkok().add(31, 'day').format('YYYY-MM-DD');
  const BIRTH_DATE = inBangkok().add(31, 'day').subtract(20, 'year').format('YYYY-MM-DD');
  const MALEE = 'นางมาลี ผิวสวย';

  let app: TestApp;
  let db: DataSource;
  let handler: CaregiversMajorityHandler;
  let somchai: Session; // the parent
  let malee: Session; // the child, 20 in 31 days (a demo patient: she signs in herself)
  let sign: string;
  let oldLinkID: string;
  const somchaiLine = newLineUserId();
  const maleeLine = newLineUserId();

  const pushesTo = (lineUserId: string): RecordedPush[] => app.standIns.line.pushes.filter((p) => p.to === lineUserId);
  const events = async (name: string) =>
    (await db.query(`SELECT payload FROM outbox WHERE kind = 'event' AND name = $1 AND payload->>'personID' = $2`, [name, malee.userID])).map((r: { payload: unknown }) => r.payload);
  const profileAs = (who: Session, personID: string) => app.request('GET', '/api/v1/profile', { token: who.token, headers: { [ACTING_FOR_HEADER]: personID } });
  /** Waits long enough for an event's push to have reached the stand-in (the relay's pass and the worker). */
  const settle = () => new Promise((r) => setTimeout(r, 2_000));

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    handler = app.api.get(CaregiversMajorityHandler);
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
    sign = await signaturePng();
    await db.query(`UPDATE users SET birth_date = $1 WHERE id = $2`, [BIRTH_DATE, malee.userID]);
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [somchaiLine, somchai.userID]);
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [maleeLine, malee.userID]);
    const added = await app.request('POST', '/api/v1/me/people', {
      token: somchai.token,
      body: { relation: 'child', idCard: '3100600445635', titleKey: '005', firstName: 'มาลี', lastName: 'ผิวสวย', birthDate: BIRTH_DATE, signBase64: sign },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ userID: malee.userID, state: 'active', canAct: true, until: UNTIL });
    [{ id: oldLinkID }] = await db.query(`SELECT id FROM caregiver_links WHERE caregiver_id = $1 AND person_id = $2 AND state = 'active'`, [somchai.userID, malee.userID]);
  }, 60_000);
  afterAll(async () => {
    app?.moveClock(0);
    await app?.close();
  });

  describe('the notice 30 days before the 20th birthday', () => {
    it('31 days before: nothing is sent and the link is not marked', async () => {
      await handler.end({});
      await settle();
      expect((await db.query(`SELECT majority_notice_at FROM caregiver_links WHERE id = $1`, [oldLinkID]))[0].majority_notice_at).toBeNull();
      expect(await events('caregiver.majorityNear')).toEqual([]);
      expect([pushesTo(maleeLine), pushesTo(somchaiLine)]).toEqual([[], []]);
    });

    it('30 days before (the limit): ONE message to the child naming the day and the caregiver, and ONE copy to the caregiver naming the child', async () => {
      app.moveClock(DAY_MS);
      await handler.end({});
      expect(await events('caregiver.majorityNear')).toEqual([{ personID: malee.userID, until: UNTIL, caregiverIDs: [somchai.userID] }]);
      await eventually(async () => pushesTo(maleeLine).length > 0 && pushesTo(somchaiLine).length > 0, 15_000);
      await settle();
      const [own] = pushesTo(maleeLine);
      expect(pushesTo(maleeLine)).toHaveLength(1);
      expect(pushText(own)).toContain(`อายุครบ 20 ปีในวันที่ ${formatThaiAppointment(UNTIL)}`);
      expect(pushText(own)).toContain('ผู้ดูแล (นายสมชาย รักสุขภาพ) ทำรายการแทนได้ถึงวันที่');
      expect(pushText(own)).toContain('ยืนยันด้วยตนเอง');
      expect(pushesTo(somchaiLine)).toHaveLength(1);
      expect(pushText(pushesTo(somchaiLine)[0])).toBe(`${MALEE} — ${pushText(own)}`);
      // The caregiver still acts for the child until the birthday.
      expect((await profileAs(somchai, malee.userID)).status).toBe(200);
    });

    it('a second run sends nothing more', async () => {
      expect(await handler.end({})).toBe(0);
      await settle();
      expect(await events('caregiver.majorityNear')).toHaveLength(1);
      expect([pushesTo(maleeLine).length, pushesTo(somchaiLine).length]).toEqual([1, 1]);
    });
  });

  describe('on the 20th birthday', () => {
    let pendingID: string;

    it('ends the child link, makes a pending link of the same caregiver, asks the now-adult to agree and tells the caregiver', async () => {
      app.moveClock(31 * DAY_MS);
      // The link stops acting that day, before the job runs.
      const early = await profileAs(somchai, malee.userID);
      expect([early.status, early.body.message]).toEqual([404, PEOPLE_MESSAGES.notYours]);
      expect(await handler.end({})).toBe(1);
      const links = await db.query(
        `SELECT id, relation, state, ended_reason, to_char(until, 'YYYY-MM-DD') AS until, renews, signature_sha256 FROM caregiver_links
        WHERE caregiver_id = $1 AND person_id = $2 ORDER BY created_at`,
        [somchai.userID, malee.userID],
      );
      expect(links).toEqual([
        expect.objectContaining({ id: oldLinkID, relation: 'child', state: 'ended', ended_reason: 'age', until: UNTIL, renews: null }),
        expect.objectContaining({ relation: 'child', state: 'pending', ended_reason: null, until: null, renews: oldLinkID, signature_sha256: links[0].signature_sha256 }),
      ]);
      pendingID = links[1].id;
      expect(await events('caregiver.majorityReached')).toEqual([{ personID: malee.userID, until: UNTIL, caregiverIDs: [somchai.userID], pendingLinkIDs: [pendingID] }]);

      const card = await eventually(async () => pushesTo(maleeLine).find((p) => pushText(p).startsWith('คุณอายุครบ 20 ปีแล้ว')), 15_000);
      expect(pushText(card)).toContain('หากต้องการให้ นายสมชาย รักสุขภาพ ทำรายการแทนต่อ กรุณายืนยันด้วยตนเอง');
      expect(JSON.stringify(card.messages)).toContain(`${app.config.publicBaseUrl}/people/agree/${pendingID}`);
      const told = await eventually(async () => pushesTo(somchaiLine).find((p) => pushText(p).startsWith(`การดูแล ${MALEE} สิ้นสุดแล้วเมื่ออายุครบ 20 ปี`)), 15_000);
      expect(JSON.stringify(told.messages)).toContain(`${app.config.publicBaseUrl}/people`);
      await settle();
      // The link has ended: the child's card is hers alone (no copy to the caregiver).
      expect([pushesTo(maleeLine).length, pushesTo(somchaiLine).length]).toEqual([2, 2]);

      // Both sides see the request waiting ('รอยืนยัน' on /people and /privacy); acting for her is refused.
      const mine = (await app.request('GET', '/api/v1/me/people', { token: somchai.token })).body.data;
      expect(mine.find((p: { userID: string }) => p.userID === malee.userID)).toMatchObject({ state: 'pending', canAct: false, until: null, agreePath: `/people/agree/${pendingID}` });
      const hers = (await app.request('GET', '/api/v1/me/caregivers', { token: malee.token })).body.data;
      expect(hers).toEqual([expect.objectContaining({ linkID: pendingID, caregiverID: somchai.userID, state: 'pending', since: null, until: null })]);
      const refused = await profileAs(somchai, malee.userID);
      expect([refused.status, refused.body.message]).toEqual([404, PEOPLE_MESSAGES.notYours]);
    });

    it('a second run ends nothing and sends nothing', async () => {
      expect(await handler.end({})).toBe(0);
      await settle();
      expect(await events('caregiver.majorityReached')).toHaveLength(1);
      expect([pushesTo(maleeLine).length, pushesTo(somchaiLine).length]).toEqual([2, 2]);
    });

    it('the now-adult agrees from her own account, and the caregiver acts for her again', async () => {
      // Not the caregiver's to agree, nor while acting for her.
      expect((await app.request('POST', `/api/v1/me/caregivers/${pendingID}/agree`, { token: somchai.token, body: { signBase64: sign } })).status).toBe(404);
      const agreed = await app.request('POST', `/api/v1/me/caregivers/${pendingID}/agree`, { token: malee.token, body: { signBase64: sign } });
      expect(agreed.status).toBe(200);
      expect(agreed.body.data).toMatchObject({ linkID: pendingID, state: 'active', until: null });
      expect((await profileAs(somchai, malee.userID)).status).toBe(200);
      // As an adult she may now end it herself.
      const ended = await app.request('DELETE', `/api/v1/me/caregivers/${pendingID}`, { token: malee.token });
      expect(ended.status).toBe(200);
      expect((await profileAs(somchai, malee.userID)).status).toBe(404);
    });
  });
});
