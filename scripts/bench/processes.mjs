// Helpers the benchmarks share: wait for a server, CPU time of a process, an autocannon run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const pause = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await pause(200);
  }
  throw new Error(`${url} never answered`);
}

/**
 * Waits (at most 60 s) until every outbox row is relayed and every job row settled, twice in a
 * row 50 ms apart; `db` answers `query`. The worker's start-up work (the demo data's photos, its
 * payment slips whose QR reads are synchronous JavaScript) would otherwise share the cores with
 * the figures (issue 34: measured on a machine idle apart from the bench).
 */
export async function workerIdle(db) {
  const start = Date.now();
  const pending = async () =>
    Number((await db.query(`SELECT count(*) AS n FROM outbox WHERE relayed_at IS NULL OR (kind = 'job' AND settled_at IS NULL)`)).rows[0].n);
  for (let quiet = 0, end = start + 60_000; quiet < 2 && Date.now() < end; await pause(50)) quiet = (await pending()) === 0 ? quiet + 1 : 0;
  return { ms: Date.now() - start, pending: await pending() };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); pids may be a list. */
export function cpuSeconds(pid) {
  if (Array.isArray(pid)) return pid.reduce((sum, p) => sum + cpuSeconds(p), 0);
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** autocannon's result, with the server's CPU time per answered request (µs) when its pid(s) are given. */
export async function load(url, headers, duration = DURATION, pid) {
  const before = cpuSeconds(pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  result.cpuPerRequest = ((cpuSeconds(pid) - before) / result.requests.total) * 1e6;
  return result;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
