import { spawnSync } from 'node:child_process';
import { findRedisServer } from './redis-server.js';

/**
 * The design card's shape on a fresh machine: `npm start` without REDIS_URL runs the worker
 * against a real Redis. When the machine has no `redis-server`, the launcher installs Debian's
 * package as root (as the test command does for its packages); without root it says exactly
 * what to install and goes on with jobs inside the api.
 */
export interface RedisInstallSystem {
  findRedisServer(): string | null;
  isRoot(): boolean;
  hasAptGet(): boolean;
  /** Runs apt-get with these arguments; true when it exited 0. */
  aptGet(args: string[]): boolean;
  log(line: string): void;
}

export const REDIS_INSTALL_HINT = 'sudo apt-get install redis-server';

/** The machine's redis-server, installed first when it is missing and we may; null when there is none. */
export function ensureRedisServer(system: RedisInstallSystem = debianSystem): string | null {
  const found = system.findRedisServer();
  if (found) return found;
  if (!system.isRoot() || !system.hasAptGet()) {
    system.log(`[start] No redis-server on this machine: jobs run inside the api (no worker, no queue dashboard). Install it with: ${REDIS_INSTALL_HINT}`);
    return null;
  }
  system.log('[start] No redis-server on this machine: installing Debian’s redis-server (apt-get)…');
  const env = ['-qq'];
  if (!system.aptGet(['update', ...env]) || !system.aptGet(['install', '-y', ...env, '--no-install-recommends', 'redis-server'])) {
    system.log(`[start] apt-get could not install redis-server: jobs run inside the api. Install it with: ${REDIS_INSTALL_HINT}`);
    return null;
  }
  return system.findRedisServer();
}

const debianSystem: RedisInstallSystem = {
  findRedisServer,
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasAptGet: () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  aptGet: (args) =>
    spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0,
  log: (line) => console.log(line),
};
