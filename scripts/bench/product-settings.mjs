// The product's settings the bare baselines copy, so a baseline does the same work at the same
// parallelism (issue 17 item 2): the worker's per-queue concurrency as the product reads it
// (libs/core/src/bus/queue-concurrency.ts, QUEUE_CONCURRENCY over its defaults; the bench's
// environment reaches the worker too). BENCH_LINE_CONCURRENCY / BENCH_IMAGE_CONCURRENCY set the
// baseline alone (for experiments only: the figure is honest when they are unset).
import { JOB_BATCH_SIZE } from '@hospital/contracts';
import { queueConcurrencyOf } from '../../libs/core/dist/bus/queue-concurrency.js';
import { LINE_CONNECTIONS as PRODUCT_LINE_CONNECTIONS } from '../../libs/integrations/dist/line/line-push-request.js';

const product = queueConcurrencyOf(process.env.QUEUE_CONCURRENCY);
export const LINE_PUSH_CONCURRENCY = Number(process.env.BENCH_LINE_CONCURRENCY ?? product.line);
export const IMAGE_CONCURRENCY = Number(process.env.BENCH_IMAGE_CONCURRENCY ?? product.images);
/** Issue 17 item 2: LINE pushes the relay puts in one queue job, and the worker's connections to LINE. */
export const LINE_BATCH = JOB_BATCH_SIZE['line.push'] ?? 1;
export const LINE_CONNECTIONS = PRODUCT_LINE_CONNECTIONS;
