import { z, nameSchemas } from '@hospital/core';
import { CCNOTE_MAX_LENGTH, CLINICAL_MESSAGES } from '@hospital/rules';

/** PUT /api/v1/checknote/{ClinicVisitKey} {CCNote} (care-services §7): text as typed (kept untrimmed), at most 4000 characters. */
export const CCNoteBody = z.object(
  {
    CCNote: z
      .string({ error: CLINICAL_MESSAGES.ccNoteInvalid })
      .max(CCNOTE_MAX_LENGTH, { error: CLINICAL_MESSAGES.ccNoteTooLong })
      .meta({ description: "the visit's CCNote; '' clears it" }),
  },
  { error: CLINICAL_MESSAGES.ccNoteInvalid },
);
export type CCNoteInput = z.output<typeof CCNoteBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ CCNoteBody });
