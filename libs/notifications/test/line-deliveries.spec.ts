// Issue 31 item 5, delivery you can see: each push to a person on LINE is recorded with what it
// was about and its result — sent, refused by LINE, unreachable (the person blocked the OA),
// consent withdrawn — and staff read a person's list (newest first, Thai result words) on the
// profile and the case, which also carry the person's LINE status; Admin reads the month's
// pushes against LINE_MONTHLY_QUOTA with a warning from 80 %; /metrics counts by kind and result.
import { DataSource } from 'typeorm';
import { LineDeliveries } from '../src/deliveries/line-deliveries.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('line-deliveries', () => {
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  let somchaiLine: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { LINE_MONTHLY_QUOTA: '5' } });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['somchai', 'malee', 'admin', 'nurse', 'network']);
    somchaiLine = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $1, line_unfollowed_at = NULL WHERE id = $2`, [somchaiLine, s.somchai.userID]);
  });
  afterAll(() => app?.close());

  let keys = 0;
  /** A 'line.push' job committed through the outbox (as a domain's reaction writes it); its key. */
  async function push(job: { userID: string; text: string; to?: string; card?: { title: string; lines: string[] } }): Promise<string> {
    const key = `deliveries:${++keys}`;
    await db.transaction(async (m) => {
      await m.query(`INSERT INTO outbox (kind, name, payload) VALUES ('job', 'line.push', $1)`, [JSON.stringify({ ...job, key })]);
      await m.query(`SELECT pg_notify('outbox', '')`);
    });
    return key;
  }

  /** The job's outbox row is settled (its handler finished, outcome recorded). */
  const settled = (key: string) =>
    eventually(async () => {
      const rows: Array<{ done: boolean }> = await db.query(`SELECT settled_at IS NOT NULL AS done FROM outbox WHERE payload->>'key' = $1`, [key]);
      return rows[0]?.done || undefined;
    }, 20_000);

  const pushesTo = (line: string) => app.standIns.line.pushes.filter((p) => p.to === line);
  const messages = (who: Session, userID: string) => app.request('GET', `/api/v1/line/messages?userID=${encodeURIComponent(userID)}`, { token: who.token });
  const usage = async () => (await app.request('GET', '/api/v1/line/usage', { token: s.admin.token })).body;

  async function setLineMessagesConsent(agree: boolean): Promise<void> {
    if (!agree) {
      expect((await app.request('POST', '/api/v1/me/consents/line_messages/withdraw', { token: s.somchai.token })).status).toBe(200);
      return;
    }
    const consents = (await app.request('GET', '/api/v1/me/consents', { token: s.somchai.token })).body;
    const sha = consents.purposes.find((p: { purpose: string }) => p.purpose === 'line_messages').current.textSha256;
    expect((await app.request('POST', '/api/v1/me/consents/line_messages/agree', { token: s.somchai.token, body: { textSha256: sha } })).status).toBe(200);
  }

  it("Admin's usage counts this month's sent pushes against LINE_MONTHLY_QUOTA: no warning at 3 of 5, a warning at 4 of 5; replies are free", async () => {
    const start = await usage();
    expect(start).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/), quota: 5 });
    expect(start.pushes).toBeLessThan(3);
    const [{ id }]: Array<{ id: string }> = await db.query(
      `INSERT INTO users (first_name, last_name, title_name, id_card, hn, phone, registered_via, is_active, line_user_id)
     VALUES ('ผู้ป่วย', 'โควตา', 'นาย', '8310000000001', 'Q000001', '0831000000', 'line', 1, $1) RETURNING id`,
      [newLineUserId()],
    );
    for (let i = start.pushes; i < 3; i++) await settled(await push({ userID: id, text: `แจ้งเตือน ${i}` }));
    expect(await usage()).toMatchObject({ pushes: 3, quota: 5, ratio: 0.6, warning: false });

    // A reply (the chat's answer, recorded by the webhook side) is counted, never against the quota.
    await app.api.get(LineDeliveries).record({ userID: id, lineUserId: null, kind: 'reply', about: 'นัดหมายของฉัน', result: 'sent' });
    // The staff group's message is a push too (no person's list shows it).
    await settled(await push({ userID: id, to: 'Cstaffgroup0000000000000000000000', text: 'เกินเวลา SLA' }));
    const warned = await usage();
    expect(warned).toMatchObject({ pushes: 4, replies: start.replies + 1, quota: 5, ratio: 0.8, warning: true });
    // Not Admin: refused.
    expect((await app.request('GET', '/api/v1/line/usage', { token: s.nurse.token })).status).toBe(403);
  });

  it('records a push to a patient as sent, with the card title as what it was about', async () => {
    const before = pushesTo(somchaiLine).length;
    await settled(await push({ userID: s.somchai.userID, text: 'พรุ่งนี้มีนัด\nเวลา 09:00', card: { title: 'เตือนนัดหมาย', lines: ['พรุ่งนี้ 09:00'] } }));
    expect(pushesTo(somchaiLine)).toHaveLength(before + 1);
    const res = await messages(s.nurse, s.somchai.userID);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ kind: 'push', about: 'เตือนนัดหมาย', result: 'sent', resultText: 'ส่งแล้ว' });
    expect(res.body.lineStatus).toBe('linked');
  });

  it('a push LINE refuses for good is recorded as refused, once, and not tried again', async () => {
    const key = await push({ userID: s.somchai.userID, text: '' }); // LINE answers 400: a text message needs its text
    await settled(key);
    const rows: Array<{ result: string; about: string }> = await db.query(`SELECT result, about FROM line_messages WHERE user_id = $1 AND result = 'refused'`, [s.somchai.userID]);
    expect(rows).toEqual([{ result: 'refused', about: 'ข้อความว่าง' }]);
  });

  it('after the patient withdraws LINE messages, a push is recorded as withdrawn and nothing reaches LINE', async () => {
    await setLineMessagesConsent(true);
    await setLineMessagesConsent(false);
    const before = pushesTo(somchaiLine).length;
    await settled(await push({ userID: s.somchai.userID, text: 'ยืนยันการจอง\nวันที่ 4 มี.ค.' }));
    expect(pushesTo(somchaiLine)).toHaveLength(before);
    expect((await messages(s.nurse, s.somchai.userID)).body.data[0]).toMatchObject({ about: 'ยืนยันการจอง', result: 'withdrawn', resultText: 'ผู้ป่วยถอนความยินยอม' });
    await setLineMessagesConsent(true);
  });

  it("a patient who blocked the OA is unreachable: no push, recorded as such, and staff see it on the list, the profile and the case", async () => {
    await db.query(`UPDATE users SET line_unfollowed_at = now() WHERE id = $1`, [s.somchai.userID]); // as an unfollow event leaves it
    const before = pushesTo(somchaiLine).length;
    await settled(await push({ userID: s.somchai.userID, text: 'ถึงคิวของคุณแล้ว' }));
    expect(pushesTo(somchaiLine)).toHaveLength(before);

    const res = await messages(s.nurse, s.somchai.userID);
    expect(res.status).toBe(200);
    expect(res.body.lineStatus).toBe('unreachable');
    // Newest first, Thai words for each result (this file's pushes; a reminder of the demo data may be there too).
    const ours = ['ถึงคิวของคุณแล้ว', 'ยืนยันการจอง', 'ข้อความว่าง', 'เตือนนัดหมาย'];
    const listed = res.body.data.filter((m: { about: string }) => ours.includes(m.about));
    expect(listed.map((m: { result: string; resultText: string }) => [m.result, m.resultText])).toEqual([
      ['unreachable', 'ติดต่อทาง LINE ไม่ได้'],
      ['withdrawn', 'ผู้ป่วยถอนความยินยอม'],
      ['refused', 'LINE ปฏิเสธ'],
      ['sent', 'ส่งแล้ว'],
    ]);
    const times = res.body.data.map((m: { at: string }) => Date.parse(m.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The staff's profile of the patient and the case's details carry the status.
    expect((await app.request('GET', `/api/v1/user/Id/${s.somchai.userID}`, { token: s.nurse.token })).body.lineStatus).toBe('unreachable');
    const [{ id: teleID }]: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description)
     VALUES ($1, 2, 5, '2031-03-04', '08:01', '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน') RETURNING id`,
      [s.somchai.userID],
    );
    const info = await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: s.nurse.token });
    expect(info.status).toBe(200);
    expect(info.body.profile.lineStatus).toBe('unreachable');
    // Malee has no LINE account: none.
    expect((await app.request('GET', `/api/v1/user/Id/${s.malee.userID}`, { token: s.nurse.token })).body.lineStatus).toBe('none');
    await db.query(`UPDATE users SET line_unfollowed_at = NULL WHERE id = $1`, [s.somchai.userID]);
  });

  it("only staff who may see the patient read their messages: a patient is refused, nobody is 404", async () => {
    expect((await messages(s.malee, s.somchai.userID)).status).toBe(403);
    expect((await messages(s.somchai, s.somchai.userID)).status).toBe(403);
    expect((await app.request('GET', `/api/v1/line/messages?userID=${s.somchai.userID}`)).status).toBe(401);
    expect((await messages(s.nurse, '00000000-0000-4000-8000-000000000031')).status).toBe(404);
    expect((await messages(s.nurse, 'not-a-person')).status).toBe(404);
    expect((await app.request('GET', '/api/v1/line/messages', { token: s.nurse.token })).status).toBe(400);
    // Network staff see a shared patient's list.
    expect((await messages(s.network, s.somchai.userID)).status).toBe(200);
    // The staff group's message is in no person's list.
    expect((await messages(s.admin, s.somchai.userID)).body.data.some((m: { about: string }) => m.about === 'เกินเวลา SLA')).toBe(false);
  });

  it('/metrics counts this month’s messages by kind and result', async () => {
    const res = await app.request('GET', '/metrics');
    expect(res.status).toBe(200);
    const text = String(res.body);
    const value = (kind: string, result: string) => Number(new RegExp(`^hospital_line_messages\\{kind="${kind}",result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    expect(text).toContain('# TYPE hospital_line_messages gauge');
    expect(value('push', 'sent')).toBe((await usage()).pushes);
    expect(value('push', 'withdrawn')).toBeGreaterThanOrEqual(1);
    expect(value('push', 'unreachable')).toBeGreaterThanOrEqual(1);
    expect(value('push', 'refused')).toBeGreaterThanOrEqual(1);
    expect(value('reply', 'sent')).toBeGreaterThanOrEqual(1);
    expect(value('reply', 'refused')).toBe(0);
  });
});
