// Issue 33 item 3, messages reach the right people: a LINE message about a person goes also to
// each caregiver with an active link, saying whom it is about ('<the person's name> — ' before the
// message), and still to the person's own LINE if they have one; an ended link gets nothing.
// "Done when": the LINE stand-in records the reminder for the child's visit sent to the caregiver,
// naming the child. Real PostgreSQL, Redis, the worker and the LINE stand-in.
import { DataSource } from 'typeorm';
import { People } from '../../core/src/index.js';
import { inBangkok } from '../../rules/src/index.js';
import { pushButtonUri, pushText } from '../../integrations/src/stand-ins/index.js';
import { ReminderSendHandler } from '../src/reminders/index.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('caregiver-messages', () => {
  let app: TestApp;
  let db: DataSource;
  let people: Record<string, Session>;
  let handler: ReminderSendHandler;
  /** somchai (caregiver, with LINE) looks after malee (the child of this story; no LINE at first). */
  let childName: string;
  let linkID: string;
  const lineOf: Record<string, string> = {};

  const YEAR = inBangkok().year() + 3;
  const MINUTE = 60_000;
  const before = (at: string, minutes: number) => new Date(Date.parse(at) - minutes * MINUTE).toISOString();
  const pushesTo = (userID: string) => app.standIns.line.pushes.filter((p) => p.to === lineOf[userID]);
  const reminders = (userID: string, teleID: string) => pushesTo(userID).filter((p) => pushButtonUri(p)?.includes(`/vdocall/${teleID}?t=`));

  /** A video visit of the child at `date` 10:00, reminded by the worker's job 1 h 55 before ('2 hours before'). */
  async function remindedVisit(date: string): Promise<string> {
    const [row]: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description) VALUES ($1, 1, $2, '10:00', '0812345678', 'ผื่นคัน') RETURNING id`,
      [people.malee.userID, date],
    );
    expect(await handler.send({ now: before(`${date}T10:00:00+07:00`, 115) })).toBe(1);
    return row.id;
  }

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    handler = app.worker!.get(ReminderSendHandler);
    people = await signInAll(app, ['somchai', 'malee', 'admin']);
    lineOf[people.somchai.userID] = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineOf[people.somchai.userID], people.somchai.userID]);
    await db.query(`UPDATE users SET line_user_id = NULL WHERE id = $1`, [people.malee.userID]);
    const [link]: Array<{ id: string }> = await db.query(
      `INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, until, signature_png, signature_sha256, agreed_at, agreed_how)
     VALUES ($1, $2, 'child', 'active', $3, '\\x00'::bytea, repeat('0', 64), now(), 'guardian') RETURNING id`,
      [people.somchai.userID, people.malee.userID, `${YEAR + 5}-01-01`],
    );
    linkID = link.id;
    childName = (await app.api.get(People).namesOf([people.malee.userID])).get(people.malee.userID)!.fullName;
    const rules = await app.request('PUT', '/api/v1/line/reminder-rules', { token: people.admin.token, body: { data: [{ kind: 'video', leads: [{ minutes: 120 }] }] } });
    expect(rules.status).toBe(200);
  }, 60_000);
  afterAll(() => app?.close());

  it("the reminder of the child's visit reaches the caregiver's LINE, naming the child; the child without LINE gets nothing", async () => {
    const teleID = await remindedVisit(`${YEAR}-03-13`);
    const [push] = await eventually(async () => (reminders(people.somchai.userID, teleID).length > 0 ? reminders(people.somchai.userID, teleID) : undefined), 15_000);
    expect(pushText(push).startsWith(`${childName} — เตือนนัดหมาย`)).toBe(true);
    expect(pushText(push)).toContain(`13 มีนาคม ${YEAR + 543} 10:00 น.`);
    // the card's title names the child too
    expect(JSON.stringify(push.messages[0])).toContain(`${childName} — `);
    // recorded as the caregiver's message (issue 31 item 5's list)
    const recorded = await eventually(async () => {
      const rows = await db.query(`SELECT user_id, result FROM line_messages WHERE line_user_id = $1`, [lineOf[people.somchai.userID]]);
      return rows.length > 0 ? rows : undefined;
    });
    expect(recorded).toEqual([{ user_id: people.somchai.userID, result: 'sent' }]);
  });

  it("a child with their own LINE gets it too, as it always read; the caregiver gets one copy, not two", async () => {
    lineOf[people.malee.userID] = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineOf[people.malee.userID], people.malee.userID]);
    const teleID = await remindedVisit(`${YEAR}-03-20`);
    const own = await eventually(async () => reminders(people.malee.userID, teleID)[0], 15_000);
    expect(pushText(own).startsWith('เตือนนัดหมาย')).toBe(true);
    await eventually(async () => reminders(people.somchai.userID, teleID).length === 1, 15_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(reminders(people.somchai.userID, teleID)).toHaveLength(1);
    expect(pushText(reminders(people.somchai.userID, teleID)[0]).startsWith(`${childName} — `)).toBe(true);
  });

  it("a child's link on its last day still tells the caregiver; on the 20th birthday (its until) no more", async () => {
    const today = inBangkok().format('YYYY-MM-DD');
    const tomorrow = inBangkok().add(1, 'day').format('YYYY-MM-DD');
    await db.query(`UPDATE caregiver_links SET until = $2 WHERE id = $1`, [linkID, tomorrow]);
    const lastDay = await remindedVisit(`${YEAR}-04-03`);
    await eventually(async () => reminders(people.somchai.userID, lastDay).length === 1, 15_000);
    await db.query(`UPDATE caregiver_links SET until = $2 WHERE id = $1`, [linkID, today]);
    const birthday = await remindedVisit(`${YEAR}-04-10`);
    await eventually(async () => reminders(people.malee.userID, birthday)[0], 15_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(reminders(people.somchai.userID, birthday)).toEqual([]);
  });

  it('an ended link: the former caregiver is told nothing more', async () => {
    await db.query(`UPDATE caregiver_links SET state = 'ended', ended_at = now(), ended_reason = 'person' WHERE id = $1`, [linkID]);
    const teleID = await remindedVisit(`${YEAR}-03-27`);
    await eventually(async () => reminders(people.malee.userID, teleID)[0], 15_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(reminders(people.somchai.userID, teleID)).toEqual([]);
  });
});
