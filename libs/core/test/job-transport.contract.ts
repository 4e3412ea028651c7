// Issue 30 item 5: one suite for every JobTransport driver (as twenty's server has one for its
// queue drivers). What a caller may count on, whichever driver runs the jobs: see FailedJob's
// comment in src/bus/job-transport.ts. job-transport.spec.ts runs it for BullMQ and in-process.
import { JOB_NAMES } from '@hospital/contracts';
import type { JobContext } from '../src/bus/job-handler.decorator.js';
import type { BoundJobHandler, JobRegistry } from '../src/bus/job-registry.js';
import type { JobRetrySchedule, JobTransport } from '../src/bus/job-transport.js';
import { RequestContext } from '../src/observability/request-context.js';

/** A short schedule: three attempts, 50 ms then 100 ms apart. */
export const CONTRACT_RETRY: JobRetrySchedule = Object.freeze({ attempts: 3, backoffMs: 50 });

export interface DriverUnderTest {
  transport: JobTransport;
  /** What `health()` answers while the driver works. */
  health: 'up' | 'in-process';
  close(): Promise<void>;
}

/** Builds a driver whose jobs run the registry's handlers (for BullMQ: a transport and a worker). */
export type MakeDriver = (registry: JobRegistry, retry: JobRetrySchedule) => Promise<DriverUnderTest>;

interface Call {
  name: string;
  payload: unknown;
  jobId: string;
  attempt: number;
  requestId: string | null;
  at: number;
}

/** How long a job that ran once is watched for a second run. */
const QUIET_MS = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

