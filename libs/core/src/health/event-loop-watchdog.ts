import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { z } from '../http/schemas/zod-thai.js';

/**
 * Issue 28 item 4: an event-loop watchdog. One request that keeps the loop busy (a day loop that
 * never ends) stopped every other request — health, sign-in, every page — and SIGTERM too (its
 * handler is JavaScript, on the blocked loop). A watchdog on the same loop cannot see that, so:
 *
 * - the main thread bumps a heartbeat counter in a SharedArrayBuffer every HEARTBEAT_MS, and
 *   writes the id of each request as its handler starts (the last few, in slots);
 * - a worker thread (its own loop) reads the counter; when it has not moved for `blockExitMs`
 *   (EVENT_LOOP_BLOCK_EXIT_MS, default 5 s) it marks the api as not live (GET /api/health/live
 *   answers 503 should the loop ever come back), writes one log line naming the request that
 *   started last (and the others in flight) straight to the process's stderr, and kills the
 *   process (SIGKILL: a SIGTERM handler would need the blocked loop), so the supervisor
 *   (docker-compose restart policy, Kubernetes) starts a new one.
 *
 * The worker's code is evaluated from text, so it runs the same from sources, tests and dist.
 */

const HEARTBEAT_MS = 100;
/** Request ids remembered (the ones that started last), and the longest id kept (requestIdOf's limit). */
const SLOTS = 8;
const ID_BYTES = 128;

// Int32 cells: [0] heartbeat counter, [1] tripped (1: blocked past the limit), [2] next slot,
// [3 .. 3+SLOTS) each slot's id length (0: empty); then SLOTS × ID_BYTES of id text.
const BEAT = 0;
const TRIPPED = 1;
const NEXT = 2;
const LENGTHS = 3;
const HEADER_BYTES = (LENGTHS + SLOTS) * 4;

export interface EventLoopWatchdogOptions {
  /** Blocked this long (ms), the process is killed; 0 turns the watchdog off. */
  blockExitMs: number;
  /** The `service` of the log line (pino's shape). */
  service?: string;
  /** Whether the worker kills the process (false: it only marks liveness failed and logs). */
  kill?: boolean;
}

// The worker: a plain function turned into text (no imports of ours, no TypeScript at run time).
function watch(): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { workerData } = require('node:worker_threads');
  const fs = require('node:fs');
  const { buffer, blockExitMs, service, kill, slots, idBytes, headerBytes, pid } = workerData;
  const cells = new Int32Array(buffer, 0, headerBytes / 4);
  const ids = new Uint8Array(buffer, headerBytes);
  const decoder = new TextDecoder();
  let seen = Atomics.load(cells, 0);
  let movedAt = Date.now();
  const idAt = (slot: number): string | null => {
    const length = Atomics.load(cells, 3 + slot);
    return length > 0 ? decoder.decode(ids.slice(slot * idBytes, slot * idBytes + length)) : null;
  };
  const timer = setInterval(
    () => {
      const beat = Atomics.load(cells, 0);
      const now = Date.now();
      if (beat !== seen) {
        seen = beat;
        movedAt = now;
        return;
      }
      const blockedMs = now - movedAt;
      if (blockedMs < blockExitMs) return;
      Atomics.store(cells, 1, 1);
      const next = Atomics.load(cells, 2);
      const latest = idAt((next + slots - 1) % slots);
      const inFlight: string[] = [];
      for (let i = 1; i <= slots; i++) {
        const id = idAt((next + slots - i) % slots);
        if (id) inFlight.push(id);
      }
      const line = {
        level: 60,
        time: new Date(now).toISOString(),
        service,
        context: 'EventLoopWatchdog',
        reqId: latest,
        recentRequests: inFlight,
        blockedMs,
        msg: `event loop blocked for ${blockedMs} ms (limit ${blockExitMs} ms) by request ${latest ?? '(none)'}: ${kill ? 'exiting so the supervisor restarts the process' : 'liveness fails from now on'}`,
      };
      fs.writeSync(2, `${JSON.stringify(line)}\n`);
      clearInterval(timer);
      if (kill) process.kill(pid, 'SIGKILL');
    },
    Math.max(20, Math.min(250, Math.floor(blockExitMs / 10))),
  );
}

