import type { ParcelStatusKind } from '@hospital/contracts';

/**
 * Issue 14 item 3: a postal service's tracking API, asked about many parcels at once. One port;
 * ThailandPostClient speaks Thailand Post's protocol (thailand-post.client.ts) to the address in
 * THAILAND_POST_TRACK_URL: trackapi.thailandpost.co.th in production, the stand-in of
 * stand-ins/thailand-post.ts in dev and tests.
 */
export interface ParcelStatus {
  barcode: string;
  /** The carrier's own status code ('501'). */
  code: string;
  kind: ParcelStatusKind;
  /** The carrier's words for it, where it happened and that office's postcode. */
  description: string;
  location: string;
  postcode: string;
  /** When it happened (ISO 8601). */
  at: string;
}

export interface ParcelTrackingPort {
  /** At most this many barcodes per `track` call (Thailand Post: 100). */
  readonly batchLimit: number;
  /**
   * Every status the carrier knows of each barcode, oldest first (an unknown barcode: an empty
   * list). Throws ParcelTrackingUnavailable when the carrier cannot be asked now (down, timeout,
   * 5xx, today's quota used up: the caller asks again at its next poll) and ParcelTrackingRejected
   * when it refuses us for good (a wrong API key, more barcodes than `batchLimit`).
   */
  track(barcodes: readonly string[]): Promise<Map<string, ParcelStatus[]>>;
}

/** Nest injection token of the parcel-tracking port. */
export const PARCEL_TRACKING_PORT = Symbol('PARCEL_TRACKING_PORT');

/** The carrier could not be asked now (network, timeout, 5xx, daily quota): ask again later. */
export class ParcelTrackingUnavailable extends Error {}

/** The carrier refused the request itself (a wrong key, a malformed request): a setting or a bug to fix. */
export class ParcelTrackingRejected extends Error {}
