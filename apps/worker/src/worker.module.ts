import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, BusModule, ConfigModule, DatabaseModule, Metrics, loggerModule, type AppConfig } from '@hospital/core';
import { DOMAIN_MODULES, SCHEMA } from '@hospital/domains';

/** Runs the job handlers of every domain (images, LINE, HIS, audit) from BullMQ. */
@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule(config, 'worker'),
        DatabaseModule.forRoot(SCHEMA, { migrate: false }),
        AuthModule,
        BusModule.forRoot('worker'),
        ...DOMAIN_MODULES,
      ],
      // Issue 29 item 6: what the worker's health port serves at /metrics.
      providers: [Metrics],
    };
  }
}
