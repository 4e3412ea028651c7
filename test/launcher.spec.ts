// Issue 29 item 5: `npm start`'s launcher ends everything it started when any child dies — here
// the api, killed with SIGKILL (no exit code, a signal): before, it waited for that child's exit
// a second time, forever, with PostgreSQL and Redis still running. Runs the built launcher on
// the embedded defaults in a data folder of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../libs/core/src/infra/index.js';
import { eventually } from './api-app.js';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');

interface Proc {
  pid: number;
  ppid: number;
  cmdline: string;
}

/** Every process on the machine, with its parent and command line (Linux /proc). */
function processes(): Proc[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return [{ pid: Number(name), ppid, cmdline: readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ') }];
    } catch {
      return []; // ended meanwhile
    }
  });
}

const alive = (pid: number) => processes().some((p) => p.pid === pid);
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

let dataDir: string;
let launcher: ChildProcess | null = null;
afterAll(() => {
  // Whatever a failed run left behind: nothing of this test's may outlive it.
  for (const p of processes()) if (dataDir && p.cmdline.includes(dataDir)) process.kill(p.pid, 'SIGKILL');
  if (launcher && launcher.exitCode === null) launcher.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('stops PostgreSQL, Redis, the stand-ins and the worker when the api is killed with SIGKILL', async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'skin-launcher-'));
  chmodSync(dataDir, 0o755); // the `postgres` user must reach the data folder when we run as root
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DEMO_CASES: '0' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'LINE_API_URL', 'THAID_ISSUER', 'FILES_DIR', 'CLOCK_OFFSET_FILE']) delete env[name];
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  launcher = child;
  child.stdout!.on('data', (c) => (output += String(c)));
  child.stderr!.on('data', (c) => (output += String(c)));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  await eventually(async () => (child.exitCode !== null ? Promise.reject(new Error(output)) : output.includes('ready on http://localhost')), 150_000);
  const redisPort = Number(/started \S+ on redis:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
  const children = processes().filter((p) => p.ppid === child.pid);
  const api = children.find((p) => p.cmdline.includes('apps/api/dist/main.js'));
  const worker = await eventually(async () => processes().find((p) => p.ppid === child.pid && p.cmdline.includes('apps/worker/dist/main.js')), 30_000);
  const postgres = processes().filter((p) => p.cmdline.includes(dataDir));
  // What the launcher started is running: the api, the worker, PostgreSQL (its data in our folder), Redis.
  expect({ api: !!api, worker: !!worker, postgres: postgres.length > 0, redis: await accepts(redisPort), http: await accepts(port) }).toEqual({
    api: true,
    worker: true,
    postgres: true,
    redis: true,
    http: true,
  });

  process.kill(api!.pid, 'SIGKILL');
  const ended = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running after 60 s'), 60_000))]);
  expect(ended).toEqual({ code: 1, signal: null });
  expect(output).toContain('[start] api stopped (killed by SIGKILL); shutting down.');
  expect({
    worker: alive(worker!.pid),
    postgres: processes().filter((p) => p.cmdline.includes(dataDir)).length,
    redis: await accepts(redisPort),
  }).toEqual({ worker: false, postgres: 0, redis: false });
}, 240_000);

it('stops within seconds, naming the setting, when PORT is not a port (nothing started)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skin-launcher-port-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: 'abc' };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET']) delete env[name];
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (c) => (output += String(c)));
    child.stderr!.on('data', (c) => (output += String(c)));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain("PORT must be a whole number from 0 to 65535 (got 'abc')");
    // Nothing was started: no database folder was made.
    expect(readdirSync(dir)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
