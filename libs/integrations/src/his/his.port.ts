import type { HisPerson, TeleCostRow, TeleDrugRow } from '@hospital/contracts';

/**
 * The hospital information system (HIS), the records system that issues hospital numbers
 * (accounts §2 profile, §3 patient record, §9 HN of 7 characters). One port, two adapters:
 * the real HTTP client, and the local stand-in over the `his` schema of our database
 * (DESIGN.md, Outside systems).
 */
export interface HisPort {
  /** The patient the HIS knows under this national ID, or null. */
  findPatientByCid(cid: string): Promise<{ hn: string } | null>;
  /**
   * Registers the person, keyed on the national ID (`person.cid`): a person the HIS already
   * knows gets their existing HN back (`created: false`), so a retry never makes a second HN.
   */
  registerPatient(person: HisPerson): Promise<{ hn: string; created: boolean }>;
  /**
   * The service costs the HIS's doctor ordered for a telemedicine case (care-services §3 Tele
   * info response costList), in the order they were entered; empty when none yet.
   */
  teleCosts(teleID: string): Promise<TeleCostRow[]>;
  /**
   * The cost rows of many cases in one call (issue 13 item 2: the 'tele.pollHisCosts' job asks
   * for every case waiting on costs at once). A case with no rows yet is absent from the map;
   * ids the HIS cannot key are ignored.
   */
  teleCostsOf(teleIDs: readonly string[]): Promise<Map<string, TeleCostRow[]>>;
  /** The drugs ordered for a telemedicine case (§3 drugList); empty when none yet. */
  teleDrugs(teleID: string): Promise<TeleDrugRow[]>;
}

/** Nest injection token of the HIS port. */
export const HIS_PORT = Symbol('HIS_PORT');

/** A hospital number: 7 characters (accounts §9). */
export const HN_PATTERN = /^[0-9A-Za-z]{7}$/;
