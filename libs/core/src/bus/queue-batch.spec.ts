// Issue 17 item 2: which outbox rows travel together in one queue job, and under which id.
import { batchJobId, isQueueBatch, planQueueJobs } from './queue-batch.js';

describe('queue-batch', () => {
  const rows = (name: string, from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ jobId: String(from + i), name, payload: { i }, requestId: `r${from + i}` }));

  describe('planQueueJobs', () => {
    it('100 LINE pushes (the limit) share one queue job; 101 make one of 100 and one lone push under its own id', () => {
      const hundred = planQueueJobs(rows('line.push', 1, 100));
      expect(hundred).toHaveLength(1);
      expect(hundred[0]).toMatchObject({ batch: true, rows: Array.from({ length: 100 }, (_, i) => i) });

      const past = planQueueJobs(rows('line.push', 1, 101));
      expect(past.map((p) => p.rows.length)).toEqual([100, 1]);
      expect(past[1]).toEqual({ queueJobId: 'outbox-101', name: 'line.push', rows: [100], batch: false });
    });

    it('a lone push, and every job without a batch size, keeps the outbox id as its queue job id', () => {
      expect(planQueueJobs(rows('line.push', 7, 1))).toEqual([{ queueJobId: 'outbox-7', name: 'line.push', rows: [0], batch: false }]);
      expect(planQueueJobs(rows('his.registerPatient', 1, 3)).map((p) => p.queueJobId)).toEqual(['outbox-1', 'outbox-2', 'outbox-3']);
    });

    it('pushes among other jobs go together; the others go alone, and no row is left out or carried twice', () => {
      const mixed = [...rows('line.push', 1, 2), ...rows('audit.signIn', 3, 1), ...rows('line.push', 4, 3)];
      const plans = planQueueJobs(mixed);
      expect(plans.map((p) => [p.name, p.rows])).toEqual([
        ['audit.signIn', [2]],
        ['line.push', [0, 1, 3, 4, 5]],
      ]);
      expect(plans.flatMap((p) => p.rows).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('an envelope’s id names exactly its rows: the same rows give the same id, other rows another; never a colon', () => {
      expect(batchJobId(['5', '6', '9'])).toBe(batchJobId(['5', '6', '9']));
      expect(batchJobId(['5', '6', '9'])).not.toBe(batchJobId(['5', '7', '9']));
      expect(batchJobId(['5', '6', '9'])).toMatch(/^outbox-5-x3-[0-9a-f]{16}$/);
    });

    it('tells an envelope from a payload', () => {
      expect(isQueueBatch({ $batch: [] })).toBe(true);
      expect(isQueueBatch({ userID: 'x', text: 'y', key: 'z' })).toBe(false);
      expect(isQueueBatch(null)).toBe(false);
    });
  });
});
