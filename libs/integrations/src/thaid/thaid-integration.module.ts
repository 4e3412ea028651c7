import { Module } from '@nestjs/common';
import { ThaidClient } from './thaid.client.js';

/** The ThaiD port (reads APP_CONFIG, which ConfigModule provides globally). */
@Module({
  providers: [ThaidClient],
  exports: [ThaidClient],
})
export class ThaidIntegrationModule {}
