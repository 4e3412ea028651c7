import { Module } from '@nestjs/common';
import { HIS_PORT } from './his.port.js';
import { LocalHisAdapter } from './local-his.adapter.js';

/**
 * Provides `HIS_PORT`. The stand-in over the `his` schema is the only adapter so far; the
 * real HTTP client plugs in here once the HIS address is a setting.
 */
@Module({
  providers: [LocalHisAdapter, { provide: HIS_PORT, useExisting: LocalHisAdapter }],
  exports: [HIS_PORT],
})
export class HisIntegrationModule {}
