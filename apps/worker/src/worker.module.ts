import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, BusModule, ConfigModule, DatabaseModule, loggerModule, type AppConfig } from '@hospital/core';
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
    };
  }
}
