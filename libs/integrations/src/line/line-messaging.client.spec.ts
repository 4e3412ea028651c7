// Issue 17 item 2: LINE pushes go over node's own http client (LinePushRequest), not the SDK's
// fetch. What LINE sees and what the worker does with LINE's answers stay as they were: one
// message per retry key, a repeated key counted as sent, a refused message not retried, a busy
// or failing LINE retried.
import { createServer } from 'node:http';
import type { AppConfig } from '@hospital/core';
import { listenOnFreePort } from '../stand-ins/http-stand-in.js';
import { pushText, startLinePlatform, type LinePlatformStandIn } from '../stand-ins/line-platform.js';
import { LinePushRejected, LineMessagingClient, lineRetryKeyOf } from './line-messaging.client.js';

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
});
