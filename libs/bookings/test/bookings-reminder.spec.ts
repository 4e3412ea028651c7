// The evening-before LINE reminder of in-person bookings ('bookings.remind', a BullMQ job
// scheduler every 15 minutes, run by the worker): from 18:00 Bangkok the evening before, ONE
// reminder per pending or confirmed booking of tomorrow, even with two workers at once and
// when run again; cancelled bookings and other days get none.
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createWorker } from '../../../apps/worker/src/create-worker.js';
import { BookingReminderHandler, REMINDER_EVERY_MS, REMINDER_SCHEDULER_ID } from '../src/index.js';
import { inBangkok, weekdayOf } from '../../rules/src/index.js';
import { lineRetryKeyOf } from '../../integrations/src/line/line-messaging.client.js';
import { pushText } from '../../integrations/src/stand-ins/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';
import { deliverAgain, eventsWhere } from '../../../test/deliver-again.js';

type Session = { token: string; userID: string };

let app: TestApp;
let second: INestApplicationContext;
let db: DataSource;
let somchai: Session;
let malee: Session;
const lineOf: Record<string, string> = {};

const YEAR = inBangkok().year() + 3;
/** A Tuesday in July three years ahead: the appointment day; Monday is the evening before. */
const TUESDAY = Array.from({ length: 31 }, (_, i) => `${YEAR}-07-${String(i + 1).padStart(2, '0')}`).find((d) => weekdayOf(d) === 2 && d.slice(8) > '01')!;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const MONDAY = shift(TUESDAY, -1);
const WEDNESDAY = shift(TUESDAY, 1);
const evening = (time: string) => `${MONDAY}T${time}:00+07:00`;

const book = async (who: Session, date: string, slotType: 1 | 2, time = '') => {
  const res = await app.request('POST', '/api/v1/bookings', {
    token: who.token,
    body: { serviceType: slotType, slotType, appointDate: date, appointTime: time, description: 'นัดตรวจผิวหนัง' },
  });
  expect(res.status).toBe(200);
  return res.body.data.bookingID as string;
};
const reminderJobs = async () =>
  (await db.query(`SELECT payload->>'key' AS key, payload->>'userID' AS "userID" FROM outbox WHERE name = 'line.push' AND payload->>'key' LIKE '%:reminder' ORDER BY payload->>'key'`)) as Array<{ key: string; userID: string }>;

beforeAll(async () => {
  app = await startTestApp({ worker: true });
  second = await createWorker(app.config); // a second worker on the same Redis and database
  db = app.api.get(DataSource);
  somchai = await app.login('1103702071811');
  malee = await app.login('3100600445635');
  for (const who of [somchai, malee]) {
    lineOf[who.userID] = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [lineOf[who.userID], who.userID]);
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await app?.close();
});

it('the worker registers one job scheduler for the reminder, every 15 minutes, however many workers start', async () => {
  const queue = app.queue('bookings');
  const scheduler = await eventually(async () => (await queue.getJobScheduler(REMINDER_SCHEDULER_ID)) ?? undefined);
  expect(scheduler).toMatchObject({ name: 'bookings.remind', every: REMINDER_EVERY_MS });
  expect(await queue.getJobSchedulersCount()).toBe(1);
});

