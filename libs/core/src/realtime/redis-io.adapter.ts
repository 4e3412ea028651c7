import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';
import { createRedisClient, redisConnectionOptions } from '../infra/redis-connection.js';
import { RedisOutageLog, redisRetryStrategy } from '../infra/redis-outage-log.js';

/** The longest an api waits for the other instances to take a realtime event. */
export const CROSS_INSTANCE_TIMEOUT_MS = 3000;

/**
 * Socket.IO with the Redis adapter whenever Redis is there, so any instance reaches any socket.
 * Issue 18 finding 10: while Redis is down the publishing client fails at once (no offline
 * queue: nothing piles up in memory to be sent late, and no broadcast waits); its failures
 * are caught here (the adapter publishes without a catch), and both clients log once per
 * outage. Local sockets never need Redis (RealtimeGateway delivers to them first).
 */
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, options);
    if (this.config.redisUrl) {
      const outage = new RedisOutageLog('socket.io', new Logger('Redis'));
      const pub = createRedisClient(redisConnectionOptions(this.config, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisRetryStrategy }));
      // The subscriber keeps its offline queue: its SUBSCRIBE is sent once connected, and again after each reconnect.
      const sub = createRedisClient(redisConnectionOptions(this.config, { retryStrategy: redisRetryStrategy }));
      outage.watch(pub);
      outage.watch(sub);
      const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
      (pub as unknown as { publish: typeof publish }).publish = (...args: unknown[]) => {
        const sent = publish(...args);
        sent.catch((error: unknown) => outage.error(error));
        return sent;
      };
      this.clients.push(pub, sub);
      server.adapter(createAdapter(pub, sub, { key: `${this.config.redisPrefix}:io`, requestsTimeout: CROSS_INSTANCE_TIMEOUT_MS }));
    }
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.clients) client.disconnect();
  }
}
