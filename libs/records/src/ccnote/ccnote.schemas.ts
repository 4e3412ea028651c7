import { CCNoteBody } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/** PUT /api/v1/checknote/{ClinicVisitKey} {CCNote} (care-services §7): declared once in libs/contracts (records-calls.ts, issue 30 item 2), CCNoteUpdateRequest inferred from it. */
export { CCNoteBody };
export type CCNoteInput = z.output<typeof CCNoteBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ CCNoteBody });
