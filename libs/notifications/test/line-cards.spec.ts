// Issue 13 item 7, LINE messages as cards: each step's message is a Flex bubble with the step's
// one action as a button and the plain text as its altText. Real PostgreSQL, Redis, the worker
// and the LINE platform stand-in (which checks a Flex message as LINE does).
import { DataSource } from 'typeorm';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { pushText, type RecordedPush } from '../../integrations/src/stand-ins/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('line-cards', () => {
  type Session = { token: string; userID: string; role: string | null };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  let line: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    s.somchai = await app.login('1103702071811');
    s.nurse = await app.login('nurse@demo.skin.go.th');
    line = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $2 WHERE id = $1`, [s.somchai.userID, line]);
  });
  afterAll(() => app?.close());

  const COSTS = [
    { svname: 'ค่าบริการการแพทย์ทางไกล', totcost: 90, netdisc: 50, netcost: 40 },
    { svname: 'ค่ายา', totcost: 270, netdisc: 0, netcost: 270 },
    { svname: 'ค่าจัดส่งยา', totcost: 50, netdisc: 0, netcost: 50 },
  ];

  interface FlexPush {
    type: string;
    altText: string;
    contents: { type: string; body: { contents: Array<{ type: string; text: string }> }; footer?: { contents: Array<{ type: string; action: { type: string; label: string; uri: string } }> } };
  }

  const pushesTo = (lineUserId: string) => app.standIns.line.pushes.filter((p) => p.to === lineUserId);

  async function moveAndHear(teleID: string, flowStatus: number): Promise<RecordedPush> {
    const before = pushesTo(line).length;
    const res = await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.nurse.token, body: { flowStatus } });
    expect(res.status).toBe(200);
    return eventually(async () => pushesTo(line)[before], 15_000);
  }

  describe('a refill whose costs are notified (−3)', () => {
    let teleID: string;
    let push: RecordedPush;

    beforeAll(async () => {
      const [row] = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description)
       VALUES ($1, 2, 5, '2031-03-04', '08:01', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ขอรับยาเดิม') RETURNING id`,
        [s.somchai.userID],
      );
      teleID = row.id;
      const toNurse = await moveAndHear(teleID, 1);
      const nurseCard = toNurse.messages[0] as FlexPush;
      expect(nurseCard.type).toBe('flex');
      expect(nurseCard.contents.footer!.contents[0].action).toMatchObject({ type: 'uri', label: 'เข้าห้องวิดีโอคอล' });
      expect(nurseCard.contents.footer!.contents[0].action.uri).toContain(`${app.config.publicBaseUrl}/`);
      await enterLocalHisTeleOrders(db, teleID, { costs: COSTS, drugs: [] });
      push = await moveAndHear(teleID, -3);
    });

    it('is a Flex message whose altText is the plain text with the amount', () => {
      expect(push.messages).toHaveLength(1);
      const message = push.messages[0] as FlexPush;
      expect(message.type).toBe('flex');
      expect(message.altText).toContain('360.00 บาท');
      expect(message.altText).toContain('4 มีนาคม 2574');
      expect(Array.from(message.altText).length).toBeLessThanOrEqual(400);
      expect(pushText(push)).toBe(message.altText);
    });

    it("has the step's one action in the footer: pay the amount at the case's payment page", () => {
      const message = push.messages[0] as FlexPush;
      expect(message.contents.type).toBe('bubble');
      expect(message.contents.body.contents.map((c) => c.text)).toContain('ยอดที่ต้องชำระ 360.00 บาท');
      expect(message.contents.footer!.contents).toEqual([
        expect.objectContaining({ type: 'button', action: { type: 'uri', label: 'ชำระเงิน ฿360.00', uri: `${app.config.publicBaseUrl}/payment/${teleID}` } }),
      ]);
    });

    it('a retried job sends nothing more: the retry key is unchanged', async () => {
      const [job] = await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1 ORDER BY id DESC LIMIT 1`, [`tele:${teleID}:transition:%`]);
      // Read once it has completed: a job read while still running has no finishedOn yet (a loaded machine).
      const queued = await eventually(async () => {
        const read = await app.queue('line').getJob(`outbox-${job.id}`);
        return read && (await read.isCompleted()) && read.finishedOn ? read : undefined;
      });
      const firstFinish = queued.finishedOn!;
      await queued.retry('completed');
      await eventually(async () => {
        const again = await app.queue('line').getJob(queued.id!);
        return (await again?.isCompleted()) && again!.finishedOn! > firstFinish;
      }, 15_000);
      expect(pushesTo(line).filter((p) => p.retryKey === push.retryKey)).toHaveLength(1);
      expect(pushesTo(line)).toHaveLength(2); // the move to the nurse and the costs, once each
    });
  });

  describe('the LINE stand-in checks a Flex message as LINE does', () => {
    const post = (messages: unknown[]) =>
      fetch(`${app.standIns.line.url}/v2/bot/message/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer test' },
        body: JSON.stringify({ to: newLineUserId(), messages }),
      });
    const bubble = { type: 'bubble', body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'ทดสอบ' }] } };

    it('refuses a flex message without altText, or with more than 400 characters (400)', async () => {
      const missing = await post([{ type: 'flex', contents: bubble }]);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ message: 'The request body has 1 error(s)', details: [{ message: 'must be specified', property: 'messages[0].altText' }] });
      expect((await post([{ type: 'flex', altText: 'ก'.repeat(401), contents: bubble }])).status).toBe(400);
      expect((await post([{ type: 'flex', altText: 'ก'.repeat(400), contents: bubble }])).status).toBe(200);
      expect((await post([{ type: 'flex', altText: 'ไม่มีเนื้อหา' }])).status).toBe(400);
    });
  });
});
