/**
 * Records and clinical-tool shapes of care-services §3 and §7 (treatment history, CCNote,
 * ICD-10 coding, images to the hospital record, patient search, reports, deactivation),
 * written once for the api and the web. Field names are the spec's: the clinic-visit record
 * keeps the HIS's PascalCase names. The clinic visit, the CCNote and ICD-10 calls and the patient
 * search are inferred from their schemas (records-calls.ts, issue 30 item 2).
 */

/** The visit search, the image list and the report rows are declared once as schemas: report-calls.ts (issue 30 item 2). */

/** POST /api/v1/patient/imagemobile (§7): one image; fileCategoryID carries the clinicVisitKey. */
export interface PatientImageUploadRequest {
  fileName: string;
  fileCategoryID: string;
  fileType: string;
  fileSize: number;
  /** A data URL (or bare base64). */
  fileBase64: string;
}

/** The answer of POST /api/v1/identity/deactivate: DeactivateResponse, inferred from its schema (call-schemas.ts). */
