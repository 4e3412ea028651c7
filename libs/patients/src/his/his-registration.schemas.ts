import { z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/**
 * POST /api/v1/patient {person} (accounts §3 the person object, §7). Only `person.userID` is
 * read: the person sent to the HIS is built from the stored record. A body without a person
 * id answers 400 'ไม่พบข้อมูลผู้ป่วย', as before.
 */
export const HisRegistrationBody = z.object(
  {
    person: z.looseObject(
      {
        userID: z.guid({ error: MESSAGES.patientNotFound }).meta({ description: 'the person (users.id)' }),
      },
      { error: MESSAGES.patientNotFound },
    ).meta({ description: 'the HisPerson the page builds; every field but userID is ignored' }),
  },
  { error: MESSAGES.patientNotFound },
);
export type HisRegistrationInput = z.output<typeof HisRegistrationBody>;

export const HisRegistrationAnswer = z.object({
  status: z.enum(['queued', 'registered']),
  hn: z.string().nullable(),
  message: z.string(),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ HisRegistrationBody, HisRegistrationAnswer });
