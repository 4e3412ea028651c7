import { Module, type Provider } from '@nestjs/common';
import { PARCEL_TRACKING_PORT } from './parcel-tracking.port.js';
import { ThailandPostClient } from './thailand-post.client.js';

/** The providers of `PARCEL_TRACKING_PORT` (a domain module may list them, or import ThailandPostModule). */
export const PARCEL_TRACKING_PROVIDERS: Provider[] = [ThailandPostClient, { provide: PARCEL_TRACKING_PORT, useExisting: ThailandPostClient }];

/** Thailand Post's tracking API (issue 14 item 3): provides `PARCEL_TRACKING_PORT`. */
@Module({ providers: PARCEL_TRACKING_PROVIDERS, exports: [PARCEL_TRACKING_PORT] })
export class ThailandPostModule {}