export function describeJobTransport(driverName: string, makeDriver: MakeDriver): void {
  describe(`JobTransport contract: ${driverName}`, () => {
    const calls: Call[] = [];
    /** What a job's handler does, by job id (default: succeed). */
    const behaviour = new Map<string, (context: JobContext) => void>();
    const registry = {
      get(name: string): BoundJobHandler {
        if (!(JOB_NAMES as readonly string[]).includes(name)) throw new Error(`No handler for job ${name}`);
        return async (payload, context) => {
          calls.push({ name, payload, ...context, requestId: RequestContext.requestId(), at: Date.now() });
          behaviour.get(context.jobId)?.(context);
        };
      },
    } as unknown as JobRegistry;
    let driver: DriverUnderTest;
    let transport: JobTransport;
    let next = 0;
    /** A job id of this run (numeric, like an outbox id). */
    const newId = () => String(1000 + ++next);
    const callsOf = (jobId: string) => calls.filter((c) => c.jobId === jobId);
    const failedOf = async (jobId: string, name?: string) => (await transport.failed(name)).find((f) => f.jobId === jobId);

    beforeAll(async () => {
      driver = await makeDriver(registry, CONTRACT_RETRY);
      transport = driver.transport;
    });
    afterAll(() => driver?.close());

    it('runs a job once, with its payload, its job id, attempt 1 and the request id it was queued under', async () => {
      const id = newId();
      const payload = { userID: 'u-1', login: 'สมชาย', n: 1 };
      await RequestContext.run({ requestId: 'req-contract-1' }, () => transport.enqueue(id, 'audit.signIn', payload));
      await waitFor('the job to run', () => callsOf(id).length > 0);
      await sleep(QUIET_MS);
      expect(callsOf(id)).toEqual([expect.objectContaining({ name: 'audit.signIn', payload, jobId: id, attempt: 1, requestId: 'req-contract-1' })]);
      expect(await failedOf(id)).toBeUndefined();
    });

    it('runs a throwing job again after a doubling backoff until it succeeds', async () => {
      const id = newId();
      behaviour.set(id, ({ attempt }) => {
        if (attempt < 3) throw new Error(`not yet (${attempt})`);
      });
      await transport.enqueue(id, 'audit.signIn', { try: 'again' });
      await waitFor('the third attempt', () => callsOf(id).length >= 3);
      await sleep(QUIET_MS);
      const runs = callsOf(id);
      expect(runs.map((c) => c.attempt)).toEqual([1, 2, 3]);
      expect(runs.every((c) => c.jobId === id && JSON.stringify(c.payload) === JSON.stringify({ try: 'again' }))).toBe(true);
      // Exponential: backoffMs, then twice that (a little slack for timer and clock granularity).
      expect(runs[1].at - runs[0].at).toBeGreaterThanOrEqual(CONTRACT_RETRY.backoffMs * 0.9);
      expect(runs[2].at - runs[1].at).toBeGreaterThanOrEqual(2 * CONTRACT_RETRY.backoffMs * 0.9);
      expect(await failedOf(id)).toBeUndefined();
    });

    it('keeps a job that used up its attempts in the failed set, with its last error', async () => {
      const id = newId();
      const payload = { to: 'U123', text: 'นัดหมายพรุ่งนี้' };
      behaviour.set(id, ({ attempt }) => {
        throw new Error(`LINE answered 500 (attempt ${attempt})`);
      });
      await transport.enqueue(id, 'line.push', payload);
      const failed = await waitFor('the failed set to hold the job', () => failedOf(id));
      expect(failed).toEqual({ name: 'line.push', jobId: id, payload, attemptsMade: CONTRACT_RETRY.attempts, error: `LINE answered 500 (attempt ${CONTRACT_RETRY.attempts})`, failedAt: expect.any(Date) });
      expect(Date.now() - failed.failedAt.getTime()).toBeLessThan(60_000);
      expect(callsOf(id).map((c) => c.attempt)).toEqual([1, 2, 3]);
      expect(await failedOf(id, 'line.push')).toEqual(failed);
      expect(await failedOf(id, 'audit.signIn')).toBeUndefined();
      // Enqueued again (a relay retry), a failed job stays failed and does not run again.
      await transport.enqueue(id, 'line.push', payload);
      await sleep(QUIET_MS);
      expect(callsOf(id)).toHaveLength(CONTRACT_RETRY.attempts);
    });

    it('runs a job id enqueued twice once, whether it waits, runs or is done', async () => {
      const id = newId();
      await Promise.all([transport.enqueue(id, 'audit.signIn', { copy: 1 }), transport.enqueue(id, 'audit.signIn', { copy: 2 })]);
      await transport.enqueue(id, 'audit.signIn', { copy: 3 });
      await waitFor('the job to run', () => callsOf(id).length > 0);
      await sleep(QUIET_MS);
      await transport.enqueue(id, 'audit.signIn', { copy: 4 });
      await sleep(QUIET_MS);
      expect(callsOf(id)).toEqual([expect.objectContaining({ payload: { copy: 1 }, attempt: 1 })]);
    });

    it('takes a batch with enqueueMany: each job runs once under its own request id; an unknown job is refused alone', async () => {
      const ids = [newId(), newId(), newId(), newId(), newId()];
      const jobs = [
        // Three LINE pushes: one queue job (an envelope) in BullMQ, three runs all the same.
        ...ids.slice(0, 3).map((jobId, i) => ({ jobId, name: 'line.push', payload: { to: `U${i}`, text: `ข้อความ ${i}` }, requestId: `req-many-${i}` })),
        { jobId: ids[3], name: 'audit.signIn', payload: { login: 'malee' }, requestId: 'req-many-3' },
        { jobId: ids[4], name: 'nope.job', payload: {}, requestId: 'req-many-4' },
      ];
      const outcome = await transport.enqueueMany(jobs);
      expect(outcome.slice(0, 4).map((o) => o.error)).toEqual([undefined, undefined, undefined, undefined]);
      expect(outcome[4].error).toBeInstanceOf(Error);
      await waitFor('the four jobs to run', () => ids.slice(0, 4).every((id) => callsOf(id).length > 0));
      await sleep(QUIET_MS);
      for (const job of jobs.slice(0, 4)) {
        expect(callsOf(job.jobId)).toEqual([expect.objectContaining({ name: job.name, payload: job.payload, attempt: 1, requestId: job.requestId })]);
      }
      expect(callsOf(ids[4])).toEqual([]);
    });

    it('retries and fails the failing job of a batch alone: the others run once and are not in the failed set', async () => {
      const [ok, bad] = [newId(), newId()];
      behaviour.set(bad, () => {
        throw new Error('LINE refused this one');
      });
      const outcome = await transport.enqueueMany([
        { jobId: ok, name: 'line.push', payload: { to: 'U-ok' }, requestId: 'req-ok' },
        { jobId: bad, name: 'line.push', payload: { to: 'U-bad' }, requestId: 'req-bad' },
      ]);
      expect(outcome.map((o) => o.error)).toEqual([undefined, undefined]);
      const failed = await waitFor('the failing job in the failed set', () => failedOf(bad));
      expect(failed).toEqual(expect.objectContaining({ name: 'line.push', jobId: bad, payload: { to: 'U-bad' }, attemptsMade: CONTRACT_RETRY.attempts }));
      expect(failed.error).toMatch(/LINE refused this one/);
      await sleep(QUIET_MS);
      expect(callsOf(bad).map((c) => c.attempt)).toEqual([1, 2, 3]);
      expect(callsOf(ok)).toEqual([expect.objectContaining({ attempt: 1, requestId: 'req-ok' })]);
      expect(await failedOf(ok)).toBeUndefined();
    });

    it('refuses a job outside the catalogue', async () => {
      await expect(transport.enqueue(newId(), 'nope.job', {})).rejects.toThrow();
    });

    it('answers its health', async () => {
      expect(await transport.health()).toBe(driver.health);
    });
  });
}
