import type { Provider, Type } from '@nestjs/common';
import { PARCEL_TRACKING_PROVIDERS } from '@hospital/integrations';
import { ParcelEvents } from './parcel-events.js';
import { ParcelTrackHandler } from './parcel-track.handler.js';
import { ParcelTrackScheduler } from './parcel-track.scheduler.js';
import { ParcelTrackingController } from './parcel-tracking.controller.js';
import { ParcelTrackingReads } from './parcel-tracking.reads.js';

/**
 * Issue 14 item 3, parcels tracked by themselves: the providers and controllers of this folder
 * (TelemedicineModule spreads them), with Thailand Post's tracking port (PARCEL_TRACKING_PORT).
 */
export const TRACKING_PROVIDERS: Provider[] = [ParcelEvents, ParcelTrackHandler, ParcelTrackScheduler, ParcelTrackingReads, ...PARCEL_TRACKING_PROVIDERS];
export const TRACKING_CONTROLLERS: Type[] = [ParcelTrackingController];
