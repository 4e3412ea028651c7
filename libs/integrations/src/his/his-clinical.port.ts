import type { ClinicVisit, ReportRow } from '@hospital/contracts';

/**
 * The clinical side of the hospital information system (care-services §2 /PHR, CCNote,
 * ICD10, /patientimage, /softconimg, /hospital/report). Clinical data belongs to the HIS: our
 * side reads and writes it only through this port. The local stand-in (`LocalHisClinical`,
 * tables in the `his` schema) holds realistic skin-clinic visits for the demo patients.
 */
export interface HisClinicalPort {
  /** Every visit of the patient with this HN, newest first (treatment history). */
  visitsOfPatient(hn: string): Promise<ClinicVisit[]>;
  /** The visits of one service unit between two Bangkok dates, inclusive (CCNote and ICD10 lists). */
  visitsOfUnit(serviceUnitKey: string, startDate: string, endDate: string): Promise<ClinicVisit[]>;
  /** The patient's name and visits on one Bangkok date (image upload to the record); null: HN unknown. */
  visitsOnDate(date: string, hn: string): Promise<{ fullName: string; visits: ClinicVisit[] } | null>;
  /** One visit by its key, or null. */
  visit(clinicVisitKey: string): Promise<ClinicVisit | null>;
  /** Saves the CCNote of a visit; false when the visit does not exist. */
  saveCCNote(clinicVisitKey: string, ccNote: string): Promise<boolean>;
  /** Replaces the ICD-10 codes of a visit; false when the visit does not exist. */
  saveIcd10(clinicVisitKey: string, codes: string[]): Promise<boolean>;
  /** Files a processed image into the visit's record (images to the hospital record). */
  attachVisitImage(clinicVisitKey: string, image: { fileID: string; fileName: string; fileType: string }): Promise<boolean>;
  /** The note rows of the report table (§3 Report row), paged. */
  reportRows(page: { pageNumber: number; pageSize: number }): Promise<{ rows: ReportRow[]; totalCount: number }>;
}

/** Nest injection token of the clinical HIS port. */
export const HIS_CLINICAL_PORT = Symbol('HIS_CLINICAL_PORT');
