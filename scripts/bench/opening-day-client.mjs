// One client process of "opening day" (issue 34 item 3): kept-alive connections (node:http
// Agent, CONNECTIONS sockets) and a share of the burst. Asked over IPC:
//  - { requests: [{ path, headers, body }], sign, timeoutMs }: prepared, answers { ready } (each
//    body's "@SIGN@" becomes `sign`, the consent signature every request carries, sent once over
//    IPC; bodies are ready before the clock starts);
//  - { go }: sends every request at once (the agent queues what its sockets cannot carry yet)
//    and answers { statuses: {status: n}, messages: {msg: n}, timeouts, errors, latencies, lastBookedMs }
//    when the last one is answered or has timed out.
import './ends-with-bench.mjs';
import http from 'node:http';

const target = new URL(process.env.TARGET);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.CONNECTIONS ?? 50) });
let prepared = [];
let timeoutMs = 30_000;

function send({ path, headers, body }) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { agent, hostname: target.hostname, port: target.port, path, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let msg = '';
          try {
            msg = JSON.parse(Buffer.concat(chunks).toString('utf8')).msg ?? '';
          } catch {
            msg = '(not JSON)';
          }
          resolve({ status: res.statusCode, msg, ms: performance.now() - start });
        });
        res.on('error', () => resolve({ status: 0, error: 'response broke', ms: performance.now() - start }));
      },
    );
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ status: 0, timeout: true, ms: performance.now() - start });
    });
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - start }));
    req.end(body);
  });
}

process.on('message', async (message) => {
  if (message.requests) {
    prepared = message.sign ? message.requests.map((r) => ({ ...r, body: r.body.replace('@SIGN@', message.sign) })) : message.requests;
    timeoutMs = message.timeoutMs ?? timeoutMs;
    process.send({ ready: true });
  } else if (message.go) {
    const answers = await Promise.all(prepared.map(send));
    const statuses = {};
    const messages = {};
    let timeouts = 0;
    const errors = {};
    for (const a of answers) {
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      if (a.timeout) timeouts++;
      else if (a.error) errors[a.error] = (errors[a.error] ?? 0) + 1;
      else messages[`${a.status} ${a.msg}`] = (messages[`${a.status} ${a.msg}`] ?? 0) + 1;
    }
    // Every request was sent at 'go', so an answer's ms is its time since 'go': the last seat's is when the seats were all taken.
    const lastBookedMs = Math.max(0, ...answers.filter((a) => a.status === 200).map((a) => a.ms));
    process.send({ statuses, messages, timeouts, errors, latencies: answers.map((a) => a.ms), lastBookedMs });
  } else if (message.stop) {
    agent.destroy();
    process.exit(0);
  }
});
process.send({ up: true });
