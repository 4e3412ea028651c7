import { concurrencyOf, queueConcurrencyOf } from './queue-concurrency.js';

describe('queue-concurrency', () => {
  describe('QUEUE_CONCURRENCY (issue 17 item 2)', () => {
    it('runs 50 LINE pushes at once, one image, 5 of every other queue by default', () => {
      const c = queueConcurrencyOf(undefined);
      expect([concurrencyOf(c, 'line'), concurrencyOf(c, 'images'), concurrencyOf(c, 'audit')]).toEqual([50, 1, 5]);
    });

    it('overrides the named queues only', () => {
      const c = queueConcurrencyOf(' line=100 , audit=2');
      expect([concurrencyOf(c, 'line'), concurrencyOf(c, 'images'), concurrencyOf(c, 'audit'), concurrencyOf(c, 'his')]).toEqual([100, 1, 2, 5]);
    });

    it('stops the start on a malformed pair', () => {
      for (const bad of ['line', 'line=0', 'line=-1', 'line=2.5', '=3']) expect(() => queueConcurrencyOf(bad)).toThrow(/QUEUE_CONCURRENCY/);
    });
  });
});
