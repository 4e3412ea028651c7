import type { SlipCheck } from './payment-calls.js';
import type { QueuePlace, TeleCostRow, TeleDrugRow } from './tele-calls.js';
import type { LineStatus } from './line-calls.js';
import type { BookedBy } from './booked-by-calls.js';

/**
 * Telemedicine shapes of care-services §3 and §7, written once for the api and the web.
 * Field names are the spec's (the hospital's current server); dates are Bangkok calendar
 * dates 'YYYY-MM-DD' and times 'HH:mm'.
 */

/** A tracking number entry of jsonTrackingNo (§3 'list of barcode objects'). */
export interface TrackingNo {
  barcode: string;
}

/** §3 Tele request, as the lists and the case page read it. */
export interface TeleRequest {
  teleID: string;
  userID: string;
  serviceType: number;
  serviceTypeName: string;
  /** 'YYYY-MM-DDTHH:mm' in Bangkok time. */
  appointDatetime: string;
  appointDate: string;
  appointTime: string;
  /** Buddhist-era text for people: 'D MMMM BBBB HH:mm น.'. */
  appointDatetimeText: string;
  lineID: string;
  phone: string;
  shippingAddress: string;
  description: string;
  flowStatus: number;
  flowStatusName: string;
  /** Why Finance rejected the payment evidence (flowStatus −5). */
  paymentMsg: string | null;
  jsonTrackingNo: TrackingNo[];
  /** Consultations (§3 Consultation): the doctor asked, and the network user who asked. */
  parentID: string | null;
  parentName: string | null;
  hn: string | null;
  fullName: string;
  /** Images of the case (all categories) and how many are still being processed. */
  imageCount: number;
  /** The HIS has costs for the case (the nurse may notify them): set by the HIS costs job. */
  costsReady: boolean;
  /** The HIS's net total in baht once known, else null. */
  costTotal: number | null;
  /** The newest payment slip's check (QR read, duplicate, bank verification), else null. */
  slip: SlipCheck | null;
  /** The place in today's video queue (types 1, 5 and consultations waiting at 0, 1, 2), else null. */
  queue: QueuePlace | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The calls' bodies (TeleCreateRequest, TeleUpdateRequest, TeleTransferRequest, ConsultCreateRequest),
 * TeleCreateResponse and the HIS's cost and drug rows are inferred from their schemas (tele-calls.ts,
 * issue 30 item 2); the answer of a transfer is TeleTransferResponse (call-schemas.ts).
 */

/** GET /api/v1/tele/info/{teleID} (§3 Tele info response). */
export interface TeleInfoResponse {
  /** lineStatus (issue 31 item 5): linked, unreachable (blocked the OA: 'ติดต่อทาง LINE ไม่ได้') or none. */
  profile: { firstName: string; lastName: string; hn: string | null; line: { product: string } | null; lineStatus: LineStatus };
  tele: TeleRequest;
  lineProfile: { displayName: string; pictureUrl: string } | null;
  costList: TeleCostRow[];
  costTotal: number;
  drugList: TeleDrugRow[];
  /** Issue 33 item 4: the caregiver who booked for the person ('จองโดยผู้ดูแล'); null when the person booked. */
  bookedBy: BookedBy;
}

/** GET /api/v1/tele/cost/{teleID} (§7): the HIS's cost rows and their net total. */
export interface TeleCostResponse {
  data: TeleCostRow[];
  costTotal: number;
}

/** GET /api/v1/tele/{teleID} (§7): the case and its video session tokens (null until the call starts). */
export type TeleCaseWithTokens = TeleRequest & { tokSession: string | null; tokToken: string | null };

/** The answer of PUT /api/v1/tele/{teleID}: the §8 'saved' text and the case as stored. */
export interface TeleUpdateResponse {
  message: string;
  data: TeleRequest;
}

/** §3 Image categories: 0 booking / patient's own, 1 staff upload on the case, 2 payment evidence. */
export const FILE_CATEGORY = { patient: 0, staff: 1, payment: 2 } as const;

/** Processing of a stored upload by the image worker. */
export type FileState = 'processing' | 'ready' | 'stored' | 'failed';

/** §3 Image, as the image list returns it. */
export interface TeleImage {
  fileID: string;
  fileName: string;
  fileCategoryID: number;
  /** The viewer route of the file (`/images/{fileID}`); its bytes come from GET /api/v1/tele/upload/{fileID}. */
  fileSrc: string;
  /**
   * The thumbnail inline as a data URL (an <img> cannot send the bearer token); null while
   * the worker has not made it, and for files it does not resize.
   */
  thumbnail: string | null;
  fileType: string;
  state: FileState;
  createdAt: string;
  /** Issue 16 item 10: where on the body the photo was taken (libs/rules BODY_SITES), null when untagged. */
  bodySite: string | null;
  /** Issue 35 item 1: the image worker's quality note for the doctor ('ภาพมืด', 'ภาพอาจไม่ชัด'), null when fine. */
  qualityNote: string | null;
}

/** POST /api/v1/tele/upload and /api/v1/bookings/upload (§3 upload payload). */
export interface FileUploadRequest {
  teleID?: string;
  bookingID?: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** Base64, or a data URL. */
  fileBase64: string;
  fileCategoryID: number;
  /** Issue 16 item 10: the body site of a case photo (libs/rules BODY_SITES); optional. */
  bodySite?: string | null;
}

/** GET /api/v1/tele/upload/{fileID} (§3 stored file read); fileData is base64 (no data-URL prefix). */
export interface StoredFileResponse {
  data: { FileType: string; fileData: string; fileName: string; state: FileState; bodySite?: string | null };
}

/** The answer of an upload: the new file and whether the image worker still has to process it. */
export interface FileUploadResponse {
  data: { fileID: string; state: FileState };
}

/** Query of GET /api/v1/tele and /api/v1/networktele (§7). */
export interface TeleListQuery {
  AppointDatetime?: string;
  ServiceType?: string;
  FlowStatus?: string;
  Keyword?: string;
}

/** A staff list: rows and the count per flowStatus over the same filters without FlowStatus. */
export interface TeleListResponse {
  data: TeleBoardRow[];
  counts: Record<string, number>;
  /** Issue 14 item 1: the server's clock when it answered (the page ticks the waits from it). */
  now?: string;
}

/** Issue 14 item 1: a board row with its SLA timer, computed by the server with its clock. */
export interface TeleBoardRow extends TeleRequest {
  /** When the case entered its current flowStatus (ISO). */
  statusSince: string;
  /** More than the status's limit has passed (on the hospital calendar). */
  overdue: boolean;
  /** When it turns red (ISO), null for a status without a limit. */
  slaDueAt: string | null;
  /** When it turns amber (75 % of the limit), null without a limit. */
  slaAmberAt: string | null;
  slaLevel: 'none' | 'ok' | 'amber' | 'red';
}

/** Realtime: a case changed (created, edited, moved, file added). Rooms: its boards and its patient. */
export interface TeleChangedEvent {
  teleID: string;
  userID: string;
  flowStatus: number;
  /** The status before, for a transition. */
  from: number | null;
  reason: 'created' | 'updated' | 'transition' | 'file' | 'costs' | 'slip' | 'overdue' | 'callEnded' | 'rescheduled';
  /**
   * Issue 28 item 2: for a consultation, its network accounts (who asked, who was asked). The
   * room board:network delivers the event to these only (and to Admin), and only while the
   * patient access rule lets them see the patient.
   */
  networkOf?: string[];
}

/** VideoTokens, VideoMeeting and VideoCallStatus are inferred from their schemas (call-schemas.ts, issue 30 item 3). */
