import { defaultRetryDelayMs, LatestSaveQueue, type LatestSaveStatus, type LatestSaveTimers } from './latest-save.js';

describe('latest-save', () => {
  /** A hand-driven clock: `advance(ms)` runs the timers that fall due, in order. */
  function fakeClock() {
    let now = 0;
    let nextId = 1;
    const pending = new Map<number, { at: number; fn: () => void }>();
    const timers: LatestSaveTimers = {
      set(fn, ms) {
        const id = nextId++;
        pending.set(id, { at: now + ms, fn });
        return id;
      },
      clear(handle) {
        pending.delete(handle as number);
      },
    };
    async function advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = end;
      await settle();
    }
    return { timers, advance, pendingCount: () => pending.size };
  }

  async function settle() {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }

  /** A save whose answers the test decides, one by one. */
  function controlledSave() {
    const calls: Array<{ value: string; resolve(): void; reject(e: unknown): void }> = [];
    let active = 0;
    let maxActive = 0;
    const save = (value: string) =>
      new Promise<void>((resolve, reject) => {
        active++;
        maxActive = Math.max(maxActive, active);
        calls.push({
          value,
          resolve: () => {
            active--;
            resolve();
          },
          reject: (e) => {
            active--;
            reject(e);
          },
        });
      });
    return { save, calls, maxActive: () => maxActive };
  }

  function setup(opts: { shouldRetry?(e: unknown): boolean } = {}) {
    const clock = fakeClock();
    const server = controlledSave();
    const statuses: LatestSaveStatus[] = [];
    const errors: unknown[] = [];
    const queue = new LatestSaveQueue<string>({
      save: server.save,
      debounceMs: 500,
      timers: clock.timers,
      onChange: (s) => statuses.push(s.status),
      onError: (e) => errors.push(e),
      shouldRetry: opts.shouldRetry,
    });
    return { clock, server, queue, statuses, errors };
  }

  describe('LatestSaveQueue (save as the user types)', () => {
    it('debounces: fast typing sends one save, of the last value', async () => {
      const { clock, server, queue } = setup();
      for (const text of ['a', 'ab', 'abc']) {
        queue.push(text);
        await clock.advance(100);
      }
      expect(server.calls).toHaveLength(0);
      expect(queue.current.status).toBe('pending');
      await clock.advance(500);
      expect(server.calls.map((c) => c.value)).toEqual(['abc']);
      expect(queue.current.status).toBe('saving');
      server.calls[0].resolve();
      await settle();
      expect(queue.current).toMatchObject({ status: 'saved', saved: 'abc', latest: 'abc' });
      expect(queue.busy).toBe(false);
    });

    it('keeps one save in flight and sends only the latest text once it ends', async () => {
      const { clock, server, queue } = setup();
      queue.push('one');
      await clock.advance(500);
      expect(server.calls).toHaveLength(1);
      // A slow server: the user keeps typing, debounces fire, nothing new is sent yet.
      queue.push('one two');
      await clock.advance(600);
      queue.push('one two three');
      await clock.advance(600);
      expect(server.calls).toHaveLength(1);
      expect(queue.current.status).toBe('saving');
      server.calls[0].resolve();
      await settle();
      // The newest value goes at once (its debounce has already passed), the middle one never.
      expect(server.calls.map((c) => c.value)).toEqual(['one', 'one two three']);
      expect(queue.current.status).toBe('saving');
      server.calls[1].resolve();
      await settle();
      expect(queue.current).toMatchObject({ status: 'saved', saved: 'one two three' });
      expect(server.maxActive()).toBe(1);
    });

    it('waits for a running debounce after the in-flight save rather than sending early', async () => {
      const { clock, server, queue } = setup();
      queue.push('x');
      await clock.advance(500);
      queue.push('xy');
      await clock.advance(100);
      server.calls[0].resolve();
      await settle();
      expect(server.calls).toHaveLength(1);
      expect(queue.current.status).toBe('pending');
      await clock.advance(400);
      expect(server.calls.map((c) => c.value)).toEqual(['x', 'xy']);
    });

    it('retries a failed save with a growing pause, reports each failure, and ends saved', async () => {
      const { clock, server, queue, errors } = setup();
      queue.push('note');
      await clock.advance(500);
      server.calls[0].reject(new Error('boom'));
      await settle();
      expect(queue.current).toMatchObject({ status: 'failed', failures: 1 });
      expect(errors).toHaveLength(1);
      expect(queue.busy).toBe(true);
      await clock.advance(999);
      expect(server.calls).toHaveLength(1);
      await clock.advance(1);
      expect(server.calls.map((c) => c.value)).toEqual(['note', 'note']);
      server.calls[1].reject(new Error('again'));
      await settle();
      expect(queue.current.failures).toBe(2);
      await clock.advance(1999);
      expect(server.calls).toHaveLength(2);
      await clock.advance(1);
      expect(server.calls).toHaveLength(3);
      server.calls[2].resolve();
      await settle();
      expect(queue.current).toMatchObject({ status: 'saved', saved: 'note', failures: 0, error: undefined });
    });

    it('a failure while newer text waits sends the newer text, not the failed one', async () => {
      const { clock, server, queue } = setup();
      queue.push('old');
      await clock.advance(500);
      queue.push('newer');
      await clock.advance(500);
      server.calls[0].reject(new Error('down'));
      await settle();
      await clock.advance(1000);
      expect(server.calls.map((c) => c.value)).toEqual(['old', 'newer']);
      server.calls[1].resolve();
      await settle();
      expect(queue.current).toMatchObject({ status: 'saved', saved: 'newer' });
    });

    it('typing after a failure sends after the debounce, without waiting for the retry pause', async () => {
      const { clock, server, queue } = setup();
      queue.push('a');
      await clock.advance(500);
      server.calls[0].reject(new Error('x'));
      await settle();
      await clock.advance(200);
      queue.push('ab');
      expect(queue.current.status).toBe('pending');
      await clock.advance(500);
      expect(server.calls.map((c) => c.value)).toEqual(['a', 'ab']);
    });

    it('does not retry what shouldRetry refuses, but the next edit tries again', async () => {
      const { clock, server, queue } = setup({ shouldRetry: (e) => (e as { status?: number }).status !== 404 });
      queue.push('a');
      await clock.advance(500);
      server.calls[0].reject({ status: 404 });
      await settle();
      await clock.advance(60_000);
      expect(server.calls).toHaveLength(1);
      expect(queue.current.status).toBe('failed');
      queue.push('ab');
      await clock.advance(500);
      expect(server.calls).toHaveLength(2);
    });

    it('flush sends at once; dispose stops the timers', async () => {
      const { clock, server, queue } = setup();
      queue.push('now');
      queue.flush();
      expect(server.calls.map((c) => c.value)).toEqual(['now']);
      server.calls[0].resolve();
      await settle();
      queue.push('later');
      queue.dispose();
      await clock.advance(10_000);
      expect(server.calls).toHaveLength(1);
      expect(clock.pendingCount()).toBe(0);
    });

    it('retry pauses grow 1 s, 2 s, 4 s … up to 15 s', () => {
      expect([1, 2, 3, 4, 5, 9].map(defaultRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    });
  });
});
