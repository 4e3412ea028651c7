import { Module } from '@nestjs/common';
import { BookingsModule } from '@hospital/bookings';
import { StorageModule } from '@hospital/integrations';
import { DeactivationController } from './deactivation.controller.js';
import { DeactivationService } from './deactivation.service.js';

/** care-services §2/§4/§7 Deactivate: POST /api/v1/identity/deactivate. */
@Module({
  imports: [StorageModule, BookingsModule],
  controllers: [DeactivationController],
  providers: [DeactivationService],
})
export class DeactivationModule {}
