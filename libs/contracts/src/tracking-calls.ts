import { z } from './input/zod-thai.js';
import { PARCEL_STATUS_KINDS } from './tracking.js';

/**
 * Issue 30 item 2, one declaration per call: GET /api/v1/tele/{teleID}/tracking (issue 14 item 3)
 * declared once as the zod schema the api documents and the tests check answers against; its types
 * are inferred here. libs/telemedicine's parcel-tracking.schemas.ts re-exports and names it.
 */

/**
 * One new status of one parcel, as recorded the first time a poll saw it: Thailand Post's status
 * code ('501'), its kind and the kind in Thai (PARCEL_STATUS_NAMES), Thailand Post's own words and
 * where it happened, when it happened (by Thailand Post) and when our poll recorded it (ISO 8601).
 */
export const ParcelEventAnswer = z.object({
  barcode: z.string().meta({ description: 'the 13-character tracking number' }),
  status: z.string().meta({ description: "Thailand Post's status code, e.g. '501'" }),
  kind: z.enum(PARCEL_STATUS_KINDS),
  kindName: z.string().meta({ description: 'the kind in Thai' }),
  description: z.string(),
  location: z.string(),
  at: z.string().meta({ description: 'when it happened (ISO 8601), by Thailand Post' }),
  recordedAt: z.string(),
});
export type ParcelEvent = z.output<typeof ParcelEventAnswer>;

/** The parcel events of a case, oldest first; `received` is the move to 7 once made. */
export const ParcelTrackingAnswer = z.object({
  teleID: z.uuid(),
  flowStatus: z.number().int(),
  barcodes: z.array(z.string()).meta({ description: 'the case tracking numbers' }),
  data: z.array(ParcelEventAnswer),
  delivered: z.boolean().meta({ description: 'every parcel delivered: the patient is asked to confirm received' }),
  autoReceiveAt: z.string().nullable().meta({ description: 'when the case closes itself as received (7), while at 6' }),
  received: z.object({ at: z.string(), by: z.enum(['patient', 'staff', 'system']) }).nullable(),
});
/** GET /api/v1/tele/{teleID}/tracking. */
export type ParcelTrackingResponse = z.output<typeof ParcelTrackingAnswer>;
