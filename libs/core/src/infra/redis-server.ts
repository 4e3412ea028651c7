import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

/** The machine's `redis-server`, or null when there is none. */
export function findRedisServer(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  return found.status === 0 && bin ? bin : null;
}

export interface RedisServerOptions {
  /** A port to listen on (a restart on the same URL); a free one when left out. */
  port?: number;
  /**
   * Issue 18 finding 11: where Redis keeps its append-only file (fsync every second), so
   * waiting, delayed and retrying jobs and the job schedulers survive a restart. The launcher
   * passes `.data/redis`; without it Redis keeps nothing (the tests' shared Redis).
   */
  dataDir?: string;
}

/** The persistence arguments of `redis-server`: an append-only file in `dataDir`, or none. */
export function redisPersistenceArgs(dataDir: string | undefined): string[] {
  if (!dataDir) return ['--save', '', '--appendonly', 'no'];
  return ['--dir', path.resolve(dataDir), '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec'];
}

/** Starts `redis-server` on a loopback port (free, or the one given); fails loudly if it cannot. */
export async function startRedisServer(bin: string, options: RedisServerOptions = {}): Promise<LocalRedis> {
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const child: ChildProcess = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', ...redisPersistenceArgs(options.dataDir), '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (port ${port}): ${output.slice(-500)}`);
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') break;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}: ${output.slice(-500)}`);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      probe.disconnect();
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
