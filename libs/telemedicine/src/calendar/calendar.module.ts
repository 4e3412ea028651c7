import { Module } from '@nestjs/common';
import { TeleCasesModule } from '../cases/cases.module.js';
import { TeleChatModule } from '../chat/chat.module.js';
import { TeleQueueModule } from '../queue/queue.module.js';
import { TeleCalendarController } from './tele-calendar.controller.js';

/**
 * Issue 32 item 6, 'เพิ่มลงปฏิทิน': a visit as an .ics file (GET /api/v1/tele/{teleID}/calendar.ics).
 * Imports cases (who may read the case), queue (today's place) and chat (the join link, TeleVideoLinks).
 */
@Module({
  imports: [TeleCasesModule, TeleQueueModule, TeleChatModule],
  controllers: [TeleCalendarController],
})
export class TeleCalendarModule {}
