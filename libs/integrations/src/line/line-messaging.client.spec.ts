// Issue 17 item 2: LINE pushes go over node's own http client (LinePushRequest), not the SDK's
// fetch. What LINE sees and what the worker does with LINE's answers stay as they were: one
// message per retry key, a repeated key counted as sent, a refused message not retried, a busy
// or failing LINE retried.
import { createServer } from 'node:http';
import type { AppConfig } from '@hospital/core';
import { listenOnFreePort } from '../stand-ins/http-stand-in.js';
import { pushText, startLinePlatform, type LinePlatformStandIn } from '../stand-ins/line-platform.js';
import { LinePushRejected, LineMessagingClient, lineRetryKeyOf } from './line-messaging.client.js';
import { LINE_IN_FLIGHT, LinePushRequest } from './line-push-request.js';

describe('line-messaging.client', () => {
  let line: LinePlatformStandIn;
  let client: LineMessagingClient;
  const clientOf = (url: string) => new LineMessagingClient({ line: { apiBaseUrl: url, messagingToken: 'token-1' } } as AppConfig);
  beforeAll(async () => {
    line = await startLinePlatform();
    client = clientOf(line.url);
  });
  afterAll(async () => {
    client.onModuleDestroy();
    await line.stop();
  });
  const to = `U${'ab'.repeat(16)}`;

  describe('LineMessagingClient', () => {
    it('pushes the text to the person under the retry key made from the job key', async () => {
      await client.pushText(to, 'พรุ่งนี้มีนัด 09:00 น.', 'spec:one');
      const push = line.pushes.find((p) => p.retryKey === lineRetryKeyOf('spec:one'))!;
      expect(push.to).toBe(to);
      expect(pushText(push)).toBe('พรุ่งนี้มีนัด 09:00 น.');
    });

    it('a card goes as a Flex message whose altText is the text', async () => {
      await client.pushCard(to, { title: 'ชำระเงิน', lines: ['ยอด 250 บาท'], action: { label: 'ชำระเงิน', uri: 'https://example.test/pay' } }, 'กรุณาชำระเงิน 250 บาท', 'spec:card');
      const push = line.pushes.find((p) => p.retryKey === lineRetryKeyOf('spec:card'))!;
      expect((push.messages[0] as { type: string }).type).toBe('flex');
      expect(pushText(push)).toBe('กรุณาชำระเงิน 250 บาท');
    });

    it('the same key twice: LINE records one message, and the second send counts as sent (409)', async () => {
      const before = line.pushes.length;
      await client.pushText(to, 'ยืนยันนัด', 'spec:twice');
      await expect(client.pushText(to, 'ยืนยันนัด', 'spec:twice')).resolves.toBeUndefined();
      expect(line.pushes.length - before).toBe(1);
      expect(line.repeatedRetryKeys).toContain(lineRetryKeyOf('spec:twice'));
    });

    it('a message LINE refuses (400) is refused for good; LINE busy (429) or failing (500) is an error to retry', async () => {
      await expect(client.pushText(to, '', 'spec:empty')).rejects.toBeInstanceOf(LinePushRejected);
      line.failPushes([429, 500], 5);
      try {
        const busy = client.pushText(to, 'ลองอีกครั้ง', 'spec:busy');
        await expect(busy).rejects.toThrow(/LINE answered 429/);
        await expect(busy).rejects.not.toBeInstanceOf(LinePushRejected);
        await expect(client.pushText(to, 'ลองอีกครั้ง', 'spec:busy')).rejects.toThrow(/LINE answered 500/);
      } finally {
        line.failPushes([], 0);
      }
      await client.pushText(to, 'ลองอีกครั้ง', 'spec:busy');
      expect(line.pushes.filter((p) => p.retryKey === lineRetryKeyOf('spec:busy'))).toHaveLength(1);
    });

    it('a LINE that cannot be reached is an error to retry, not a refusal', async () => {
      const gone = createServer();
      const { url, stop } = await listenOnFreePort(gone, '127.0.0.1');
      await stop();
      const unreachable = clientOf(url);
      try {
        const push = unreachable.pushText(to, 'ไม่ถึง', 'spec:gone');
        await expect(push).rejects.toThrow(/ECONNREFUSED/);
        await expect(push).rejects.not.toBeInstanceOf(LinePushRejected);
      } finally {
        unreachable.onModuleDestroy();
      }
    });

    it(`builds at most ${LINE_IN_FLIGHT} requests at once; the next waits for a place, and all go, failures included (issue 17 item 2)`, async () => {
      const held: Array<() => void> = [];
      let answered = 0;
      const slow = createServer((req, res) => {
        req.resume();
        held.push(() => {
          answered++;
          res.writeHead(answered % 7 === 0 ? 500 : 200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      const { url, stop } = await listenOnFreePort(slow, '127.0.0.1');
      const request = new LinePushRequest(url, 'token-1');
      let built = 0; // a push's body is serialised when its request is built
      const body = (i: number) => ({ toJSON: () => (built++, { to, messages: [{ type: 'text', text: `${i}` }] }) });
      try {
        const pushes = Array.from({ length: LINE_IN_FLIGHT + 1 }, (_, i) => request.post('/v2/bot/message/push', body(i), `key-${i}`));
        // Waits for a state (a loaded machine may take longer than any fixed pause), never for a time.
        const until = async (holds: () => boolean, what: string) => {
          for (const started = Date.now(); !holds(); await new Promise((r) => setTimeout(r, 10))) {
            if (Date.now() - started > 30_000) throw new Error(`still waiting for ${what}: built ${built}, held ${held.length}`);
          }
        };
        await until(() => built === LINE_IN_FLIGHT && held.length > 0, 'the first requests to arrive');
        await new Promise((r) => setTimeout(r, 50));
        expect(built).toBe(LINE_IN_FLIGHT); // at the limit; the one past it waits
        held.shift()!();
        await until(() => built === LINE_IN_FLIGHT + 1, 'the waiting request to be built');
        const release = setInterval(() => held.splice(0).forEach((answer) => answer()), 10);
        try {
          const answers = await Promise.all(pushes);
          expect(answers.filter((a) => a.status === 500)).toHaveLength(Math.floor((LINE_IN_FLIGHT + 1) / 7));
        } finally {
          clearInterval(release);
        }
        expect(answered).toBe(LINE_IN_FLIGHT + 1);
      } finally {
        request.close();
        await stop();
      }
    });
  });
});
