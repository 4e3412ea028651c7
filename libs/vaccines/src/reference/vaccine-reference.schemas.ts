import { z, nameSchemas } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';

/** §3 Vaccine event, as the lists answer it. */
export const VaccineEventAnswer = z.object({
  vaccineEventKey: z.string().meta({ example: 'VX-PZ1-GEN' }),
  vaccineEventName: z.string(),
  vaccineName: z.string(),
  vaccineType: z.string().meta({ example: 'pz1' }),
  vaccineFamily: z.string().meta({ example: 'pfizer' }),
  vaccineNumber: z.number().int().min(1).max(6),
  vaccineEventDT: z.string().meta({ description: "'YYYY-MM-DDTHH:mm' เวลาไทย", example: '2026-03-02T09:00' }),
  vaccinePlace: z.string(),
  venueKind: z.enum(['general', 'ward']),
  capacity: z.number().int(),
  booked: z.number().int(),
});

/** §3 Reference lists: a school with its classes. */
export const SchoolAnswer = z.object({
  schoolKey: z.string().meta({ example: 'TRG01' }),
  schoolName: z.string(),
  classes: z.array(z.object({ classYear: z.string().meta({ example: 'M1' }), classYearName: z.string() })),
});

export const SubdistrictsAnswer = z.object({
  data: z.array(
    z.object({
      thSubdistrictKey: z.string().meta({ description: 'หกหลัก: 4 หลักแรกคืออำเภอ 2 หลักแรกคือจังหวัด', example: '920101' }),
      name: z.string(),
    }),
  ),
});
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