it('reminds each pending or confirmed booking of tomorrow once, with two workers, and not again', async () => {
  const pending = await book(somchai, TUESDAY, 1);
  const confirmed = await book(malee, TUESDAY, 2, '17:00');
  expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${confirmed}`, { token: malee.token, body: { bookingStatus: 1 } })).status).toBe(200);
  const cancelled = await book(somchai, TUESDAY, 2, '17:30');
  expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${cancelled}`, { token: somchai.token, body: { bookingStatus: -1 } })).status).toBe(200);
  const dayAfter = await book(malee, WEDNESDAY, 1);

  const handlers = [app.worker!.get(BookingReminderHandler), second.get(BookingReminderHandler)];
  // before 18:00 the evening before: nothing
  expect(await Promise.all(handlers.map((h) => h.remind({ now: evening('17:59') })))).toEqual([0, 0]);
  expect(await reminderJobs()).toEqual([]);

  // both workers at once, by the queue: several jobs for the same evening
  const queue = app.queue('bookings');
  const jobs = await Promise.all(Array.from({ length: 6 }, () => queue.add('bookings.remind', { now: evening('18:05') })));
  await eventually(async () => (await Promise.all(jobs.map((j) => j.getState()))).every((s) => s === 'completed'), 20_000);
  // and both handlers called at the same moment
  const counts = await Promise.all(handlers.map((h) => h.remind({ now: evening('18:20') })));
  expect(counts).toEqual([0, 0]);

  // One 'booking.reminderDue' per booking; the LINE reminder is the notifications module's reaction to it.
  for (const [bookingID, who, slotType, time, status] of [[pending, somchai, 1, '08:30', 0], [confirmed, malee, 2, '17:00', 1]] as const) {
    const events = await eventsWhere(app, 'booking.reminderDue', 'bookingID', bookingID);
    expect(events.map((e) => e.payload)).toEqual([
      { bookingID, userID: who.userID, bookingNumber: expect.any(Number), slotType, appointDate: TUESDAY, appointTime: expect.stringMatching(`^${time}`), bookingStatus: status },
    ]);
  }
  await eventually(async () => (await reminderJobs()).length >= 2, 15_000);
  expect(await reminderJobs()).toEqual(
    [
      { key: `booking:${pending}:reminder`, userID: somchai.userID },
      { key: `booking:${confirmed}:reminder`, userID: malee.userID },
    ].sort((a, b) => a.key.localeCompare(b.key)),
  );
  const reminded = await db.query(`SELECT id FROM bookings WHERE reminded_at IS NOT NULL ORDER BY id`);
  expect(reminded.map((r: { id: string }) => r.id).sort()).toEqual([pending, confirmed].sort());
  expect(reminded.map((r: { id: string }) => r.id)).not.toContain(cancelled);
  expect(reminded.map((r: { id: string }) => r.id)).not.toContain(dayAfter);

  const pushes = await eventually(async () => {
    const found = app.standIns.line.pushes.filter((p) => pushText(p).startsWith('แจ้งเตือนนัดหมายพรุ่งนี้'));
    return found.length >= 2 ? found : undefined;
  }, 15_000);
  await new Promise((r) => setTimeout(r, 500));
  expect(pushes.map((p) => p.to).sort()).toEqual([lineOf[somchai.userID], lineOf[malee.userID]].sort());
  const somchaiText = pushText(pushes.find((p) => p.to === lineOf[somchai.userID])!);
  expect(somchaiText).toContain(`${YEAR + 543} 08:30 น.`);
  expect(somchaiText).toContain('กรุณายืนยันหรือยกเลิก'); // still pending: asked to confirm

  // run again later that evening (and the next morning): still one each
  expect(await handlers[1].remind({ now: evening('23:45') })).toBe(0);
  expect((await reminderJobs()).length).toBe(2);
  // the evening before Wednesday reminds Wednesday's booking only
  expect(await handlers[0].remind({ now: `${TUESDAY}T18:00:00+07:00` })).toBe(1);
  await eventually(async () => (await reminderJobs()).some((j) => j.key === `booking:${dayAfter}:reminder`), 15_000);
}, 60_000);

it('a reminder event delivered again (by the relay, and twice at once) reminds no one twice', async () => {
  const events = await eventsWhere(app, 'booking.reminderDue', 'appointDate', TUESDAY);
  expect(events).toHaveLength(2);
  const keys = events.map((e) => `booking:${(e.payload as { bookingID: string }).bookingID}:reminder`);
  const pushesOf = (key: string) => app.standIns.line.pushes.filter((p) => p.retryKey === lineRetryKeyOf(key));
  expect(keys.map((key) => pushesOf(key).length)).toEqual([1, 1]);
  await deliverAgain(app, events);
  await new Promise((r) => setTimeout(r, 1_000));
  expect(keys.map((key) => pushesOf(key).length)).toEqual([1, 1]);
  expect((await reminderJobs()).filter((j) => keys.includes(j.key))).toHaveLength(2);
}, 60_000);
