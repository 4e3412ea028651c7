import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, BusModule, ConfigModule, DatabaseModule, HealthModule, ObservabilityModule, RealtimeModule, loggerModule, type AppConfig } from '@hospital/core';
import { DOMAIN_MODULES, SCHEMA } from '@hospital/domains';
import { DemoSeeder } from '@hospital/identity';
import { DemoData } from './demo-data.js';
import { OpsModule } from './ops/ops.module.js';

/** The HTTP API and Socket.IO gateway; it also relays the outbox. */
@Module({})
export class ApiModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule(config, 'api'),
        ObservabilityModule,
        DatabaseModule.forRoot(SCHEMA, { migrate: true }),
        AuthModule,
        RealtimeModule,
        BusModule.forRoot('api'),
        HealthModule,
        OpsModule,
        ...DOMAIN_MODULES,
      ],
      // Demo data is seeded by the api only, once the schema is migrated.
      providers: [DemoSeeder, DemoData],
    };
  }
}
