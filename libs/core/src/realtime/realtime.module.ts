import { Global, Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeSink } from './realtime-sink.js';

@Global()
@Module({
  providers: [RealtimeGateway, { provide: RealtimeSink, useExisting: RealtimeGateway }],
  exports: [RealtimeSink],
})
export class RealtimeModule {}
