import { Module } from '@nestjs/common';
import { TeleCasesModule } from '../cases/cases.module.js';
import { TeleQueueModule } from '../queue/queue.module.js';
import { TeleSlaModule } from '../sla/sla.module.js';
import { FlowListsController } from './flow-lists.controller.js';
import { TeleBoardController } from './tele-board.controller.js';
import { TeleBoardService } from './tele-board.service.js';

/**
 * The staff boards (care-services §2 Staff pages, §7 GET /api/v1/tele and /api/v1/networktele)
 * with each row's queue place and SLA timer, and the no-auth lists GET /api/flow and
 * /api/servicetype (§4 flowStatus names, service types).
 */
@Module({
  imports: [TeleCasesModule, TeleQueueModule, TeleSlaModule],
  controllers: [TeleBoardController, FlowListsController],
  providers: [TeleBoardService],
})
export class TeleBoardModule {}
