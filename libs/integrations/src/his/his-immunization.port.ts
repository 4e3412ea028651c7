import type { VaccineCertResponse } from '@hospital/contracts';

/**
 * The immunizations the hospital information system recorded (care-services §2 Vaccine
 * history, §3 Vaccine certificate). Our side only reads them, through this port; the local
 * stand-in (`LocalHisImmunization`, tables in the `his` schema) holds the demo patient's doses.
 */
export interface HisImmunizationPort {
  /** The certificate of the person with this national ID: empty name and no visit when the HIS has none. */
  certificate(cid: string): Promise<VaccineCertResponse>;
}

/** Nest injection token of the immunization HIS port. */
export const HIS_IMMUNIZATION_PORT = Symbol('HIS_IMMUNIZATION_PORT');
