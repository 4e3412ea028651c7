// Issue 18 finding 10: one line when Redis goes away, one when it is back, none per retry.
import { EventEmitter } from 'node:events';
import { RedisOutageLog, isRedisConnectionError } from './redis-outage-log.js';

describe('redis-outage-log', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' });

  it('logs an outage once however many reconnects fail, and its end once', () => {
    const lines: string[] = [];
    const outage = new RedisOutageLog('queues', { warn: (m) => lines.push(`warn ${m}`), log: (m) => lines.push(`log ${m}`) });
    const client = new EventEmitter();
    outage.watch(client);
    let back = 0;
    outage.onBack(() => back++);
    client.emit('ready'); // the first connection is no return
    for (let i = 0; i < 20; i++) client.emit('error', refused());
    expect(outage.down).toBe(true);
    client.emit('ready');
    client.emit('ready');
    for (let i = 0; i < 3; i++) client.emit('error', refused());
    client.emit('ready');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^warn Redis unreachable \(queues\): connect ECONNREFUSED/);
    expect(lines[1]).toMatch(/^log Redis reachable again \(queues\) after \d+\.\d s$/);
    expect(back).toBe(2);
    expect(outage.down).toBe(false);
  });

  it('logs every error that is not about the connection', () => {
    const lines: string[] = [];
    const outage = new RedisOutageLog('worker', { warn: (m) => lines.push(m), log: (m) => lines.push(m) });
    outage.error(new Error('ERR unknown command'));
    outage.error(new Error('ERR unknown command'));
    expect(lines).toEqual(['Redis (worker): ERR unknown command', 'Redis (worker): ERR unknown command']);
    expect(isRedisConnectionError(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isRedisConnectionError(new Error('ERR wrong number of arguments'))).toBe(false);
  });
});
