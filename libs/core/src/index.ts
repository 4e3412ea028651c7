export * from './config/app-config.js';
export * from './config/config.module.js';
export * from './database/database.module.js';
export * from './bus/outbox-message.entity.js';
export * from './bus/outbox.service.js';
export * from './bus/job-handler.decorator.js';
export * from './bus/job-registry.js';
export * from './bus/job-transport.js';
export * from './bus/bullmq-transport.js';
export * from './bus/outbox-relay.js';
export * from './bus/bus.module.js';
export * from './realtime/realtime-sink.js';
export * from './realtime/realtime.gateway.js';
export * from './realtime/realtime.module.js';
export * from './realtime/redis-io.adapter.js';
export * from './auth/token.service.js';
export * from './auth/access.decorators.js';
export * from './auth/access.js';
export * from './auth/auth.guard.js';
export * from './auth/current-user.decorator.js';
export * from './auth/auth.module.js';
export * from './http/http-exception.filter.js';
export * from './health/health.module.js';
export { CreateOutbox1763700000000 } from './bus/migrations/1763700000000-create-outbox.js';

import { OutboxMessage } from './bus/outbox-message.entity.js';
import { CreateOutbox1763700000000 } from './bus/migrations/1763700000000-create-outbox.js';
/** The core's part of the schema. */
export const CORE_SCHEMA = { entities: [OutboxMessage], migrations: [CreateOutbox1763700000000] };
