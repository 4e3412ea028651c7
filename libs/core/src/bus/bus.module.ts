import { Logger, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BullMqTransport } from './bullmq-transport.js';
import { BullMqWorkerHost } from './bullmq-worker-host.js';
import { DomainEventDelivery } from './domain-event-delivery.js';
import { InProcessTransport } from './in-process-transport.js';
import { InTransactionReactions } from './in-transaction.js';
import { JobRegistry } from './job-registry.js';
import { JobTransport } from './job-transport.js';
import { Outbox } from './outbox.service.js';
import { OutboxRelay } from './outbox-relay.js';
import { RepeatingJobs } from './repeating-jobs.js';
import { ChatRegistry } from '../chat/chat-registry.js';

const transport: Provider = {
  provide: JobTransport,
  inject: [APP_CONFIG, JobRegistry],
  useFactory: (config: AppConfig, registry: JobRegistry) => {
    if (config.busDriver === 'bullmq') return new BullMqTransport(config);
    new Logger('Bus').warn('No Redis: jobs run inside the api process (no queue dashboard, no separate worker).');
    return new InProcessTransport(registry);
  },
};

/**
 * The event bus. `api` relays the outbox (jobs to BullMQ, realtime rows to sockets, domain
 * events to the in-process EventBus); `worker` runs the job handlers. Both check the job
 * catalogue at start-up. The one CqrsModule of the app (global: EventBus and CommandBus for
 * every domain module, which import no CqrsModule of their own: a second import would make
 * a second set of buses) comes with it, in both processes. Issue 31: ChatRegistry, the chat's
 * postback actions, topics and appointment sources, is checked at start-up beside the job catalogue.
 */
@Module({})
export class BusModule {
  static forRoot(role: 'api' | 'worker'): DynamicModule {
    const roleProviders: Provider[] = role === 'api' ? [OutboxRelay, DomainEventDelivery] : [BullMqWorkerHost];
    return {
      module: BusModule,
      global: true,
      imports: [DiscoveryModule, CqrsModule.forRoot()],
      providers: [Outbox, InTransactionReactions, JobRegistry, ChatRegistry, transport, RepeatingJobs, ...roleProviders],
      exports: [Outbox, JobTransport, JobRegistry, ChatRegistry, RepeatingJobs, ...roleProviders],
    };
  }
}
