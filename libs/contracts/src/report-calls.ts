import { z } from './input/zod-thai.js';
import type { FileState } from './tele.js';

/**
 * Issue 30 item 2, one declaration per call: the answers of the reports (care-services §3
 * Report row, GET /api/v1/data/report; issue 14 item 4's cases report), of the audit log search
 * (issue 14 item 5, GET /api/v1/audit/log) and of the record images' visit search and image list
 * (§3), declared once as the zod schemas the api documents; the types the api and the web use
 * are inferred here. The records and audit domains' *.schemas.ts re-export and name them.
 */

const page = { totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() };

/** §3 Report row. */
const ReportRowSchema = z.object({
  piNote: z.string(),
  peNote: z.string(),
  nurseNote: z.string(),
  visitKey: z.string(),
  hxNote: z.string(),
  searchCode: z.string(),
  rosNote: z.string(),
  ccNote: z.string(),
});
/** GET /api/v1/data/report?PageNumber&PageSize: the HIS note rows, a page of them. */
export const ReportAnswer = z.object({ data: z.array(ReportRowSchema), ...page });
export type ReportRow = z.output<typeof ReportRowSchema>;
export type ReportResponse = z.output<typeof ReportAnswer>;

/** One telemedicine case of the cases report. Dates are Bangkok 'YYYY-MM-DD'. */
const ReportCaseRowSchema = z.object({
  teleID: z.uuid(),
  appointDate: z.string(),
  appointTime: z.string(),
  appointDateText: z.string().meta({ description: "Buddhist era, 'D MMMM BBBB'" }),
  serviceType: z.number().int(),
  serviceTypeName: z.string(),
  flowStatus: z.number().int(),
  flowStatusName: z.string(),
  hn: z.string().nullable().meta({ description: "null where the reader's role may not see who the patient is (reportShowsIdentity)" }),
  fullName: z.string().nullable(),
  costTotal: z.number().nullable().meta({ description: 'the costs from the HIS in baht; null before they are known' }),
});
const dayRow = <T extends z.ZodRawShape>(shape: T) => z.object({ date: z.string(), dateText: z.string(), ...shape });
/** Chart 'cases per day by service type': service type (as text) → cases that day. */
const ReportCasesOfDaySchema = dayRow({ total: z.number().int(), byServiceType: z.record(z.string(), z.number().int()) });
/** Chart 'median time per status': how long cases stayed in one flowStatus, over `stays` stays. */
const ReportStatusTimeSchema = z.object({ flowStatus: z.number().int(), flowStatusName: z.string(), medianMinutes: z.number(), stays: z.number().int() });
/** Chart 'amounts verified per day'. */
const ReportAmountOfDaySchema = dayRow({ amount: z.number(), cases: z.number().int() });
const ReportChartsSchema = z.object({
  serviceTypes: z.array(z.object({ serviceType: z.number().int(), serviceTypeName: z.string() })),
  casesPerDay: z.array(ReportCasesOfDaySchema),
  medianTimeByStatus: z.array(ReportStatusTimeSchema),
  amountsPerDay: z.array(ReportAmountOfDaySchema),
});
/** GET /api/v1/data/report?from&to[&ServiceType][&FlowStatus][&PageNumber][&PageSize] (JSON). */
export const CasesReportAnswer = z.object({
  data: z.array(ReportCaseRowSchema),
  ...page,
  from: z.string(),
  to: z.string(),
  showsIdentity: z.boolean().meta({ description: 'whether names and HN are shown to this reader' }),
  charts: ReportChartsSchema,
});
export type ReportCaseRow = z.output<typeof ReportCaseRowSchema>;
export type ReportCasesOfDay = z.output<typeof ReportCasesOfDaySchema>;
export type ReportStatusTime = z.output<typeof ReportStatusTimeSchema>;
export type ReportAmountOfDay = z.output<typeof ReportAmountOfDaySchema>;
export type ReportCharts = z.output<typeof ReportChartsSchema>;
export type CasesReportResponse = z.output<typeof CasesReportAnswer>;

/** One row of the audit log search, newest first. */
const AuditLogRowSchema = z.object({
  id: z.string(),
  at: z.iso.datetime().meta({ description: "a grouped line's last read" }),
  firstAt: z.iso.datetime().meta({ description: 'issue 35 item 2: the first read of a grouped line (= at for a line of one)' }),
  count: z.number().int().min(1).meta({ description: 'issue 35 item 2: the repeated reads this line stands for' }),
  action: z.string(),
  actionName: z.string().meta({ description: 'Thai words for the action' }),
  success: z.boolean(),
  actorID: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  login: z.string().nullable().meta({ description: 'the login name typed (sign-ins)' }),
  patientID: z.uuid().nullable(),
  patientName: z.string().nullable(),
  patientHN: z.string().nullable(),
  ip: z.string().nullable().meta({ description: 'the client address (sign-ins record it)' }),
  userAgent: z.string().nullable(),
});
/** GET /api/v1/audit/log. */
export const AuditLogAnswer = z.object({ data: z.array(AuditLogRowSchema), ...page });
export type AuditLogRow = z.output<typeof AuditLogRowSchema>;
export type AuditLogResponse = z.output<typeof AuditLogAnswer>;

/** A clinic visit as the image upload page picks it (§3 Patient visit search result). */
const PatientVisitRefSchema = z.object({ cn: z.string(), clinicVisitKey: z.string(), serviceUnit: z.string(), recordDT: z.string().meta({ example: '2026-11-03T09:40:00+07:00' }) });
/** GET /api/v1/patient/visit/{YYYY-MM-DD}/{HN} (§3 Patient visit search result). */
export const PatientVisitSearchAnswer = z.object({
  count: z.number().int().meta({ description: '1 when the HIS knows the HN, else 0' }),
  data: z.array(z.object({ patient: z.object({ person: z.object({ fullName: z.string() }) }), clinicVisit: z.array(PatientVisitRefSchema) })),
});
export type PatientVisitRef = z.output<typeof PatientVisitRefSchema>;
export type PatientVisitSearchResponse = z.output<typeof PatientVisitSearchAnswer>;

const FILE_STATES = ['processing', 'ready', 'stored', 'failed'] as const satisfies readonly FileState[];
/** §3 Image list row (GET /api/v1/softconimg/{DocDT}). */
const ImageListRowSchema = z.object({
  Code: z.string().meta({ description: "the patient's HN" }),
  Name: z.string(),
  FileName: z.string(),
  Thumbnail: z.string().nullable().meta({ description: 'a data URL of the thumbnail; null while the image is processing' }),
  fileID: z.uuid(),
  clinicVisitKey: z.string(),
  state: z.enum(FILE_STATES).meta({ description: "the image worker's progress: 'processing' until the thumbnail is made" }),
});
/** GET /api/v1/softconimg/{DocDT}. */
export const ImageListAnswer = z.object({ data: z.array(ImageListRowSchema) });
export type ImageListRow = z.output<typeof ImageListRowSchema>;
