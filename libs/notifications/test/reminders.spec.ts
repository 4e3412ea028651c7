// Issue 31 item 4, reminders when the hospital wants them ("Done when": a reminder rule '2 hours
// before' sends one reminder per appointment at the right moment, never two across two workers).
// Admin sets the lead times per appointment kind (PUT /api/v1/line/reminder-rules, each bound at
// the limit and one past it); the 'reminders.send' job (every 5 minutes, run here with a chosen
// 'now', by the queue and by a moved clock) asks the domains' appointment sources for the window
// each lead makes due and queues ONE 'line.push' per appointment and lead; a moved appointment is
// reminded again. The default keeps the clinics' evening-before reminder (it replaced
// 'bookings.remind'). Real PostgreSQL, Redis, two workers and the LINE stand-in.
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { queuePrefix, redisConnectionOptions } from '../../core/src/index.js';
import { createWorker } from '../../../apps/worker/src/create-worker.js';
import { REMINDER_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { pushButtonUri, pushText, type RecordedPush } from '../../integrations/src/stand-ins/index.js';
import { REMINDERS_EVERY_MS, REMINDERS_SCHEDULER_ID, ReminderSendHandler } from '../src/reminders/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('reminders', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let second: INestApplicationContext;
  let db: DataSource;
  let admin: Session;
  let nurse: Session;
  let somchai: Session;
  let malee: Session;
  const lineOf: Record<string, string> = {};
  let handlers: ReminderSendHandler[];

  const YEAR = inBangkok().year() + 3;
  const MINUTE = 60_000;
  const before = (at: string, minutes: number) => new Date(Date.parse(at) - minutes * MINUTE).toISOString();
  const RULES = '/api/v1/line/reminder-rules';

  const reminderJobs = async (refLike = '%') =>
    (await db.query(`SELECT payload->>'key' AS key, payload->>'userID' AS "userID" FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1 ORDER BY id`, [
      `reminder:${refLike}`,
    ])) as Array<{ key: string; userID: string }>;
  const pushesTo = (who: Session, startingWith = 'เตือนนัดหมาย') => app.standIns.line.pushes.filter((p) => p.to === lineOf[who.userID] && pushText(p).startsWith(startingWith));
  const postbacksOf = (push: RecordedPush) => {
    const message = push.messages[0] as { contents?: { footer?: { contents?: Array<{ action?: { type?: string; label?: string; data?: string } }> } } };
    return (message.contents?.footer?.contents ?? []).map((b) => b.action ?? {}).filter((a) => a.type === 'postback');
  };
  /** Runs the job on both workers at once; the number each queued. */
  const bothAt = (now: string) => Promise.all(handlers.map((h) => h.send({ now })));

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    second = await createWorker(app.config); // a second worker on the same Redis and database
    db = app.api.get(DataSource);
    handlers = [app.worker!.get(ReminderSendHandler), second.get(ReminderSendHandler)];
    admin = await app.login('admin@demo.skin.go.th');
    nurse = await app.login('nurse@demo.skin.go.th');
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
    for (const who of [somchai, malee]) {
      lineOf[who.userID] = newLineUserId();
      await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineOf[who.userID], who.userID]);
    }
  }, 60_000);
  afterAll(async () => {
    app?.moveClock(0);
    await second?.close();
    await app?.close();
  });

  it('the worker registers one job scheduler for the reminders, every 5 minutes, however many workers start', async () => {
    const queue = app.queue('reminders');
    const scheduler = await eventually(async () => (await queue.getJobScheduler(REMINDERS_SCHEDULER_ID)) ?? undefined);
    expect(scheduler).toMatchObject({ name: 'reminders.send', every: REMINDERS_EVERY_MS });
    expect(await queue.getJobSchedulersCount()).toBe(1);
  });

  it("a worker of this version removes the earlier version's 'bookings.remind' scheduler and the jobs it left in the bookings queue, which nobody reads now", async () => {
    const old = new Queue('bookings', { connection: redisConnectionOptions(app.config), prefix: queuePrefix(app.config.redisPrefix) });
    try {
      await old.upsertJobScheduler('bookings.remind.every-15-min', { every: 15 * 60 * 1000 }, { name: 'bookings.remind', data: {} });
      await old.add('bookings.remind', {});
      expect(await old.getJobScheduler('bookings.remind.every-15-min')).toBeTruthy();
      const upgraded = await createWorker(app.config);
      await upgraded.close();
      expect(await old.getJobScheduler('bookings.remind.every-15-min')).toBeFalsy();
      expect(await old.getJobCounts('waiting', 'delayed')).toEqual({ waiting: 0, delayed: 0 });
    } finally {
      await old.close();
    }
  });

  describe('Admin sets the lead times per appointment kind', () => {
    const put = (who: Session, leads: unknown[], kind = 'video') => app.request('PUT', RULES, { token: who.token, body: { data: [{ kind, leads }] } });

    it('answers the default: the clinics remind the evening before, the others not', async () => {
      const res = await app.request('GET', RULES, { token: admin.token });
      expect(res.status).toBe(200);
      const byKind = Object.fromEntries(res.body.data.map((r: { kind: string }) => [r.kind, r]));
      expect(byKind.clinic).toMatchObject({ kindName: 'คลินิกปกติ', leads: [{ eveningBefore: true }], hasSource: true });
      expect(byKind.specialClinic).toMatchObject({ kindName: 'คลินิกพิเศษ', leads: [{ eveningBefore: true }], hasSource: true });
      expect(byKind.video).toMatchObject({ kindName: 'พบแพทย์ทางวิดีโอ', leads: [], hasSource: true });
      expect(byKind.hisFollowUp).toMatchObject({ leads: [], hasSource: false });
      expect((await app.request('GET', RULES, { token: nurse.token })).status).toBe(403);
      expect((await put(nurse, [{ minutes: 120 }])).status).toBe(403);
    });

    it('refuses a bad lead with its Thai message under its field, each bound at the limit and one past it', async () => {
      const refused = async (leads: unknown[], message: string, field: string) => {
        const res = await put(admin, leads);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
        expect(res.body.fields).toMatchObject({ [field]: message });
      };
      await refused([{ minutes: 4 }], REMINDER_MESSAGES.leadTooSoon, 'data.0.leads.0');
      expect((await put(admin, [{ minutes: 5 }])).status).toBe(200);
      await refused([{ minutes: 60 }, { minutes: 14 * 1440 + 1 }], REMINDER_MESSAGES.leadTooEarly, 'data.0.leads.1');
      expect((await put(admin, [{ minutes: 14 * 1440 }])).status).toBe(200);
      const four = [{ eveningBefore: true }, { minutes: 1440 }, { minutes: 120 }, { minutes: 30 }];
      expect((await put(admin, four)).status).toBe(200);
      await refused([...four, { minutes: 10 }], REMINDER_MESSAGES.leadsTooMany, 'data.0.leads');
      await refused([{ minutes: 120 }, { minutes: 120 }], REMINDER_MESSAGES.leadRepeated, 'data.0.leads.1');
      await refused([{ minutes: 90.5 }], REMINDER_MESSAGES.leadInvalid, 'data.0.leads.0');
      expect((await app.request('PUT', RULES, { token: admin.token, body: { data: [{ kind: 'dentist', leads: [] }] } })).body.message).toBe(REMINDER_MESSAGES.kindInvalid);
    });

    it("saves '2 hours before' for video visits and answers every kind with the Thai message", async () => {
      const res = await put(admin, [{ minutes: 120 }]);
      expect(res).toMatchObject({ status: 200, body: { msg: REMINDER_MESSAGES.saved } });
      const video = res.body.data.find((r: { kind: string }) => r.kind === 'video');
      expect(video.leads).toEqual([{ minutes: 120 }]);
      expect(res.body.data.find((r: { kind: string }) => r.kind === 'clinic').leads).toEqual([{ eveningBefore: true }]);
    });
  });

  describe("'2 hours before' a video visit", () => {
    const DATE = `${YEAR}-03-13`;
    const AT = `${DATE}T10:00:00+07:00`;
    let teleID: string;

    beforeAll(async () => {
      const [row]: Array<{ id: string }> = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description) VALUES ($1, 1, $2, '10:00', '0812345678', 'ผื่นคัน') RETURNING id`,
        [somchai.userID, DATE],
      );
      teleID = row.id;
    });

    it('reminds nothing at 2 h 05 before, ONE reminder at 1 h 55 before with two workers at once, and not again', async () => {
      expect(await bothAt(before(AT, 125))).toEqual([0, 0]);
      expect(await reminderJobs(`tele:${teleID}:%`)).toEqual([]);

      const counts = await bothAt(before(AT, 115));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      // and six runs by the queue, taken by both workers, a minute later
      const queue = app.queue('reminders');
      const jobs = await Promise.all(Array.from({ length: 6 }, () => queue.add('reminders.send', { now: before(AT, 114) })));
      await eventually(async () => (await Promise.all(jobs.map((j) => j.getState()))).every((s) => s === 'completed'), 20_000);
      expect(await reminderJobs(`tele:${teleID}:%`)).toEqual([{ key: `reminder:tele:${teleID}:m120@${new Date(AT).toISOString()}`, userID: somchai.userID }]);

      const [push] = await eventually(async () => (pushesTo(somchai).length > 0 ? pushesTo(somchai) : undefined), 15_000);
      const text = pushText(push);
      expect(text).toContain('พบแพทย์ผ่านวิดีโอคอล');
      expect(text).toContain(`13 มีนาคม ${YEAR + 543} 10:00 น.`);
      expect(pushButtonUri(push)).toContain(`/vdocall/${teleID}?t=`); // the join button

      expect(await bothAt(before(AT, 110))).toEqual([0, 0]);
      expect(await handlers[0].send({ now: before(AT, 1) })).toBe(0);
      await new Promise((r) => setTimeout(r, 500));
      expect(pushesTo(somchai)).toHaveLength(1);
    }, 60_000);

    it('a visit moved to another time is reminded again, once, before its new time', async () => {
      await db.query(`UPDATE tele_requests SET appoint_time = '11:30' WHERE id = $1`, [teleID]);
      const moved = `${DATE}T11:30:00+07:00`;
      expect(await bothAt(before(moved, 125))).toEqual([0, 0]);
      expect((await bothAt(before(moved, 100))).reduce((a, b) => a + b, 0)).toBe(1);
      expect((await reminderJobs(`tele:${teleID}:%`)).map((j) => j.key)).toEqual([
        `reminder:tele:${teleID}:m120@${new Date(AT).toISOString()}`,
        `reminder:tele:${teleID}:m120@${new Date(moved).toISOString()}`,
      ]);
    });

    it("is reminded on the product's own clock: the clock moved to 1 h 55 before a visit, the job with no 'now'", async () => {
      const at = `${YEAR}-03-20T09:00:00+07:00`;
      const [row]: Array<{ id: string }> = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description) VALUES ($1, 5, $2, '09:00', '0812345678', 'ติดตามอาการ') RETURNING id`,
        [malee.userID, `${YEAR}-03-20`],
      );
      app.moveClock(Date.parse(before(at, 125)) - Date.now());
      expect(await handlers[0].send({})).toBe(0);
      app.moveClock(Date.parse(before(at, 115)) - Date.now());
      expect((await Promise.all(handlers.map((h) => h.send({})))).reduce((a, b) => a + b, 0)).toBe(1);
      app.moveClock(0);
      expect(await reminderJobs(`tele:${row.id}:%`)).toEqual([{ key: `reminder:tele:${row.id}:m120@${new Date(at).toISOString()}`, userID: malee.userID }]);
      const push = await eventually(async () => pushesTo(malee).find((p) => pushText(p).includes('คลินิกที่ 2')), 15_000);
      expect(pushButtonUri(push)).toContain(`/vdocall/${row.id}?t=`);
    });
  });

  describe("'1 day before' a vaccine seat", () => {
    it('reminds the person whose national ID holds the seat, once; a seat of someone without an account reminds no one', async () => {
      expect((await app.request('PUT', RULES, { token: admin.token, body: { data: [{ kind: 'vaccine', leads: [{ minutes: 1440 }] }] } })).status).toBe(200);
      const at = `${YEAR}-04-10T09:30:00+07:00`;
      const [type]: Array<{ code: string }> = await db.query(`SELECT code FROM vaccine_types ORDER BY code LIMIT 1`);
      await db.query(
        `INSERT INTO vaccine_events (event_key, event_name, vaccine_type, vaccine_number, event_dt, place, venue_kind, capacity, booked, last_queue)
       VALUES ('remind-test', 'วัคซีนไข้หวัดใหญ่', $1, 1, $2, 'อาคารผู้ป่วยนอก ชั้น 2', 'general', 10, 2, 2)`,
        [type.code, at],
      );
      const noAccount = '1920100001017';
      for (const cid of ['1103702071811', noAccount]) await db.query(`INSERT INTO vaccine_students (cid) VALUES ($1) ON CONFLICT (cid) DO NOTHING`, [cid]);
      await db.query(`INSERT INTO vaccine_event_seats (event_key, queue_number, cid) VALUES ('remind-test', 7, '1103702071811'), ('remind-test', 8, $1)`, [noAccount]);

      expect(await bothAt(before(at, 1445))).toEqual([0, 0]);
      expect((await bothAt(before(at, 1435))).reduce((a, b) => a + b, 0)).toBe(1);
      expect(await reminderJobs('vaccine:%')).toEqual([{ key: `reminder:vaccine:remind-test:${somchai.userID}:m1440@${new Date(at).toISOString()}`, userID: somchai.userID }]);
      const push = await eventually(async () => pushesTo(somchai).find((p) => pushText(p).includes('วัคซีนไข้หวัดใหญ่')), 15_000);
      expect(pushText(push)).toContain('วัคซีนไข้หวัดใหญ่ คิวที่ 7');
      expect(pushText(push)).toContain(`10 เมษายน ${YEAR + 543} 09:30 น.`);
    });
  });

  describe('the default: the evening before a clinic booking', () => {
    /** A Tuesday in July: the appointment day; Monday is the evening before. */
    const TUESDAY = Array.from({ length: 31 }, (_, i) => `${YEAR}-07-${String(i + 1).padStart(2, '0')}`).find((d) => weekdayOf(d) === 2 && d.slice(8) > '01')!;
    const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const MONDAY = shift(TUESDAY, -1);
    const WEDNESDAY = shift(TUESDAY, 1);
    const evening = (time: string) => `${MONDAY}T${time}:00+07:00`;
    const book = async (who: Session, date: string, slotType: 1 | 2, time = '') => {
      const res = await app.request('POST', '/api/v1/bookings', { token: who.token, body: { serviceType: slotType, slotType, appointDate: date, appointTime: time, description: 'นัดตรวจผิวหนัง' } });
      expect(res.status).toBe(200);
      return res.body.data.bookingID as string;
    };

    it('reminds each waiting or confirmed booking of tomorrow once from 18:00, with two workers, and not again', async () => {
      const pending = await book(somchai, TUESDAY, 1);
      const confirmed = await book(malee, TUESDAY, 2, '17:00');
      expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${confirmed}`, { token: malee.token, body: { bookingStatus: 1 } })).status).toBe(200);
      const cancelled = await book(somchai, TUESDAY, 2, '17:30');
      expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${cancelled}`, { token: somchai.token, body: { bookingStatus: -1 } })).status).toBe(200);
      const dayAfter = await book(malee, WEDNESDAY, 1);
      const bookingReminders = async () => (await reminderJobs('booking:%')).map((j) => j.key).sort();

      expect(await bothAt(evening('17:59'))).toEqual([0, 0]);
      expect(await bookingReminders()).toEqual([]);

      const queue = app.queue('reminders');
      const jobs = await Promise.all(Array.from({ length: 6 }, () => queue.add('reminders.send', { now: evening('18:05') })));
      await eventually(async () => (await Promise.all(jobs.map((j) => j.getState()))).every((s) => s === 'completed'), 20_000);
      expect(await bothAt(evening('18:20'))).toEqual([0, 0]);
      expect(await bookingReminders()).toEqual(
        [`reminder:booking:${pending}:evening@${new Date(`${TUESDAY}T08:30:00+07:00`).toISOString()}`, `reminder:booking:${confirmed}:evening@${new Date(`${TUESDAY}T17:00:00+07:00`).toISOString()}`].sort(),
      );

      const somchaiPush = await eventually(async () => pushesTo(somchai).find((p) => pushText(p).includes('08:30 น.')), 15_000);
      expect(pushText(somchaiPush)).toContain(`${YEAR + 543} 08:30 น.`);
      expect(postbacksOf(somchaiPush).map((a) => a.label)).toEqual(['ยืนยัน', 'ยกเลิก']); // still waiting: answered in the chat
      expect(postbacksOf(somchaiPush)[0].data).toBe(`a=booking.confirm&bookingID=${pending}`);
      const maleePush = await eventually(async () => pushesTo(malee).find((p) => pushText(p).includes('17:00 น.')), 15_000);
      expect(postbacksOf(maleePush)).toEqual([]); // confirmed: nothing to answer

      // later that evening: still one each; the evening before Wednesday reminds Wednesday's booking only
      expect(await handlers[1].send({ now: evening('23:45') })).toBe(0);
      expect(await handlers[0].send({ now: `${TUESDAY}T18:00:00+07:00` })).toBe(1);
      expect((await bookingReminders()).filter((k) => k.includes(dayAfter))).toHaveLength(1);
      expect((await bookingReminders()).filter((k) => k.includes(cancelled))).toEqual([]);
    }, 60_000);

    it('the patient who booked gets ONE confirmation card, with the confirm/cancel buttons of a waiting booking', async () => {
      const created = await eventually(async () => {
        const found = pushesTo(somchai, 'จองคิวสำเร็จ');
        return found.length >= 2 ? found : undefined;
      }, 15_000);
      expect(created).toHaveLength(2); // the regular-hours booking and the special-clinic one he cancelled
      const regular = created.find((p) => pushText(p).includes('08:30 น.'))!;
      expect(pushText(regular)).toMatch(/คิวที่ \d+/);
      expect(postbacksOf(regular).map((a) => a.label)).toEqual(['ยืนยัน', 'ยกเลิก']);
    });
  });
});
