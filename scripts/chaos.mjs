// `npm run chaos` (issue 18, Faults survived): real processes on free ports — PostgreSQL,
// Redis, two api and two worker processes of the built product, the LINE stand-in — broken on
// purpose while driven through the public API and sockets. One row per scenario, and last:
// `chaos: N/M scenarios held, L lost, D duplicated`. Exit code 1 unless every scenario held.
// Knobs: CHAOS_ONLY=<substring of a scenario name>, CHAOS_LINE_FAULT_SECONDS (60),
// CHAOS_REDIS_DOWN_SECONDS (30), CHAOS_DATABASE_DOWN_SECONDS (10), CHAOS_DATABASE_RESTARTS (5), CHAOS_SOAK_SECONDS (600),
// CHAOS_LOG_LEVEL (silent).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './chaos/cluster.mjs';
import { acrossInstances, databaseRestarted, lineFaults, redisKilled, workerKilled, apiKilled, soak } from './chaos/scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lineFaultSeconds = Number(process.env.CHAOS_LINE_FAULT_SECONDS ?? 60);
const redisDownSeconds = Number(process.env.CHAOS_REDIS_DOWN_SECONDS ?? 30);
const databaseDownSeconds = Number(process.env.CHAOS_DATABASE_DOWN_SECONDS ?? 10);
const soakSeconds = Number(process.env.CHAOS_SOAK_SECONDS ?? 600);
const databaseRestarts = Number(process.env.CHAOS_DATABASE_RESTARTS ?? 5);

// Each group runs on a fresh cluster; `persistentRedis` is how its Redis keeps data.
const groups = [
  {
    persistentRedis: false,
    scenarios: [
      ['across instances', (c) => acrossInstances(c)],
      ['line faults', (c) => lineFaults(c, lineFaultSeconds)],
      ['worker killed', (c) => workerKilled(c)],
      ['api killed', (c) => apiKilled(c)],
      ['redis restarted empty', (c) => redisKilled(c, { seconds: redisDownSeconds, restartEmpty: true })],
      ['postgres restarted', (c) => databaseRestarted(c, databaseDownSeconds, databaseRestarts)],
    ],
  },
  {
    // A fresh cluster: the soak's memory is not that of processes killed and started again.
    persistentRedis: false,
    scenarios: [['soak', (c) => soak(c, soakSeconds)]],
  },
  {
    persistentRedis: true,
    scenarios: [['redis with AOF', (c) => redisKilled(c, { seconds: redisDownSeconds, restartEmpty: false })]],
  },
];

const only = process.env.CHAOS_ONLY;
const rows = [];
const started = Date.now();
for (const group of groups) {
  const chosen = group.scenarios.filter(([key]) => !only || key.includes(only));
  if (!chosen.length) continue;
  const cluster = await startCluster({ root, persistentRedis: group.persistentRedis });
  try {
    for (const [key, run] of chosen) {
      const t0 = Date.now();
      const row = await run(cluster).catch((error) => ({ name: key, held: false, lost: 0, duplicated: 0, detail: `error: ${error.message}` }));
      row.seconds = Math.round((Date.now() - t0) / 1000);
      rows.push(row);
      console.log(`${row.held ? 'held  ' : 'BROKE '} ${row.name} — ${row.detail}; lost ${row.lost}, duplicated ${row.duplicated} (${row.seconds} s)`);
    }
  } finally {
    await cluster.stop();
  }
}
const held = rows.filter((r) => r.held).length;
const lost = rows.reduce((n, r) => n + r.lost, 0);
const duplicated = rows.reduce((n, r) => n + r.duplicated, 0);
console.log(`chaos: ${held}/${rows.length} scenarios held, ${lost} lost, ${duplicated} duplicated (${Math.round((Date.now() - started) / 1000)} s; files on ${process.env.CHAOS_FILES_STORE || 'disk'})`);
process.exit(held === rows.length ? 0 : 1);
