// The README's run command ends here: it serves the product (API + Socket.IO + web on one
// port, and the worker) on the embedded defaults. No DATABASE_URL: an embedded PostgreSQL
// with data under .data/. No REDIS_URL: the machine's redis-server on a free port (installed
// first as root when missing), or, without it, jobs run inside the api with a warning. Demo accounts are seeded.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSettings, ensureRedisServer, startEmbeddedPostgres, startRedisServer } from '@hospital/core/infra';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@hospital/identity';
import { startStandIns } from '@hospital/integrations/stand-ins';
import { stopChildren } from './stop-children.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const env = { ...process.env };
const stops = [];
const children = [];
let stopping = false;

function secrets() {
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) {
    const fresh = { jwtSecret: randomBytes(48).toString('base64url'), pgPassword: randomBytes(18).toString('base64url') };
    writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Ends everything this launcher started, children first (SIGTERM, then SIGKILL after 10 s:
 * stop-children.mjs), then the stand-ins, Redis and PostgreSQL.
 */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopChildren(children);
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function run(name, script) {
  const child = spawn(process.execPath, [path.join(root, script)], { env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ? `killed by ${signal}` : `exit ${code}`}); shutting down.`);
      void shutdown(code || 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth(url, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`No healthy answer from ${url}`);
}

try {
  // Issue 29 item 3: a wrong setting stops here, named, before PostgreSQL or Redis start.
  checkSettings(env);
  const embedded = !env.DATABASE_URL;
  if (embedded || !env.JWT_SECRET) {
    if (!embedded) throw new Error('JWT_SECRET is required when DATABASE_URL is set (see .env.example).');
    env.JWT_SECRET = secrets().jwtSecret;
  }
  if (embedded) {
    console.log(`[start] No DATABASE_URL: starting the embedded PostgreSQL (data in ${path.relative(root, path.join(dataDir, 'pg')) || '.'})…`);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), password: secrets().pgPassword });
    stops.push(pg.stop);
    env.DATABASE_URL = pg.url;
    env.DEMO_MODE ??= '1';
  }
  if (!env.REDIS_URL) {
    // Issue 29 item 5: as root on a fresh machine, Debian's redis-server is installed first.
    const bin = ensureRedisServer();
    if (bin) {
      // Issue 18 finding 11: jobs and schedulers kept in an append-only file under .data/redis.
      const redisDir = path.join(dataDir, 'redis');
      const redis = await startRedisServer(bin, { dataDir: redisDir });
      stops.push(redis.stop);
      env.REDIS_URL = redis.url;
      console.log(`[start] No REDIS_URL: started ${bin} on ${redis.url} (data in ${path.relative(root, redisDir)})`);
    }
  }
  env.WEB_DIST ??= path.join(root, 'apps/web/dist');
  // The api and the worker read and write the same uploads.
  env.FILES_DIR = path.resolve(root, env.FILES_DIR || path.join(dataDir, 'files'));
  env.PORT ??= '3000';
  const lineStandIn = !env.LINE_API_URL && !env.THAID_ISSUER;
  if (lineStandIn) {
    // No LINE or ThaiD configured: local stand-ins that speak their protocols (DESIGN.md).
    const standIns = await startStandIns({ webOrigins: [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`], parcelStepMs: 120_000, lineChannelSecret: env.LINE_CHANNEL_SECRET });
    stops.push(standIns.stop);
    Object.assign(env, standIns.env);
    standIns.line.webhookUrl = `http://127.0.0.1:${env.PORT}/api/line/webhook`; // issue 31: the stand-in's webhook events (POST /__dev/events) go to the api
    env.STAFF_LINE_GROUP_ID ??= `C${'0'.repeat(31)}1`; // issue 14 item 2: the demo's staff group (the LINE stand-in records its messages)
    env.PARCELS_TRACK_POLL_MS ??= '60000'; // issue 14 item 3: the demo's parcels move every 2 minutes; asked about every minute
    console.log(`[start] LINE stand-in on ${standIns.line.url}, ThaiD stand-in on ${standIns.thaid.issuer}, bank stand-in (slip verification) on ${standIns.bank.url}, Thailand Post stand-in on ${standIns.thailandPost.url}`);
  }
  run('api', 'apps/api/dist/main.js');
  await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`);
  if (env.REDIS_URL) run('worker', 'apps/worker/dist/main.js');
  if (lineStandIn) {
    // Issue 31 item 3: the demo's LINE OA gets its two rich menus, as `npm run line:richmenu` makes them on LINE.
    const { runLineRichMenuCommand } = await import('../apps/api/dist/ops/line-richmenu-command.js');
    const quiet = { log: () => undefined, error: (line) => console.error(`[start] rich menus: ${line}`) };
    if ((await runLineRichMenuCommand([], env, quiet)) === 0) console.log('[start] LINE stand-in: the guest and patient rich menus are made (GET /__richmenus)');
  }

  console.log(`\n  โรงพยาบาลผิวหนัง — ready on http://localhost:${env.PORT}/login`);
  if (env.DEMO_MODE === '1' || env.DEMO_MODE === 'true') {
    console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`    ${(a.role ?? 'patient').padEnd(11)} ${a.login}`);
  }
  console.log('');
} catch (error) {
  console.error(`[start] ${error.message}`);
  await shutdown(1);
}
