import { SchoolAnswer, SubdistrictRowAnswer, VaccineEventAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';

/** §3 Vaccine event, a school with its classes and a sub-district: declared once in libs/contracts (vaccines-calls.ts, issue 30 item 2). */
export { SchoolAnswer, VaccineEventAnswer };

export const SubdistrictsAnswer = z.object({ data: z.array(SubdistrictRowAnswer) });
export const SchoolsAnswer = z.object({ data: z.array(SchoolAnswer) });
export const VaccineEventsAnswer = z.object({ data: z.array(VaccineEventAnswer) });

/**
 * GET /api2/vaccine/eventbooking/{vaccineType} (§5 Vaccine event list): a type code of 3 or more
 * characters (a shorter one answers the spec's message); codes are at most 20 characters.
 */
export const VaccineTypeParam = z
  .string()
  .trim()
  .min(3, { error: VACCINE_MESSAGES.vaccineTypeInvalid })
  .max(20)
  .meta({ description: 'รหัสชนิดวัคซีน (§3 vaccine type codes)', example: 'pz1' });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ SubdistrictsAnswer, SchoolsAnswer, VaccineEventsAnswer });
