import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';

/** Socket.IO with the Redis adapter whenever Redis is there, so any instance reaches any socket. */
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
      const pub = new Redis(this.config.redisUrl);
      const sub = pub.duplicate();
      this.clients.push(pub, sub);
      server.adapter(createAdapter(pub, sub, { key: `${this.config.redisPrefix}:io`, requestsTimeout: 3000 }));
    }
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.clients) client.disconnect();
  }
}
