// Issue 31 item 5: a domain's gauge read at scrape time (Metrics.addScrapeGauge, @ScrapeGauge):
// the gauge holds what the last read answered; a read that fails or hangs keeps the last values
// and never fails the scrape.
import { jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { JobTransport } from '../bus/job-transport.js';
import { Metrics, SCRAPE_GAUGE_TIMEOUT_MS } from './metrics.service.js';

describe('scrape-gauge', () => {
  const database = { query: async () => [{ pending: 0, oldest: 0 }] } as unknown as DataSource;
  const metrics = () => new Metrics(database, {} as JobTransport);
  const line = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name}{`));

  it('holds exactly what the last read answered', async () => {
    const m = metrics();
    let values = [{ labels: { kind: 'push', result: 'sent' }, value: 3 }, { labels: { kind: 'reply', result: 'sent' }, value: 1 }];
    m.addScrapeGauge('test_messages', 'test', ['kind', 'result'], async () => values);
    expect(line(await m.render(), 'test_messages')).toEqual(['test_messages{kind="push",result="sent"} 3', 'test_messages{kind="reply",result="sent"} 1']);
    values = [{ labels: { kind: 'push', result: 'sent' }, value: 4 }];
    expect(line(await m.render(), 'test_messages')).toEqual(['test_messages{kind="push",result="sent"} 4']);
  });

  it('a failing read keeps the last values and the scrape answers', async () => {
    const m = metrics();
    let fail = false;
    m.addScrapeGauge('test_failing', 'test', ['kind'], async () => {
      if (fail) throw new Error('database away (test)');
      return [{ labels: { kind: 'push' }, value: 7 }];
    });
    m.addScrapeGauge('test_fine', 'test', [], async () => [{ labels: {}, value: 1 }]);
    await m.render();
    fail = true;
    const text = await m.render();
    expect(line(text, 'test_failing')).toEqual(['test_failing{kind="push"} 7']);
    expect(text).toContain('test_fine 1');
  });

  it('a read that hangs is given up after SCRAPE_GAUGE_TIMEOUT_MS', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const m = metrics();
      m.addScrapeGauge('test_hanging', 'test', [], () => new Promise(() => undefined));
      const scrape = m.render();
      await jest.advanceTimersByTimeAsync(SCRAPE_GAUGE_TIMEOUT_MS + 1);
      expect(await scrape).toContain('# TYPE test_hanging gauge');
    } finally {
      jest.useRealTimers();
    }
  });
});
