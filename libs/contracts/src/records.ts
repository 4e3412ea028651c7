import type { FileState } from './tele.js';

/**
 * Records and clinical-tool shapes of care-services §3 and §7 (treatment history, CCNote,
 * ICD-10 coding, images to the hospital record, patient search, reports, deactivation),
 * written once for the api and the web. Field names are the spec's: the clinic-visit record
 * keeps the HIS's PascalCase names.
 */

/** §3 Clinic visit record (GET /api/v1/patient/clinicvisit/{hn}, /checknote…, /icd10/…). */
export interface ClinicVisit {
  ClinicVisitKey: string;
  /** The HIS's visit number as staff read it (e.g. '691121-001'); the image upload page lists visits by it. Optional: filled by adapters that have it. */
  CN?: string;
  Cid: string;
  Patient: string;
  Age: string;
  /** 'ชาย' / 'หญิง'. */
  Gender: string;
  HN: string;
  /** ISO date-time with the Bangkok offset, e.g. '2026-11-03T09:40:00+07:00'. */
  RecordDT: string;
  ServiceUnit: string;
  MC: string;
  VS: string;
  Weight: number | null;
  Height: number | null;
  WaistLength: number | null;
  Bmi: number | null;
  BmiText: string;
  PI: string;
  PE: string;
  DX: string;
  /** The coded diagnoses as text (ICD10 admin shows it in red). */
  DX2: string;
  Lab: string;
  Discharge: string;
  History: string;
  Appoint: string;
  NursingCare: string;
  /** Medicines, one per line ('\n' separated). */
  Med: string;
  CCNote: string;
  /** The ICD-10 codes chosen for the visit (ICD10 admin's selection). */
  ICD10: string[];
}

export interface ClinicVisitListResponse {
  data: ClinicVisit[];
}

/** PUT /api/v1/checknote/{ClinicVisitKey} (§7). */
export interface CCNoteUpdateRequest {
  CCNote: string;
}

/** §3 ICD10 option: GET /api/v1/icd10?Keyword= answers a list of these. */
export interface Icd10Option {
  value: string;
  label: string;
}

/** PUT /api/v1/icd10/{ClinicVisitKey} (§7): the selected code values. */
export interface Icd10UpdateRequest {
  labels: string[];
}

/** A clinic visit as the image upload page picks it (§3 Patient visit search result). */
export interface PatientVisitRef {
  cn: string;
  clinicVisitKey: string;
  serviceUnit: string;
  recordDT: string;
}

/** GET /api/v1/patient/visit/{YYYY-MM-DD}/{HN} (§3 Patient visit search result). */
export interface PatientVisitSearchResponse {
  count: number;
  data: Array<{ patient: { person: { fullName: string } }; clinicVisit: PatientVisitRef[] }>;
}

/** POST /api/v1/patient/imagemobile (§7): one image; fileCategoryID carries the clinicVisitKey. */
export interface PatientImageUploadRequest {
  fileName: string;
  fileCategoryID: string;
  fileType: string;
  fileSize: number;
  /** A data URL (or bare base64). */
  fileBase64: string;
}

/** §3 Image list row (GET /api/v1/softconimg/{DocDT}). */
export interface ImageListRow {
  Code: string;
  Name: string;
  FileName: string;
  /** A data URL of the thumbnail, or null while the image worker has not made it. */
  Thumbnail: string | null;
  fileID: string;
  clinicVisitKey: string;
  /** The image worker's progress: 'processing' until the thumbnail is made, then 'ready' (or 'failed'). */
  state: FileState;
}

/** GET /api/v1/user?Keyword&PageNumber&PageSize (§7 patient search). */
export interface PatientSearchRow {
  userID: string;
  fullName: string;
  hn: string | null;
  idCard: string;
  phone: string;
  isActive: boolean;
}

export interface PatientSearchResponse {
  data: PatientSearchRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** §3 Report row (GET /api/v1/data/report). */
export interface ReportRow {
  piNote: string;
  peNote: string;
  nurseNote: string;
  visitKey: string;
  hxNote: string;
  searchCode: string;
  rosNote: string;
  ccNote: string;
}

export interface ReportResponse {
  data: ReportRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** POST /api/v1/identity/deactivate (§3 Deactivate payload). */
export interface DeactivateRequest {
  isDelete: boolean;
}

/** The answer of POST /api/v1/identity/deactivate: DeactivateResponse, inferred from its schema (call-schemas.ts). */
