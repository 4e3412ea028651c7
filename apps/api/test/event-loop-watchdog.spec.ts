// Issue 28 item 4: a request that blocks the api's event loop cannot stall the process. The api
// runs here as a process of its own (from its TypeScript sources, test/fixtures/ts-sources-loader.mjs),
// with EVENT_LOOP_BLOCK_EXIT_MS=1500 and its test-only route that keeps the loop busy (TEST_HOOKS=1).
// A block shorter than the limit passes; one past it fails liveness, is logged with the
// blocking request's id, and the process is killed for its supervisor to start again.
import { randomUUID } from 'node:crypto';
import { EventLoopWatchdog } from '../../../libs/core/src/health/event-loop-watchdog.js';
import { liveness as live, startApiProcess, type ApiProcess } from '../../../test/api-process.js';

describe('event-loop-watchdog', () => {
  const LIMIT_MS = 1500;

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  describe('the event-loop watchdog of an api process', () => {
    let api: ApiProcess;
    let baseUrl: string;

    beforeAll(async () => {
      api = await startApiProcess({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', EVENT_LOOP_BLOCK_EXIT_MS: String(LIMIT_MS), TEST_HOOKS: '1' });
      baseUrl = api.baseUrl;
    }, 180_000);

    afterAll(() => api?.stop());

    it(`lets a block shorter than the limit pass (${LIMIT_MS - 700} ms of ${LIMIT_MS}): the process lives on`, async () => {
      const res = await fetch(`${baseUrl}/__test/block-event-loop?ms=${LIMIT_MS - 700}`, { method: 'POST' });
      expect(res.status).toBe(200);
      await sleep(LIMIT_MS);
      expect(await live(baseUrl, 2000)).toBe(200);
      expect(api.child.exitCode).toBeNull();
      expect(api.child.signalCode).toBeNull();
    }, 30_000);

    it('fails liveness, logs the blocking request by its id and kills the process past the limit', async () => {
      const requestId = `stall-${randomUUID()}`;
      // The stalling request: it never answers (the process dies under it).
      const stalled = fetch(`${baseUrl}/__test/block-event-loop?ms=60000`, { method: 'POST', headers: { 'x-request-id': requestId } }).then(
        (r) => r.status,
        () => 'no answer' as const,
      );
      await sleep(300);
      // While the loop is blocked, liveness does not answer: the orchestrator's probe fails.
      expect(await live(baseUrl, 800)).toBe('no answer');
      // How long it was blocked is the watchdog's own measure (from the last heartbeat it saw),
      // not this process's clock: the last beat can come before the request reaches the api.
      const { signal } = await api.exited;
      expect(signal).toBe('SIGKILL');
      expect(await stalled).toBe('no answer');
      const line = api
        .output()
        .split('\n')
        .find((l) => l.includes('"EventLoopWatchdog"'));
      expect(line).toBeDefined();
      const logged = JSON.parse(line!) as { level: number; reqId: string; blockedMs: number; msg: string };
      expect(logged.reqId).toBe(requestId);
      expect(logged.level).toBe(60);
      expect(logged.blockedMs).toBeGreaterThanOrEqual(LIMIT_MS);
      expect(logged.msg).toContain(requestId);
    }, 60_000);
  });

  describe('the watchdog itself (in this process, without killing it)', () => {
    it('marks liveness failed once the loop is blocked past its limit, (without killing when told not to)', async () => {
      const watchdog = new EventLoopWatchdog();
      watchdog.start({ blockExitMs: 1000, kill: false, service: 'test' });
      try {
        for (let i = 0; i < 10; i++) watchdog.enter(`r${i}`); // more than its slots: the oldest are overwritten
        await sleep(300);
        // 400 ms blocked: under the limit (the heartbeat beats every 100 ms).
        for (const until = Date.now() + 400; Date.now() < until; );
        await sleep(300);
        expect(watchdog.tripped()).toBe(false);
        // 1500 ms blocked: past it.
        for (const until = Date.now() + 1500; Date.now() < until; );
        await sleep(300);
        expect(watchdog.tripped()).toBe(true);
      } finally {
        await watchdog.stop();
      }
    }, 20_000);
  });
});
