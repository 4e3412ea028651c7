import { z, nameSchemas } from '@hospital/core';
import { PARCEL_STATUS_KINDS } from '@hospital/contracts';

/** ParcelTrackingResponse (issue 14 item 3): the parcel events of a case, oldest first. */
export const ParcelTrackingAnswer = z.object({
  teleID: z.uuid(),
  flowStatus: z.number().int(),
  barcodes: z.array(z.string()).meta({ description: 'the case tracking numbers' }),
  data: z.array(
    z.object({
      barcode: z.string(),
      status: z.string().meta({ description: "Thailand Post's status code, e.g. '501'" }),
      kind: z.enum(PARCEL_STATUS_KINDS),
      kindName: z.string().meta({ description: 'the kind in Thai' }),
      description: z.string(),
      location: z.string(),
      at: z.string().meta({ description: 'when it happened (ISO 8601), by Thailand Post' }),
      recordedAt: z.string(),
    }),
  ),
  delivered: z.boolean().meta({ description: 'every parcel delivered: the patient is asked to confirm received' }),
  autoReceiveAt: z.string().nullable().meta({ description: 'when the case closes itself as received (7), while at 6' }),
  received: z.object({ at: z.string(), by: z.enum(['patient', 'staff', 'system']) }).nullable(),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ParcelTrackingAnswer });
