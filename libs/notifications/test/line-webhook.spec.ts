// Issue 31 items 1, 2 and 6: the LINE Official Account's signed webhook and the chat it answers,
// driven through the LINE stand-in as LINE would (signed events, reply tokens). A wrong
// signature records nothing; an event delivered twice acts once; a follow, a postback and a
// message are answered by reply (free); an unfollow makes the person unreachable. Real
// PostgreSQL, Redis, the api and the worker.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Outbox } from '../../core/src/index.js';
import { postbackDataOf, type BookingChangedEvent } from '@hospital/contracts';
import { LineRecipients } from '../../identity/src/line/line-recipients.js';
import { lineRetryKeyOf } from '../../integrations/src/line/line-messaging.client.js';
import { lineWebhookSignature, pushText, ulid, type RecordedPush } from '../../integrations/src/stand-ins/index.js';
import { formatThaiAppointment, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { LineWebhookHandler } from '../src/webhook/line-webhook.handler.js';
import { webhookPushKey } from '../src/webhook/line-chat-replies.js';
import { LineWebhookEvents } from '../src/webhook/line-webhook-events.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('line-webhook', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let malee: Session;
  let nurse: Session;
  let maleeLine: string;
  const sockets: Socket[] = [];

  /** A Monday five years ahead in July (no seeded holiday, no other test's booking). */
  const YEAR = inBangkok().year() + 5;
  const MONDAY = Array.from({ length: 31 }, (_, i) => `${YEAR}-07-${String(i + 1).padStart(2, '0')}`).filter((d) => weekdayOf(d) === 1)[1];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    malee = await app.login('3100600445635');
    nurse = await app.login('nurse@demo.skin.go.th');
    maleeLine = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $2 WHERE id = $1`, [malee.userID, maleeLine]);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app?.close();
  });

  const line = () => app.standIns.line;
  const sentTo = (lineUserId: string) => line().pushes.filter((p) => p.to === lineUserId);
  /** The messages of what was sent, as text (a Flex message's altText and its whole bubble). */
  const said = (p: RecordedPush) => `${pushText(p)}\n${JSON.stringify(p.messages)}`;
  const eventRows = (id: string): Promise<Array<{ handled_at: Date | null; replied_at: Date | null }>> =>
    db.query(`SELECT handled_at, replied_at FROM line_webhook_events WHERE webhook_event_id = $1`, [id]);
  const jobsOf = (id: string): Promise<Array<{ id: string }>> => db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'line.webhookEvent' AND payload->>'webhookEventId' = $1`, [id]);
  const deliveriesTo = (lineUserId: string): Promise<Array<{ user_id: string | null; kind: string; about: string; result: string }>> =>
    db.query(`SELECT user_id, kind, about, result FROM line_messages WHERE line_user_id = $1 ORDER BY id`, [lineUserId]);

  /** Waits until `count` messages reached the LINE user, then a moment more (nothing else arrives). */
  async function answersTo(lineUserId: string, count: number): Promise<RecordedPush[]> {
    await eventually(async () => sentTo(lineUserId).length >= count, 15_000);
    await new Promise((r) => setTimeout(r, 500));
    return sentTo(lineUserId);
  }

  /** POSTs a webhook body as LINE would, with this signature (default: the right one). */
  async function postWebhook(body: unknown, signature?: string | null): Promise<{ status: number; body: any }> {
    const json = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sig = signature === undefined ? lineWebhookSignature(json, line().messagingSecret) : signature;
    if (sig !== null) headers['x-line-signature'] = sig;
    return app.request('POST', '/api/line/webhook', { body: json, headers });
  }

  describe('the webhook', () => {
    it('refuses a wrong or missing signature with 401 and records nothing', async () => {
      const event = {
        type: 'follow',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId: newLineUserId() },
        webhookEventId: ulid(),
        deliveryContext: { isRedelivery: false },
        replyToken: 'a'.repeat(32),
      };
      const body = { destination: line().botUserId, events: [event] };
      const wrong = await postWebhook(body, lineWebhookSignature(JSON.stringify(body), 'f'.repeat(32)));
      expect(wrong.status).toBe(401);
      expect((await postWebhook(body, null)).status).toBe(401);
      // Signed over other bytes (the same JSON, spaced): the signature is of the raw body.
      const spaced = JSON.stringify(body, null, 1);
      const res = await app.request('POST', '/api/line/webhook', { body: spaced, headers: { 'content-type': 'application/json', 'x-line-signature': lineWebhookSignature(JSON.stringify(body), line().messagingSecret) } });
      expect(res.status).toBe(401);
      expect(await eventRows(event.webhookEventId)).toEqual([]);
      expect(await jobsOf(event.webhookEventId)).toEqual([]);
      const anyJob: Array<{ id: string }> = await db.query(`SELECT id FROM outbox WHERE name = 'line.webhookEvent'`);
      expect(anyJob).toEqual([]);
    });

    it("answers LINE's verification call (no events) with 200", async () => {
      const res = await postWebhook({ destination: line().botUserId, events: [] });
      expect(res).toEqual({ status: 200, body: { queued: 0 } });
    });
  });

  describe('a LINE user the product does not know', () => {
    const stranger = newLineUserId();

    it('following gets the welcome card with the registration button, by reply', async () => {
      const delivery = await line().follow(stranger);
      expect(delivery.status).toBe(200);
      expect(JSON.parse(delivery.body)).toEqual({ queued: 1 });
      const [reply] = await answersTo(stranger, 1);
      expect(reply.kind).toBe('reply');
      expect(pushText(reply)).toContain('ยินดีต้อนรับ');
      expect(said(reply)).toContain('ลงทะเบียน');
      expect(said(reply)).toContain(`"uri":"${app.config.publicBaseUrl}/lineliff"`); // the LINE entry, as the guest menu's register tile
      expect(await deliveriesTo(stranger)).toEqual([{ user_id: null, kind: 'reply', about: 'ยินดีต้อนรับ', result: 'sent' }]);
    });

    it('the same event delivered again (a redelivery) and its job run twice act once: one job, one reply', async () => {
      const first = await line().message(stranger, 'นัด');
      await answersTo(stranger, 2);
      const again = await line().redeliver(first.event);
      expect(again.status).toBe(200);
      expect(JSON.parse(again.body)).toEqual({ queued: 0 });
      expect(await jobsOf(first.event.webhookEventId)).toHaveLength(1);
      // The job itself run a second time (a job may run twice) does nothing more.
      await app.worker!.get(LineWebhookHandler).handle(first.event as never);
      const sent = await answersTo(stranger, 2);
      expect(sent).toHaveLength(2);
      // Nothing but the welcome to a person the product cannot identify.
      expect(pushText(sent[1])).toContain('ยินดีต้อนรับ');
      const [row] = await eventRows(first.event.webhookEventId);
      expect(row.handled_at).not.toBeNull();
      expect(row.replied_at).not.toBeNull();
      // The claim a second run meets: taken already.
      expect(await app.worker!.get(LineWebhookEvents).claim(db.manager, first.event.webhookEventId)).toBe(false);
    });

    it('an answer whose reply token LINE refuses goes once as a push, keyed on the event', async () => {
      const webhookEventId = ulid();
      const event = {
        type: 'message',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId: stranger },
        webhookEventId,
        deliveryContext: { isRedelivery: false },
        replyToken: 'b'.repeat(32), // never issued: 400 Invalid reply token
        message: { id: '1', type: 'text', quoteToken: 'q', text: 'สวัสดี' },
      };
      expect((await postWebhook({ destination: line().botUserId, events: [event] })).status).toBe(200);
      const sent = await answersTo(stranger, 3);
      expect(sent).toHaveLength(3);
      expect(sent[2].kind).toBe('push');
      expect(sent[2].retryKey).toBe(lineRetryKeyOf(webhookPushKey(webhookEventId)));
      expect((await deliveriesTo(stranger)).at(-1)).toMatchObject({ kind: 'push', result: 'sent' });
    });
  });

  describe("the stand-in's dev routes (the demo drives the chat with them)", () => {
    it('POST /__dev/events delivers a signed event; GET /__pushes lists the reply marked as one', async () => {
      const someone = newLineUserId();
      const res = await fetch(`${line().url}/__dev/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'message', lineUserId: someone, text: 'คิว' }) });
      expect(res.status).toBe(200);
      const delivery = (await res.json()) as { status: number; event: { type: string; webhookEventId: string; replyToken: string; message: { text: string } } };
      expect(delivery).toMatchObject({ status: 200, event: { type: 'message', message: { text: 'คิว' } } });
      expect(delivery.event.webhookEventId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      await answersTo(someone, 1);
      const listed = (await (await fetch(`${line().url}/__pushes`)).json()) as Array<{ to: string; kind: string }>;
      expect(listed.filter((p) => p.to === someone).map((p) => p.kind)).toEqual(['reply']);
      const bad = await fetch(`${line().url}/__dev/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'message', lineUserId: 'nobody' }) });
      expect(bad.status).toBe(400);
    });
  });

  describe('a registered patient', () => {
    let bookingID: string;
    let bookingNumber: number;

    beforeAll(async () => {
      const res = await app.request('POST', '/api/v1/bookings', {
        token: malee.token,
        body: { serviceType: 1, slotType: 1, appointDate: MONDAY, appointDatetime: '', appointTime: '', description: 'ผื่นคันที่แขน' },
      });
      expect(res.status).toBe(200);
      ({ bookingID, bookingNumber } = res.body.data);
      // Her own booking's confirmation card (a push, issue 31 item 4) arrives first; the chat's answers come after it.
      await eventually(async () => sentTo(maleeLine).some((p) => p.kind === 'push'), 15_000);
    });

    it("confirms her waiting booking from the card's button: the booking is confirmed, the board moves live, the answer is a reply", async () => {
      const board = openSocket(app.baseUrl, nurse.token, sockets);
      await connected(board);
      expect(await joinRoom(board, 'board:booking')).toEqual({ ok: true });
      const heard: BookingChangedEvent[] = [];
      board.on('booking.changed', (event: BookingChangedEvent) => heard.push(event));

      const before = sentTo(maleeLine).length;
      const delivery = await line().postback(maleeLine, postbackDataOf('booking.confirm', { bookingID }));
      expect(delivery.status).toBe(200);
      const sent = await answersTo(maleeLine, before + 1);
      expect(sent).toHaveLength(before + 1);
      const answer = sent[before];
      expect(answer.kind).toBe('reply');
      expect(said(answer)).toContain(`คิวที่ ${bookingNumber}`);

      const [booking]: Array<{ booking_status: number }> = await db.query(`SELECT booking_status FROM bookings WHERE id = $1`, [bookingID]);
      expect(booking.booking_status).toBe(1);
      const moved = await eventually(async () => heard.find((e) => e.bookingID === bookingID && e.bookingStatus === 1), 10_000);
      expect(moved).toMatchObject({ bookingID, userID: malee.userID, from: 0, reason: 'confirmed' });
      expect((await deliveriesTo(maleeLine)).at(-1)).toMatchObject({ user_id: malee.userID, kind: 'reply', result: 'sent' });
    });

    it("the same button tapped again is refused in the chat with the page's own message (nothing moves)", async () => {
      const before = sentTo(maleeLine).length;
      await line().postback(maleeLine, postbackDataOf('booking.confirm', { bookingID }));
      const sent = await answersTo(maleeLine, before + 1);
      expect(sent[before].kind).toBe('reply');
      expect(sent[before].messages).toEqual([{ type: 'text', text: expect.stringMatching(/\S/) }]); // the refusal's message, no card
      const [booking]: Array<{ booking_status: number }> = await db.query(`SELECT booking_status FROM bookings WHERE id = $1`, [bookingID]);
      expect(booking.booking_status).toBe(1);
    });

    it("'นัด' answers her next appointment, by reply", async () => {
      const before = sentTo(maleeLine).length;
      await line().message(maleeLine, ' นัด ');
      const sent = await answersTo(maleeLine, before + 1);
      const answer = sent[before];
      expect(answer.kind).toBe('reply');
      expect(pushText(answer)).toContain('นัดหมายของท่าน');
      expect(said(answer)).toContain(formatThaiAppointment(MONDAY, '08:30'));
      expect(said(answer)).toContain(`คิวที่ ${bookingNumber}`);
    });

    it('anything else gets the help card listing what may be asked', async () => {
      const before = sentTo(maleeLine).length;
      await line().message(maleeLine, 'สวัสดีค่ะ');
      const sent = await answersTo(maleeLine, before + 1);
      expect(sent[before].kind).toBe('reply');
      for (const word of ['นัด', 'คิว', 'ชำระเงิน']) expect(said(sent[before])).toContain(`"${word}"`);
    });

    it('after unfollow she is unreachable on LINE (no answer sent); a follow welcomes her back and makes her reachable', async () => {
      const before = sentTo(maleeLine).length;
      const gone = await line().unfollow(maleeLine);
      expect(gone.status).toBe(200);
      expect(gone.event.replyToken).toBeUndefined();
      const recipients = new LineRecipients(db);
      await eventually(async () => (await recipients.of(malee.userID)).unreachable, 15_000);
      const [user]: Array<{ line_unfollowed_at: Date | null }> = await db.query(`SELECT line_unfollowed_at FROM users WHERE id = $1`, [malee.userID]);
      expect(user.line_unfollowed_at).not.toBeNull();
      const changed: Array<{ payload: unknown }> = await db.query(
        `SELECT payload FROM outbox WHERE kind = 'event' AND name = 'line.followChanged' AND payload->>'lineUserId' = $1 ORDER BY id`,
        [maleeLine],
      );
      expect(changed.map((c) => c.payload)).toEqual([{ lineUserId: maleeLine, userID: malee.userID, followed: false }]);
      // A message the product starts while she is unreachable is not pushed (recorded as unreachable).
      await db.transaction((m) => app.api.get(Outbox).job(m, 'line.push', { userID: malee.userID, text: 'ข้อความทดสอบ', key: `line-webhook-test:${gone.event.webhookEventId}` }));
      await eventually(async () => (await deliveriesTo(maleeLine)).some((d) => d.kind === 'push' && d.result === 'unreachable'), 15_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(sentTo(maleeLine)).toHaveLength(before);
      // Staff see it: her profile says she cannot be reached on LINE, and her messages say why the last one was not sent.
      const profile = await app.request('GET', `/api/v1/user/Id/${malee.userID}`, { token: nurse.token });
      expect(profile.body.lineStatus).toBe('unreachable');
      const messages = await app.request('GET', `/api/v1/line/messages?userID=${malee.userID}`, { token: nurse.token });
      expect(messages.body.lineStatus).toBe('unreachable');
      expect(messages.body.data[0]).toMatchObject({ kind: 'push', result: 'unreachable', resultText: 'ติดต่อทาง LINE ไม่ได้' });

      const back = await line().follow(maleeLine);
      expect(back.event.follow).toEqual({ isUnblocked: true });
      const sent = await answersTo(maleeLine, before + 1);
      expect(sent[before].kind).toBe('reply');
      expect(pushText(sent[before])).toContain('ยินดีต้อนรับกลับ');
      expect(said(sent[before])).toContain(formatThaiAppointment(MONDAY, '08:30'));
      expect(await recipients.of(malee.userID)).toMatchObject({ lineUserId: maleeLine, unreachable: false });
    });
  });
});
