export * from './config/app-config.js';
export * from './config/config.module.js';
export * from './clock/clock.js';
export * from './database/database.module.js';
export * from './database/unique-violation.js';
export * from './database/sql-reads.js';
export * from './database/read-database.js'; // issue 29 item 6
export * from './database/database-unavailable.js';
export * from './database/guarded-pg-client.js';
export * from './database/grouped-statements.js'; // issue 34: group commit of rows written one by one, and reads asked one by one read together
export { SETTINGS, SettingsError, checkSettings } from './config/settings-schema.js';
export * from './cache/versioned-value.js'; // issue 17 item 1
export * from './bus/outbox-message.entity.js';
export * from './bus/outbox.service.js';
export * from './bus/job-handler.decorator.js';
export * from './bus/job-registry.js';
export * from './bus/job-transport.js';
export * from './bus/bullmq-transport.js';
export * from './bus/bullmq-worker-host.js';
export * from './bus/repeating-jobs.js';
export * from './bus/queue-concurrency.js';
export * from './bus/outbox-relay.js';
export * from './bus/domain-event-handler.js';
export * from './bus/in-transaction.js';
export * from './bus/domain-event-delivery.js';
export * from './bus/bus.module.js';
export * from './chat/index.js'; // issue 31: chat actions, topics and appointment sources, found at start-up
export * from './realtime/realtime-sink.js';
export * from './realtime/realtime.gateway.js';
export * from './realtime/realtime.module.js';
export * from './realtime/redis-io.adapter.js';
export * from './auth/token.service.js';
export * from './auth/access.decorators.js';
export * from './auth/access.js';
export * from './auth/auth.guard.js';
export * from './auth/strategies/app-passport-strategy.js';
export * from './auth/strategies/jwt.strategy.js';
export * from './auth/account-standing.js';
export * from './auth/patient-access.js'; // issue 28 item 2: the one access rule's seam (identity implements it)
export * from './auth/people.js'; // issue 30 item 1: names and ids of people, identity's (it owns users)
export * from './auth/caregiving.js'; // issue 33 item 2: acting for a person of one's list (patients implements it)
export * from './auth/caregivers-of.js'; // issue 33 item 3: who looks after a person now (patients implements it)
export * from './cases/tele-case-refs.js'; // issue 30 item 1: whether a case id is a case, telemedicine's (it owns tele_requests)
export * from './auth/current-user.decorator.js';
export * from './auth/auth.module.js';
export * from './http/http-exception.filter.js';
export * from './http/text-safety.js';
export * from './http/retry-after.js'; // issue 28 item 5
export * from './signature/png-signature.js';
export * from './health/health.module.js';
export * from './health/event-loop-watchdog.js'; // issue 28 item 4
export * from './observability/index.js';
export { CreateOutbox1763700000000 } from './bus/migrations/1763700000000-create-outbox.js';
export { OutboxEvents1764200000000 } from './bus/migrations/1764200000000-outbox-events.js';
export { OutboxRequestId1764300000000 } from './bus/migrations/1764300000000-outbox-request-id.js';
export { OutboxDeliveredTo1766000000000 } from './bus/migrations/1766000000000-outbox-delivered-to.js';
export { OutboxSettled1766000000100 } from './bus/migrations/1766000000100-outbox-settled.js';
export { OutboxQueueJob1767400017500 } from './bus/migrations/1767400017500-outbox-queue-job.js';
export * from './infra/redis-outage-log.js';
export * from './infra/redis-connection.js'; // issue 29 item 6: Sentinel and the Cluster-safe queue prefix
export * from './personal-data/personal-data-source.js'; // issue 15 item 3
export * from './personal-data/personal-data-sources.js';

import { OutboxMessage } from './bus/outbox-message.entity.js';
import { CreateOutbox1763700000000 } from './bus/migrations/1763700000000-create-outbox.js';
import { OutboxEvents1764200000000 } from './bus/migrations/1764200000000-outbox-events.js';
import { OutboxRequestId1764300000000 } from './bus/migrations/1764300000000-outbox-request-id.js';
import { OutboxDeliveredTo1766000000000 } from './bus/migrations/1766000000000-outbox-delivered-to.js';
import { OutboxSettled1766000000100 } from './bus/migrations/1766000000100-outbox-settled.js';
import { OutboxQueueJob1767400017500 } from './bus/migrations/1767400017500-outbox-queue-job.js';
/** The core's part of the schema. */
export const CORE_SCHEMA = { entities: [OutboxMessage], migrations: [CreateOutbox1763700000000, OutboxEvents1764200000000, OutboxRequestId1764300000000, OutboxDeliveredTo1766000000000, OutboxSettled1766000000100, OutboxQueueJob1767400017500] };
export * from './http/api-docs.js';
export * from './http/schemas/zod-thai.js';
export * from './http/schemas/fields.js';
export * from './http/schemas/schema-validation.pipe.js';
export * from './http/schemas/api-docs.decorators.js';
