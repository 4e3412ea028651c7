// Scale-out (issue 17 item 2): API_PROCESSES api processes behind ONE port — node:cluster, the
// primary holding the port and handing connections round-robin to its workers (Node 20 and 24),
// each worker the real apps/api/dist/main.js. Socket.IO needs no sticky sessions because the
// bench's clients use the websocket transport only; the Redis adapter reaches every process's
// sockets. BENCH_CPU_PROF=dir: each process writes a V8 CPU profile there of the time between
// 'profile' and 'stop' (exit-on-message.mjs). IPC with the bench: sends 'ready' once every
// process listens; 'profile' starts the profilers; 'stop' ends the processes and exits.
import './ends-with-bench.mjs';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const count = Number(process.env.API_PROCESSES ?? 2);
cluster.setupPrimary({
  exec: path.join(here, '../../apps/api/dist/main.js'),
  execArgv: ['--import', path.join(here, 'exit-on-message.mjs')],
});
let listening = 0;
cluster.on('listening', () => ++listening === count && process.send?.('ready'));
for (let i = 0; i < count; i++) cluster.fork();
process.on('message', async (message) => {
  if (message === 'profile') for (const w of Object.values(cluster.workers ?? {})) w.send('bench:profile');
  if (message !== 'stop') return;
  const workers = Object.values(cluster.workers ?? {});
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve) => {
          w.once('exit', resolve);
          w.send('bench:exit');
          setTimeout(() => w.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
  process.exit(0);
});
