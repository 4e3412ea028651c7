import { VaccineCertAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { nationalId } from '../http/api2-schemas.js';

/** POST /api2/vaccine/cert (§7): the national ID whose certificate is asked for. */
export const VaccineCertBody = z.object({ cid: nationalId() });
export type VaccineCertInput = z.output<typeof VaccineCertBody>;

/** §3 Vaccine certificate: declared once in libs/contracts (vaccines-calls.ts, issue 30 item 2), VaccineCertResponse inferred from it. */
export { VaccineCertAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VaccineCertBody, VaccineCertAnswer });
