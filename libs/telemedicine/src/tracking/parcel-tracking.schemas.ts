import { nameSchemas } from '@hospital/core';
import { ParcelTrackingAnswer } from '@hospital/contracts';

/** ParcelTrackingResponse (issue 14 item 3): the parcel events of a case, oldest first; declared once in libs/contracts (tracking-calls.ts, issue 30 item 2). */
export { ParcelTrackingAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ParcelTrackingAnswer });
