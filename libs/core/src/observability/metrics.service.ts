import { Inject, Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Server } from 'socket.io';
import { DataSource } from 'typeorm';
import { BullMqTransport } from '../bus/bullmq-transport.js';
import { JobTransport } from '../bus/job-transport.js';
import { OutboxRelay } from '../bus/outbox-relay.js';
import { ReadDatabase } from '../database/read-database.js';
import { RealtimeSink } from '../realtime/realtime-sink.js';
import { SCRAPE_GAUGE, type ScrapeGaugeRead, type ScrapeGaugeSpec } from './scrape-gauge.js';

/** The BullMQ job states an operator watches (issue 19 item 6). */
export const WATCHED_JOB_STATES = ['waiting', 'active', 'failed'] as const;

/** Issue 31 item 5: a domain's gauge read at scrape time gives up after this (its last values stay). */
export const SCRAPE_GAUGE_TIMEOUT_MS = 2000;

/**
 * Issue 19 item 6: what GET /metrics reports, in its own Registry (not prom-client's global
 * one, so several apps in one process — the tests — do not collide). The request histogram
 * is fed by a Fastify onResponse hook; everything else is read when Prometheus scrapes.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  /** Issue 31 item 5: the domains' gauges read at scrape time (addScrapeGauge, @ScrapeGauge). */
  private readonly scrapeGauges: Array<{ name: string; gauge: Gauge; read: ScrapeGaugeRead }> = [];
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly httpChildren = new Map<string, ReturnType<typeof this.httpDuration.labels>>();
  private readonly outboxPending = new Gauge({
    name: 'hospital_outbox_pending',
    help: 'Outbox rows committed but not yet relayed (relayed_at IS NULL)',
    registers: [this.registry],
  });
  private readonly outboxOldest = new Gauge({
    name: 'hospital_outbox_oldest_pending_seconds',
    help: 'Age in seconds of the oldest outbox row not yet relayed (0 when none)',
    registers: [this.registry],
  });
  private readonly jobs = new Gauge({
    name: 'hospital_jobs',
    help: 'BullMQ jobs by queue and state (waiting, active, failed); none with the in-process bus',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });
  private readonly sockets = new Gauge({
    name: 'hospital_socket_connections',
    help: 'Socket.IO connections to this instance by namespace',
    labelNames: ['namespace'] as const,
    registers: [this.registry],
  });

  /** Issue 29 item 6: which build runs, on which Node (always 1; the labels are the information). */
  private readonly buildInfo = new Gauge({
    name: 'hospital_build_info',
    help: 'The running build: product version and Node.js version (value always 1)',
    labelNames: ['version', 'node'] as const,
    registers: [this.registry],
  });
  private readonly databaseUp = new Gauge({
    name: 'hospital_database_up',
    help: 'Whether this scrape could read the database (1) or not (0: the outbox gauges keep their last values)',
    registers: [this.registry],
  });
  private readonly relayListening = new Gauge({
    name: 'hospital_outbox_relay_listening',
    help: "1 while the outbox relay's LISTEN connection is up, 0 while it polls (issue 36: the connection is being opened again)",
    registers: [this.registry],
  });

  /** Issue 29 item 6: where the heavy reads went since the start, only with DATABASE_READ_URL. */
  private readonly heavyReads = new Gauge({
    name: 'hospital_heavy_reads',
    help: 'Heavy reads (reports, search, boards) since the start: on the replica, on the primary, and those of them that fell back from the replica (down, failing or behind)',
    labelNames: ['on'] as const,
    registers: [this.registry],
  });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Optional() @Inject(RealtimeSink) private readonly sink?: RealtimeSink,
    @Optional() @Inject(OutboxRelay) private readonly relay?: OutboxRelay,
    @Optional() @Inject(ReadDatabase) private readonly reads?: ReadDatabase,
    // Issue 31 item 5: where the api finds the domains' @ScrapeGauge methods (the worker's Metrics has none).
    @Optional() @Inject(DiscoveryService) private readonly discovery?: DiscoveryService,
    @Optional() @Inject(MetadataScanner) private readonly scanner?: MetadataScanner,
    @Optional() @Inject(Reflector) private readonly reflector?: Reflector,
  ) {
    // Issue 29 item 6: Node's own process, heap, GC and event-loop-lag metrics, which every Node dashboard expects.
    collectDefaultMetrics({ register: this.registry });
    this.buildInfo.set({ version: process.env.npm_package_version ?? process.env.BUILD_VERSION ?? 'dev', node: process.version }, 1);
  }

  /** Issue 31 item 5: every provider method marked @ScrapeGauge becomes a gauge read at scrape time. */
  onModuleInit(): void {
    if (!this.discovery || !this.scanner || !this.reflector) return;
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
      seen.add(instance); // a provider exported to several modules is one instance
      const prototype = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const spec = this.reflector.get<ScrapeGaugeSpec | undefined>(SCRAPE_GAUGE, prototype[method]);
        if (spec) this.addScrapeGauge(spec.name, spec.help, spec.labelNames, () => (instance[method] as ScrapeGaugeRead).call(instance));
      }
    }
  }

  /**
   * Issue 31 item 5: a gauge whose values `read` answers on each scrape (the gauge then holds
   * exactly those). A read that fails, or takes over SCRAPE_GAUGE_TIMEOUT_MS, keeps the last
   * values and is logged: it never fails the scrape.
   */
  addScrapeGauge(name: string, help: string, labelNames: readonly string[], read: ScrapeGaugeRead): void {
    const gauge = new Gauge({ name, help, labelNames: [...labelNames], registers: [this.registry] });
    this.scrapeGauges.push({ name, gauge, read });
  }

  /** One finished HTTP request; `route` is the route pattern (never the raw URL: bounded labels). */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    // One labelled child per route and status, kept: prom-client hashes the labels on every
    // observe otherwise, on the hot path of every request (npm run bench).
    const key = `${method} ${route} ${statusCode}`;
    let child = this.httpChildren.get(key);
    if (!child) {
      child = this.httpDuration.labels({ method, route: route ?? 'unmatched', status_code: String(statusCode) });
      this.httpChildren.set(key, child);
    }
    child.observe(seconds);
  }

  /** The exposition text, after reading the outbox, the queues and the sockets. */
  async render(): Promise<string> {
    // Issue 36: metrics are what an operator reads while PostgreSQL or Redis is away, so a source that fails is reported, not fatal.
    await Promise.all([
      this.readOutbox().then(
        () => this.databaseUp.set(1),
        () => this.databaseUp.set(0),
      ),
      this.readJobs().catch(() => undefined),
      ...this.scrapeGauges.map((g) => this.readScrapeGauge(g)),
    ]);
    this.readSockets();
    if (this.relay) this.relayListening.set(this.relay.mode === 'listening' ? 1 : 0);
    if (this.reads?.hasReplica) {
      const { replica, primary, fellBack } = this.reads.counts;
      this.heavyReads.set({ on: 'replica' }, replica);
      this.heavyReads.set({ on: 'primary' }, primary);
      this.heavyReads.set({ on: 'fell_back' }, fellBack);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async readOutbox(): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending,
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
         FROM outbox WHERE relayed_at IS NULL`,
    )) as Array<{ pending: number; oldest: number }>;
    this.outboxPending.set(row.pending);
    this.outboxOldest.set(Math.max(0, row.oldest));
  }

  private async readJobs(): Promise<void> {
    if (!(this.transport instanceof BullMqTransport)) return;
    const counts = await Promise.all(
      [...this.transport.queues].map(async ([name, queue]) => [name, await queue.getJobCounts(...WATCHED_JOB_STATES)] as const),
    );
    for (const [queue, byState] of counts) {
      for (const state of WATCHED_JOB_STATES) this.jobs.set({ queue, state }, byState[state] ?? 0);
    }
  }

  private async readScrapeGauge({ name, gauge, read }: { name: string; gauge: Gauge; read: ScrapeGaugeRead }): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error(`no answer in ${SCRAPE_GAUGE_TIMEOUT_MS} ms`)), SCRAPE_GAUGE_TIMEOUT_MS);
      });
      const values = await Promise.race([read(), late]);
      gauge.reset();
      for (const { labels, value } of values) gauge.set(labels, value);
    } catch (error) {
      this.logger.warn(`Gauge ${name} not read (${(error as Error).message}): its last values stay`);
    } finally {
      clearTimeout(timer);
    }
  }

  private readSockets(): void {
    // The root gateway's @WebSocketServer() is the io Server; its namespaces are '/' and '/video'.
    const server = (this.sink as { server?: Server } | undefined)?.server;
    if (!server?._nsps) return;
    for (const [namespace, nsp] of server._nsps) this.sockets.set({ namespace }, nsp.sockets.size);
  }
}