/** The api process's watchdog: one per process (the heartbeat and the request slots are process-wide). */
export class EventLoopWatchdog {
  private readonly buffer = new SharedArrayBuffer(HEADER_BYTES + SLOTS * ID_BYTES);
  private readonly cells = new Int32Array(this.buffer, 0, HEADER_BYTES / 4);
  private readonly ids = new Uint8Array(this.buffer, HEADER_BYTES);
  private readonly encoder = new TextEncoder();
  private heartbeat: NodeJS.Timeout | null = null;
  private worker: Worker | null = null;

  /** Starts the heartbeat and the watching thread (once); nothing when blockExitMs is 0. */
  start(options: EventLoopWatchdogOptions): void {
    if (this.worker || !(options.blockExitMs > 0)) return;
    this.heartbeat = setInterval(() => Atomics.add(this.cells, BEAT, 1), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.worker = new Worker(`(${watch.toString()})()`, {
      eval: true,
      workerData: {
        buffer: this.buffer,
        blockExitMs: options.blockExitMs,
        service: options.service ?? 'api',
        kill: options.kill ?? true,
        slots: SLOTS,
        idBytes: ID_BYTES,
        headerBytes: HEADER_BYTES,
        pid: process.pid,
      },
      // Its own small heap; it holds nothing.
      resourceLimits: { maxOldGenerationSizeMb: 16 },
    });
    this.worker.unref();
    this.worker.on('error', () => undefined);
  }

  /** Stops watching (shutdown and tests). */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  /** Notes a request whose handler is starting: the one a block is laid to (requestIdOf's ids are ≤ 128 ASCII). */
  enter(requestId: string): void {
    const slot = Atomics.load(this.cells, NEXT);
    const { written } = this.encoder.encodeInto(requestId.slice(0, ID_BYTES), this.ids.subarray(slot * ID_BYTES, (slot + 1) * ID_BYTES));
    Atomics.store(this.cells, LENGTHS + slot, written);
    Atomics.store(this.cells, NEXT, (slot + 1) % SLOTS);
  }

  /** True once the loop was blocked past the limit: liveness fails from then on. */
  tripped(): boolean {
    return Atomics.load(this.cells, TRIPPED) === 1;
  }

  /** Whether the watching thread runs. */
  get running(): boolean {
    return this.worker !== null;
  }
}

/** GET /api/health/live once the loop was blocked past the limit: 503. */
export const LivenessBlockedAnswer = z.object({ status: z.literal('blocked') });

/** The one watchdog of this process (the api's main starts it; createApi records requests into it). */
export const eventLoopWatchdog = new EventLoopWatchdog();

/** Each request's id is noted as its handler starts (a callback hook: nothing allocated per request but the text). */
export function installEventLoopWatchdogHooks(fastify: FastifyInstance, watchdog: EventLoopWatchdog = eventLoopWatchdog): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    watchdog.enter(request.id);
    done();
  });
}

/**
 * Tests and demos only (TEST_HOOKS=1, refused when NODE_ENV=production): POST
 * /__test/block-event-loop?ms=N keeps the loop busy for N ms (at most 60 s), as the stalling
 * report did, so a test can watch the watchdog do its work.
 */
export function installEventLoopTestHook(fastify: FastifyInstance): void {
  fastify.post('/__test/block-event-loop', (request, reply) => {
    const ms = Math.min(60_000, Math.max(0, Number((request.query as { ms?: string }).ms) || 0));
    const until = Date.now() + ms;
    while (Date.now() < until) {
      /* busy, on purpose */
    }
    void reply.send({ blockedMs: ms });
  });
}
