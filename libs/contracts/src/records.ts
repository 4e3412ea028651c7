import type { FileState } from './tele.js';

/**
 * Records and clinical-tool shapes of care-services §3 and §7 (treatment history, CCNote,
 * ICD-10 coding, images to the hospital record, patient search, reports, deactivation),
 * written once for the api and the web. Field names are the spec's: the clinic-visit record
 * keeps the HIS's PascalCase names. The clinic visit, the CCNote and ICD-10 calls and the patient
 * search are inferred from their schemas (records-calls.ts, issue 30 item 2).
 */

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

/** The answer of POST /api/v1/identity/deactivate: DeactivateResponse, inferred from its schema (call-schemas.ts). */
