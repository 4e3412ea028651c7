import { Module } from '@nestjs/common';
import { ThailandPostModule } from '@hospital/integrations';
import { TeleCasesModule } from '../cases/cases.module.js';
import { ParcelEvents } from './parcel-events.js';
import { ParcelTrackHandler } from './parcel-track.handler.js';
import { ParcelTrackScheduler } from './parcel-track.scheduler.js';
import { ParcelTrackingController } from './parcel-tracking.controller.js';
import { ParcelTrackingReads } from './parcel-tracking.reads.js';

/**
 * Issue 14 item 3, parcels tracked by themselves (care-services §4 flowStatus 6 → 7, §5 Tracking
 * numbers): the 'parcels.track' job and its schedule (Thailand Post's PARCEL_TRACKING_PORT),
 * which moves a delivered case through the CommandBus (MoveCaseCommand, flow/), and the tracking tab.
 */
@Module({
  imports: [TeleCasesModule, ThailandPostModule],
  controllers: [ParcelTrackingController],
  providers: [ParcelEvents, ParcelTrackHandler, ParcelTrackScheduler, ParcelTrackingReads],
})
export class TeleTrackingModule {}
