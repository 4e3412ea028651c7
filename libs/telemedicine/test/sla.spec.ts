// Issue 14 items 1 and 2, SLA timers and stuck-case alerts, against the real api + worker:
// Admin alone reads and changes the limits (bad input 400 in Thai, each bound at and past
// it); board rows carry statusSince / overdue / the due time at the Clock's now and sort by
// urgency; the breach job records a case once at one minute past its limit (not at the limit),
// tells the boards and the staff LINE group ONCE however often it runs or its push retries,
// and Admin's breaches page lists it.
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { LinePushHandler } from '../../notifications/src/line/line-push.handler.js';
import { DEFAULT_SLAS, SLA_LIMIT_MAX_MINUTES, SLA_MESSAGES, bangkokDateKey, slaDueAt, weekdayOf } from '../../rules/src/index.js';
import { SlaBreachesHandler } from '../src/sla/sla-breaches.handler.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { deliverAgain, eventsWhere } from '../../../test/deliver-again.js';

describe('sla', () => {
  const GROUP = `C${randomBytes(16).toString('hex')}`;
  let app: TestApp;
  let db: DataSource;
  let who: Record<string, Session>;

  beforeAll(async () => {
    // The job runs only when a test asks (SLA_CHECK_EVERY_MS=0): each run below is deliberate.
    app = await startTestApp({ worker: true, env: { STAFF_LINE_GROUP_ID: GROUP, SLA_CHECK_EVERY_MS: '0' } });
    db = app.api.get(DataSource);
    who = await signInAll(app, ['admin', 'nurse', 'finance', 'somchai']);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const put = (token: string | undefined, body: unknown) => app.request('PUT', '/api/v1/admin/sla', { token, body });
  const breachJob = () => (app.worker ?? app.api).get(SlaBreachesHandler);
  const groupPushes = () => app.standIns.line.pushes.filter((p) => p.to === GROUP);

  /** A Monday, at least two weeks back, that is neither a holiday nor a disabled telemedicine date (office hours all day). */
  async function plainMonday(weeksBack: number): Promise<string> {
    for (let d = Date.now() - weeksBack * 7 * 86_400_000; ; d -= 86_400_000) {
      const key = bangkokDateKey(d);
      if (weekdayOf(key) !== 1) continue;
      const closed = await db.query(`SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1 AND kind = 'tele'`, [key]);
      if (closed.length === 0) return key;
    }
  }
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

  let slot = 0;
  async function newCase(flowStatus: number, createdAt: Date, appointDate = bangkokDateKey()): Promise<string> {
    const rows = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description, flow_status, created_by, created_at)
     VALUES ($1, 1, 4, $2, $5, '0812345678', 'ผื่นคัน (ทดสอบเวลาที่กำหนด)', $3, $1, $4) RETURNING id`,
      [who.somchai.userID, appointDate, flowStatus, createdAt, `13:${String(slot++).padStart(2, '0')}`],
    );
    return rows[0].id;
  }

  describe('Admin sets the limits', () => {
    it('only Admin reads or changes them', async () => {
      expect((await app.request('GET', '/api/v1/admin/sla')).status).toBe(401);
      for (const s of [who.nurse, who.finance, who.somchai]) {
        expect((await app.request('GET', '/api/v1/admin/sla', { token: s.token })).status).toBe(403);
        expect((await put(s.token, { data: [{ flowStatus: 0, limitMinutes: 5, counting: 'office' }] })).status).toBe(403);
        expect((await app.request('GET', '/api/v1/admin/sla/breaches', { token: s.token })).status).toBe(403);
      }
      const res = await app.request('GET', '/api/v1/admin/sla', { token: who.admin.token });
      expect(res.status).toBe(200);
      const byStatus = Object.fromEntries(res.body.data.map((s: { flowStatus: number }) => [s.flowStatus, s]));
      expect(byStatus[0]).toMatchObject({ limitMinutes: 30, counting: 'office', flowStatusName: 'ลงทะเบียนใหม่' });
      expect(byStatus[4]).toMatchObject({ limitMinutes: 120, counting: 'office' });
      expect(byStatus[5]).toMatchObject({ limitMinutes: 480, counting: 'office' });
      expect(byStatus[6]).toMatchObject({ limitMinutes: 10080, counting: 'calendar' });
      expect(byStatus[1]).toMatchObject({ limitMinutes: null });
      expect(byStatus[7]).toBeUndefined();
    });

    it('refuses bad input with a Thai message (400), each bound at and past it', async () => {
      const admin = who.admin.token;
      const bad = async (body: unknown, message: string) => {
        const res = await put(admin, body);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain(message);
      };
      await bad({ data: [{ flowStatus: 1, limitMinutes: 0, counting: 'office' }] }, SLA_MESSAGES.limitInvalid);
      await bad({ data: [{ flowStatus: 1, limitMinutes: SLA_LIMIT_MAX_MINUTES + 1, counting: 'office' }] }, SLA_MESSAGES.limitInvalid);
      await bad({ data: [{ flowStatus: 1, limitMinutes: 1.5, counting: 'office' }] }, SLA_MESSAGES.limitInvalid);
      await bad({ data: [{ flowStatus: 1, limitMinutes: '30', counting: 'office' }] }, SLA_MESSAGES.limitInvalid);
      await bad({ data: [{ flowStatus: 7, limitMinutes: 30, counting: 'office' }] }, SLA_MESSAGES.statusInvalid);
      await bad({ data: [{ flowStatus: 1, limitMinutes: 30, counting: 'weekly' }] }, SLA_MESSAGES.countingInvalid);
      await bad({ data: [{ flowStatus: 1, limitMinutes: 30 }, { flowStatus: 1, limitMinutes: 40 }] }, SLA_MESSAGES.statusRepeated);
      await bad({ data: [] }, SLA_MESSAGES.settingsInvalid);
      expect((await app.request('GET', '/api/v1/admin/sla/breaches?date=2026-02-30', { token: admin })).status).toBe(400);

      // the bounds themselves are accepted; null removes a limit
      let res = await put(admin, { data: [{ flowStatus: 1, limitMinutes: 1, counting: 'office' }, { flowStatus: 2, limitMinutes: SLA_LIMIT_MAX_MINUTES, counting: 'calendar' }] });
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe(SLA_MESSAGES.saved);
      const saved = Object.fromEntries(res.body.data.map((s: { flowStatus: number }) => [s.flowStatus, s]));
      expect(saved[1]).toMatchObject({ limitMinutes: 1, counting: 'office' });
      expect(saved[2]).toMatchObject({ limitMinutes: SLA_LIMIT_MAX_MINUTES, counting: 'calendar' });
      res = await put(admin, { data: [{ flowStatus: 1, limitMinutes: null }, { flowStatus: 2, limitMinutes: null }] });
      expect(res.status).toBe(200);
      expect(res.body.data.find((s: { flowStatus: number }) => s.flowStatus === 1)).toMatchObject({ limitMinutes: null, counting: null });
    });
  });

  describe('board rows and the breach job', () => {
    let monday: string;
    let teleID: string;
    let due: Date;

    beforeAll(async () => {
      monday = await plainMonday(2);
      // A new case at 09:00 on a plain Monday: 30 office minutes, due 09:30 the same day.
      teleID = await newCase(0, at(monday, '09:00'));
      due = slaDueAt(at(monday, '09:00'), DEFAULT_SLAS[0]!, { closedDates: [] })!;
      expect(due).toEqual(at(monday, '09:30'));
    });

    const boardRow = async (sort = '') => {
      const res = await app.request('GET', `/api/v1/tele?AppointDatetime=all&Board=nurse${sort}`, { token: who.nurse.token });
      expect(res.status).toBe(200);
      return { row: res.body.data.find((r: { teleID: string }) => r.teleID === teleID), body: res.body };
    };

    it('the board row carries statusSince, overdue and the due time at the Clock’s now, at the limit and one minute past', async () => {
      app.moveClock(due.getTime() - Date.now() - 5_000); // 5 s before the limit
      let { row, body } = await boardRow();
      expect(row).toMatchObject({ statusSince: at(monday, '09:00').toISOString(), overdue: false, slaLevel: 'amber', slaDueAt: due.toISOString() });
      expect(Math.abs(Date.parse(body.now) - (due.getTime() - 5_000))).toBeLessThan(5_000);

      app.moveClock(due.getTime() + 60_000 - Date.now());
      ({ row } = await boardRow());
      expect(row).toMatchObject({ overdue: true, slaLevel: 'red' });
      app.moveClock(0);
    });

    it('sorts by urgency: the most overdue first, cases without a limit last', async () => {
      const later = await newCase(0, at(monday, '10:00'));
      const noLimit = await newCase(1, at(monday, '08:00'));
      const res = await app.request('GET', `/api/v1/tele?AppointDatetime=all&Board=nurse&Sort=urgency`, { token: who.nurse.token });
      const ids: string[] = res.body.data.map((r: { teleID: string }) => r.teleID);
      expect(ids.indexOf(teleID)).toBeLessThan(ids.indexOf(later));
      expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(noLimit));
      expect((await app.request('GET', `/api/v1/tele?Sort=loudest`, { token: who.nurse.token })).status).toBe(400);
      await db.query(`DELETE FROM tele_requests WHERE id = ANY($1::uuid[])`, [[later, noLimit]]);
    });

    it('records the breach once, one minute past the limit (not at it), and the staff group hears once, even on retry', async () => {
      const handler = breachJob();
      expect(await handler.find({ now: due.toISOString() })).toBe(0);
      const past = new Date(due.getTime() + 60_000).toISOString();
      // many runs at once (several workers, retries): one breach
      const found = await Promise.all(Array.from({ length: 4 }, () => handler.find({ now: past })));
      expect(found.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await handler.find({ now: new Date(due.getTime() + 3_600_000).toISOString() })).toBe(0);
      const breaches = await db.query(`SELECT notified FROM sla_breaches WHERE tele_id = $1`, [teleID]);
      expect(breaches).toEqual([{ notified: true }]);

      const push = await eventually(async () => groupPushes().find((p) => JSON.stringify(p.messages).includes('ทดสอบ') || JSON.stringify(p.messages).includes(teleID)));
      expect(JSON.stringify(push.messages)).toContain(SLA_MESSAGES.overdue);
      // the HN and the link, never the patient's name (PDPA: a LINE group is outside the hospital)
      const [{ hn }] = await db.query(`SELECT hn FROM users WHERE id = $1`, [who.somchai.userID]);
      expect(JSON.stringify(push.messages)).toContain(`HN ${hn}`);
      expect(JSON.stringify(push.messages)).not.toContain('สมชาย');
      // the boards were told (not the patient)
      const [event] = await db.query(`SELECT payload, rooms FROM outbox WHERE name = 'tele.changed' AND payload->>'teleID' = $1 AND payload->>'reason' = 'overdue'`, [teleID]);
      expect(event.rooms.sort()).toEqual(['board:admin', 'board:nurse']);

      // the push job retried (same payload and key): LINE accepts it once
      const [job] = await db.query(`SELECT payload FROM outbox WHERE name = 'line.push' AND payload->>'to' = $1`, [GROUP]);
      await (app.worker ?? app.api).get(LinePushHandler).push(job.payload);
      // the message is the notifications module's reaction to the breach's one event; delivered again
      // (by the relay, and twice at once) it queues nothing more
      const events = await eventsWhere(app, 'tele.slaBreached', 'teleID', teleID);
      expect(events.map((e) => e.payload)).toEqual([
        {
          teleID,
          userID: who.somchai.userID,
          serviceType: 1,
          flowStatus: 0,
          statusSince: expect.any(String),
          dueAt: due.toISOString(),
          limit: { ...DEFAULT_SLAS[0] },
          hn,
          alertStaff: true,
        },
      ]);
      await deliverAgain(app, events);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(groupPushes()).toHaveLength(1);
      expect(await db.query(`SELECT id FROM outbox WHERE name = 'line.push' AND payload->>'to' = $1`, [GROUP])).toHaveLength(1);
    });

    it('a breach found long after its due time is listed but not sent to the group', async () => {
      const old = await newCase(0, at(monday, '11:00'));
      const before = groupPushes().length;
      // run the job two days after this case went overdue
      expect(await breachJob().find({ now: new Date(at(monday, '11:31').getTime() + 2 * 86_400_000).toISOString() })).toBe(1);
      expect(await db.query(`SELECT notified FROM sla_breaches WHERE tele_id = $1`, [old])).toEqual([{ notified: false }]);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(groupPushes()).toHaveLength(before);
    });

    it('Admin’s breaches page lists the day’s breaches', async () => {
      const day = bangkokDateKey(new Date(due.getTime() + 60_000));
      const res = await app.request('GET', `/api/v1/admin/sla/breaches?date=${day}`, { token: who.admin.token });
      expect(res.status).toBe(200);
      expect(res.body.date).toBe(day);
      const breach = res.body.data.find((b: { teleID: string }) => b.teleID === teleID);
      expect(breach).toMatchObject({ flowStatus: 0, flowStatusName: 'ลงทะเบียนใหม่', dueAt: due.toISOString(), resolved: false, notified: true, limitText: '30 นาที (เวลาทำการ)' });
      expect(breach.fullName).toContain('สมชาย');
    });
  });
});
