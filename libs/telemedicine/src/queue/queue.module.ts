import { Module } from '@nestjs/common';
import { TeleQueue } from './tele-queue.js';

/**
 * Issue 13 item 6, a live place in the queue (care-services §7 GET /api/v1/mytele/{teleID}
 * queuePlace): TeleQueue, used by the case reads, the board, booking and the flowStatus machine.
 */
@Module({
  providers: [TeleQueue],
  exports: [TeleQueue],
})
export class TeleQueueModule {}
