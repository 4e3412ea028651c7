import { z, nameSchemas } from '@hospital/core';
import { nationalId } from '../http/api2-schemas.js';

/** POST /api2/vaccine/cert (§7): the national ID whose certificate is asked for. */
export const VaccineCertBody = z.object({ cid: nationalId() });
export type VaccineCertInput = z.output<typeof VaccineCertBody>;

/** §3 Vaccine certificate; `visit` is empty when the person has no vaccination here. */
export const VaccineCertAnswer = z.object({
  fullName: z.string(),
  certID: z.string(),
  visit: z.array(
    z.object({
      visit_immunization: z.object({
        vaccine_name: z.string(),
        vaccine_ref_name: z.string(),
        immunization_datetime: z.string().meta({ description: 'ISO date-time with the Bangkok offset', example: '2021-10-21T13:40:00+07:00' }),
        lot_number: z.string(),
      }),
      hospital_name: z.string(),
    }),
  ),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VaccineCertBody, VaccineCertAnswer });
