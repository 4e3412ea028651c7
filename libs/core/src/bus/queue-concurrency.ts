/**
 * Issue 17 item 2 (queue figures): how many jobs of one queue a worker process runs at once.
 * LINE pushes wait on the network, not the CPU, and LINE takes 2,000 pushes a second per
 * channel: 50 at once keeps the drain bound by the worker's CPU rather than by round trips.
 * Images stay at one (sharp already uses every core for one photo). Every other queue: 5.
 * QUEUE_CONCURRENCY overrides per queue: `line=100,images=2` (queues not named keep these).
 */
export const DEFAULT_QUEUE_CONCURRENCY: Readonly<Record<string, number>> = Object.freeze({ line: 50, images: 1 });
export const DEFAULT_OTHER_QUEUE_CONCURRENCY = 5;

/** The defaults with QUEUE_CONCURRENCY's `queue=n` pairs over them; a malformed pair stops the start. */
export function queueConcurrencyOf(value: string | undefined): Record<string, number> {
  const concurrency: Record<string, number> = { ...DEFAULT_QUEUE_CONCURRENCY };
  for (const pair of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]*)\s*=\s*(\d+)$/i.exec(pair);
    const n = match ? Number(match[2]) : NaN;
    if (!match || !Number.isInteger(n) || n < 1) {
      throw new Error(`QUEUE_CONCURRENCY: "${pair}" is not queue=n with n ≥ 1 (e.g. line=50,images=1).`);
    }
    concurrency[match[1]] = n;
  }
  return concurrency;
}

/** How many jobs of `queue` run at once in one worker process. */
export function concurrencyOf(concurrency: Readonly<Record<string, number>>, queue: string): number {
  return concurrency[queue] ?? DEFAULT_OTHER_QUEUE_CONCURRENCY;
}
