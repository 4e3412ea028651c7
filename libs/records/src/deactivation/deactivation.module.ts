import { Module } from '@nestjs/common';
import { DeactivationController } from './deactivation.controller.js';
import { DeactivationService } from './deactivation.service.js';

/** care-services §2/§4/§7 Deactivate: POST /api/v1/identity/deactivate; publishes 'account.deactivated'. */
@Module({
  controllers: [DeactivationController],
  providers: [DeactivationService],
})
export class DeactivationModule {}
