// The api as a process of its own, run from its TypeScript sources (no build needed:
// test/fixtures/ts-sources-loader.mjs compiles them as jest does), against its own database and
// Redis prefix on the shared test servers. For tests where the process itself is under test
// (issue 28: a blocked loop kills it) or where a stalled api must fail a test, not hang jest.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../libs/core/src/infra/index.js';
import { startStandIns, type StandIns } from '../libs/integrations/src/stand-ins/index.js';
import { testEnvironment } from './test-env.js';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the process printed so far. */
  output(): string;
  /** Resolves when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** GET /api/health/live within `ms`: its status, or 'no answer'. */
export async function liveness(baseUrl: string, ms: number): Promise<number | 'no answer'> {
  try {
    const res = await fetch(`${baseUrl}/api/health/live`, { signal: AbortSignal.timeout(ms) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'no answer';
  }
}

export async function startApiProcess(overrides: Record<string, string> = {}, startWithinMs = 150_000): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const standIns: StandIns = await startStandIns({ webOrigins: [baseUrl] });
  const env = await testEnvironment({ ...standIns.env, PORT: String(port), HOST: '127.0.0.1', ...overrides });
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', './test/fixtures/ts-sources-loader.mjs', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => output.push(String(c)));
  child.stderr?.on('data', (c) => output.push(String(c)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGKILL');
      await exited;
    }
    await standIns.stop();
    if (env.FILES_DIR) await rm(env.FILES_DIR, { recursive: true, force: true });
    if (env.CLOCK_OFFSET_FILE) await rm(env.CLOCK_OFFSET_FILE, { force: true });
  };
  const deadline = Date.now() + startWithinMs;
  while ((await liveness(baseUrl, 2000)) !== 200) {
    if (!running() || Date.now() > deadline) {
      const why = running() ? 'did not start in time' : 'exited';
      await stop();
      throw new Error(`The api ${why}:\n${output.join('').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, child, output: () => output.join(''), exited, stop };
}
