import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock, clockFor } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';

/** The configuration and the time source (Clock), available to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clockFor(config.clockOffsetFile) },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
