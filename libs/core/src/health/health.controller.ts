import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { HealthReport } from '@hospital/contracts';
import { Public } from '../auth/access.decorators.js';
import { JobTransport } from '../bus/job-transport.js';
import { OutboxRelay } from '../bus/outbox-relay.js';
import { ReadDatabase } from '../database/read-database.js';
import { Answer } from '../http/schemas/api-docs.decorators.js';
import { LivenessBlockedAnswer, eventLoopWatchdog } from './event-loop-watchdog.js';
import { HealthAnswer, LivenessAnswer } from './health.schemas.js';

@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Optional() @Inject(OutboxRelay) private readonly relay?: OutboxRelay,
    @Optional() @Inject(ReadDatabase) private readonly reads?: ReadDatabase,
  ) {}

  /**
   * Liveness (issue 19 item 6): the process answers HTTP. Touches neither the database nor
   * Redis, so an orchestrator does not restart a healthy api while PostgreSQL is away.
   * Issue 28: while the loop is blocked it cannot answer (the probe times out); once the
   * watchdog saw it blocked past EVENT_LOOP_BLOCK_EXIT_MS it answers 503 (the process is
   * being killed meanwhile).
   */
  @Public()
  @Get('live')
  @Answer(LivenessAnswer)
  @Answer(LivenessBlockedAnswer, 503, 'The event loop was blocked past EVENT_LOOP_BLOCK_EXIT_MS (issue 28)')
  live(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok' | 'blocked' } {
    if (!eventLoopWatchdog.tripped()) return { status: 'ok' };
    void reply.status(503);
    return { status: 'blocked' };
  }

  /**
   * Readiness: the database and Redis, for the load balancer and docker-compose's health checks.
   * `relay` (issue 36) says how the outbox relay hears of commits: 'listening' (its LISTEN
   * connection is up), 'polling' (it is being opened again; the one-second sweep carries
   * everything meanwhile, so readiness does not depend on it).
   * `readReplica` (issue 29 item 6, only with DATABASE_READ_URL) is reported and never makes the
   * api unready: while it is down, its reads go to the primary (ReadDatabase).
   */
  @Public()
  @Get()
  @Answer(HealthAnswer)
  @Answer(HealthAnswer, 503, 'The database or Redis is down')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const [redis, readReplica] = await Promise.all([this.transport.health(), this.reads?.health() ?? null]);
    const status = database === 'up' && redis !== 'down' ? 'ok' : 'degraded';
    if (status !== 'ok') void reply.status(503);
    return { status, database, redis, relay: this.relay?.mode ?? 'none', ...(readReplica ? { readReplica } : {}) };
  }
}
