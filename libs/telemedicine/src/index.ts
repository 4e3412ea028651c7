import { Telemedicine1763900000500 } from './migrations/1763900000500-telemedicine.js';
import { Payments1764100000100 } from './migrations/1764100000100-payments.js';
import { ParcelEvents1767000000200 } from './migrations/1767000000200-parcel-events.js';
import { VideoCallEnded1767200001612 } from './migrations/1767200001612-video-call-ended.js';
import { AwaitingPhotos1767300002800 } from './migrations/1767300002800-awaiting-photos.js'; // issue 28 item 1
import { FileBodySite1764200000100 } from './migrations/1764200000100-file-body-site.js'; // issue 16 item 10
import { SLA_MIGRATIONS } from './sla/index.js';

export * from './telemedicine.module.js';
export * from './cases/tele-records.js';
export * from './cases/tele-events.js';
export * from './demo/tele-demo-seeder.js';
export * from './video/video-link.signer.js';
export * from './flow/move-case.command.js';
export { Telemedicine1763900000500 } from './migrations/1763900000500-telemedicine.js';

export const TELEMEDICINE_SCHEMA = { entities: [], migrations: [Telemedicine1763900000500, Payments1764100000100, ...SLA_MIGRATIONS, ParcelEvents1767000000200, FileBodySite1764200000100, VideoCallEnded1767200001612, AwaitingPhotos1767300002800] };
