// The built product as separate processes (api serving the built web app, and the worker),
// on a free port against the test PostgreSQL and Redis: what the browser tests drive.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../libs/core/src/infra/index.js';
import { writeClockOffset } from '../libs/core/src/clock/clock.js';
import { startStandIns, type StandIns } from '../libs/integrations/src/stand-ins/index.js';
import { testEnvironment } from './test-env.js';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');

export interface RunningProduct {
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  standIns: StandIns;
  /** Issue 14: moves the api's and the worker's clock to system time + offsetMs (core's Clock). */
  moveClock(offsetMs: number): void;
  /** Issue 36: whether the api and the worker processes are both still running. */
  alive(): { api: boolean; worker: boolean };
  /** What the processes printed so far (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function launch(script: string, env: NodeJS.ProcessEnv, output: string[]): ChildProcess {
  const file = path.join(root, script);
  if (!existsSync(file)) throw new Error(`${script} is not built: run npm run build first (the test command does).`);
  const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c) => output.push(String(c)));
  child.stderr?.on('data', (c) => output.push(String(c)));
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function startProduct(overrides: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const standIns = await startStandIns({ webOrigins: [`http://127.0.0.1:${port}`] });
  const env = await testEnvironment({
    ...standIns.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // E2E_WEB_DIST: a web build of one's own (several people building the web app at once).
    WEB_DIST: process.env.E2E_WEB_DIST || path.join(root, 'apps/web/dist'),
    // The browser suites sign in many times from 127.0.0.1.
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: '',
    ...overrides,
  });
  const output: string[] = [];
  const api = launch('apps/api/dist/main.js', env, output);
  const baseUrl = `http://127.0.0.1:${port}`;
  standIns.line.webhookUrl = `${baseUrl}/api/line/webhook`; // issue 31: LINE's webhook events go to this api
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`The api exited:\n${output.join('').slice(-3000)}`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The api did not become healthy:\n${output.join('').slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const worker = launch('apps/worker/dist/main.js', env, output);
  return {
    baseUrl,
    env,
    standIns,
    moveClock: (offsetMs) => writeClockOffset(env.CLOCK_OFFSET_FILE!, offsetMs),
    alive: () => ({ api: running(api), worker: running(worker) }),
    output: () => output.join(''),
    async stop() {
      await Promise.all([stopChild(worker), stopChild(api)]);
      await standIns.stop();
      if (env.FILES_DIR) await rm(env.FILES_DIR, { recursive: true, force: true });
      if (env.CLOCK_OFFSET_FILE) await rm(env.CLOCK_OFFSET_FILE, { force: true });
    },
  };
}
