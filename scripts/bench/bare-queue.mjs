// The baseline of "queue" (issue 17 item 2): bare BullMQ in one script, a Queue and a Worker,
// no outbox, no relay, no framework. Asked by the bench over IPC:
//  - { sample: i }: Queue.add one job now; answers { ms } = job.processedOn − the time before add
//    (the same clock and method as the product's figure);
//  - { drain: n }: addBulk n pushes in jobs of BARE_BATCH (the product's JOB_BATCH_SIZE for
//    'line.push'), whose processor POSTs each as a LINE text push to LINE_URL (the same stand-in
//    the product pushes to) with node's http client over BARE_CONNECTIONS kept-alive connections
//    (the product's); answers { ms } when the n-th POST has its answer.
import './ends-with-bench.mjs';
import http from 'node:http';
import { Queue, Worker } from 'bullmq';

const connection = { url: process.env.REDIS_URL, maxRetriesPerRequest: null };
const prefix = 'bench-bare';
const CONCURRENCY = Number(process.env.BARE_CONCURRENCY ?? 5);
const BATCH = Number(process.env.BARE_BATCH ?? 1);
const line = new URL(process.env.LINE_URL);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.BARE_CONNECTIONS ?? 50) });

function push({ to, text, retryKey }) {
  const body = JSON.stringify({ to, messages: [{ type: 'text', text }] });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, hostname: line.hostname, port: line.port, path: '/v2/bot/message/push', method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: 'Bearer stand-in-token', 'x-line-retry-key': retryKey } },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`push ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const queue = new Queue('line', { connection, prefix, defaultJobOptions: { removeOnComplete: { count: 10_000 }, removeOnFail: false } });
let onProcessed = null;
const worker = new Worker(
  'line',
  async (job) => {
    if (job.name === 'sample') {
      onProcessed?.(job);
      return;
    }
    await Promise.all(job.data.pushes.map(push));
    for (let i = 0; i < job.data.pushes.length; i++) onProcessed?.(job);
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
    const pushes = Array.from({ length: n }, (_, i) => ({ to: `U${i.toString(16).padStart(32, '0')}`, text: 'ยืนยันการนัดหมาย', retryKey: crypto.randomUUID() }));
    const jobs = [];
    for (let i = 0; i < n; i += BATCH) jobs.push({ name: 'push', data: { pushes: pushes.slice(i, i + BATCH) } });
    const t0 = performance.now();
    for (let i = 0; i < jobs.length; i += 1000) await queue.addBulk(jobs.slice(i, i + 1000));
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
