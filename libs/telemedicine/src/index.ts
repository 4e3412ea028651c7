import { Telemedicine1763900000500 } from './migrations/1763900000500-telemedicine.js';
import { Payments1764100000100 } from './migrations/1764100000100-payments.js';
import { ParcelEvents1767000000200 } from './migrations/1767000000200-parcel-events.js';
import { VideoCallEnded1767200001612 } from './migrations/1767200001612-video-call-ended.js';
import { AwaitingPhotos1767300002800 } from './migrations/1767300002800-awaiting-photos.js'; // issue 28 item 1
import { TeleReschedules1767800000120 } from './migrations/1767800000120-tele-reschedules.js'; // issue 32 item 2
import { FileBodySite1764200000100 } from './migrations/1764200000100-file-body-site.js'; // issue 16 item 10
import { Receipts1767800000200 } from './migrations/1767800000200-receipts.js'; // issue 32 item 7
import { TeleEarlierOffers1767800000520 } from './migrations/1767800000520-tele-earlier-offers.js'; // issue 32 item 3
import { TeleBookedBy1768000000270 } from './migrations/1768000000270-tele-booked-by.js'; // issue 33 item 4
import { SLA_MIGRATIONS } from './sla/index.js';

export * from './telemedicine.module.js';
export * from './cases/tele-records.js';
export * from './cases/tele-events.js';
export * from './demo/tele-demo-seeder.js';
export * from './video/video-link.signer.js';
export * from './flow/move-case.command.js';
export * from './booking/tele-reschedule.service.js'; // issue 32 item 2: the move, for the earlier-slot offers
export { Telemedicine1763900000500 } from './migrations/1763900000500-telemedicine.js';

export const TELEMEDICINE_SCHEMA = { entities: [], migrations: [Telemedicine1763900000500, Payments1764100000100, ...SLA_MIGRATIONS, ParcelEvents1767000000200, FileBodySite1764200000100, VideoCallEnded1767200001612, AwaitingPhotos1767300002800, Receipts1767800000200, TeleReschedules1767800000120, TeleEarlierOffers1767800000520, TeleBookedBy1768000000270] };
