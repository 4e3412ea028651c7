// The baseline of "queue" (issue 17 item 2): bare BullMQ in one script, a Queue and a Worker,
// no outbox, no relay, no framework. Asked by the bench over IPC:
//  - { sample: i }: Queue.add one job now; answers { ms } = job.processedOn − the time before add
//    (the same clock and method as the product's figure);
//  - { drain: n }: addBulk n jobs whose processor POSTs a LINE text push to LINE_URL (the same
//    stand-in the product pushes to); answers { ms } when the n-th POST has its answer.
import { Queue, Worker } from 'bullmq';

const connection = { url: process.env.REDIS_URL, maxRetriesPerRequest: null };
const prefix = 'bench-bare';
const CONCURRENCY = Number(process.env.BARE_CONCURRENCY ?? 5);
const queue = new Queue('line', { connection, prefix, defaultJobOptions: { removeOnComplete: { count: 10_000 }, removeOnFail: false } });
let onProcessed = null;
const worker = new Worker(
  'line',
  async (job) => {
    if (job.name === 'sample') {
      onProcessed?.(job);
      return;
    }
    const res = await fetch(`${process.env.LINE_URL}/v2/bot/message/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer stand-in-token', 'x-line-retry-key': job.data.retryKey },
      body: JSON.stringify({ to: job.data.to, messages: [{ type: 'text', text: job.data.text }] }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`push ${res.status}`);
    onProcessed?.(job);
  },
  { connection, prefix, concurrency: CONCURRENCY },
);
await worker.waitUntilReady();

process.on('message', async (message) => {
  if (message.sample !== undefined) {
    const processed = new Promise((resolve) => (onProcessed = resolve));
    const t0 = Date.now();
    await queue.add('sample', { i: message.sample });
    const job = await processed;
    process.send({ ms: job.processedOn - t0 });
  } else if (message.drain) {
    const n = message.drain;
    let done = 0;
    const all = new Promise((resolve) => (onProcessed = () => ++done === n && resolve()));
    const t0 = performance.now();
    for (let i = 0; i < n; i += 1000) {
      await queue.addBulk(
        Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({
          name: 'push',
          data: { to: `U${(i + j).toString(16).padStart(32, '0')}`, text: 'ยืนยันการนัดหมาย', retryKey: crypto.randomUUID() },
        })),
      );
    }
    await all;
    process.send({ ms: performance.now() - t0 });
  } else if (message.stop) {
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    process.exit(0);
  }
});
process.send({ ready: true });
