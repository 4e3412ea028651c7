/**
 * Uploads of care-services §3 Image and §5: the limits the page checks before sending and the
 * server checks again, and who may add which category of file to a case.
 */
import { TELE_MESSAGES } from './tele-messages.js';

export const FILE_LIMITS = {
  /** Largest accepted file, decoded (the api's JSON body limit leaves room for its base64). */
  maxBytes: 10 * 1024 * 1024,
  /** §5 and §9: images are resized to fit 1000x1000 … */
  maxSide: 1000,
  /** … at quality 100. */
  quality: 100,
  /** The thumbnail the lists show inline. */
  thumbnailSide: 200,
} as const;

/** §5: 'any image type is accepted; resizing handles only jpeg, png and webp'. */
export const RESIZED_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** §3 categories: 0 the patient's (or booking) images, 1 staff upload on the case, 2 payment evidence. */
export const FILE_CATEGORIES: readonly number[] = [0, 1, 2];

/**
 * §5 'any image type is accepted': every picture the server recognises by its bytes (the
 * worker resizes jpeg, png and webp; the others are kept as sent). Not SVG: it can carry script.
 */
export const PICTURE_TYPES: readonly string[] = [...RESIZED_IMAGE_TYPES, 'image/gif', 'image/heic', 'image/heif', 'image/avif', 'image/bmp', 'image/tiff'];

/** Why a file's type is refused (400), as the page shows it. */
export const UPLOAD_TYPE_MESSAGES = {
  /** The same words as the hospital-record images' refusal (RECORD_IMAGE_MESSAGES.imageOnly). */
  imageOnly: 'รองรับเฉพาะไฟล์รูปภาพ JPG, PNG หรือ WEBP',
  picturesOnly: 'รองรับเฉพาะไฟล์รูปภาพ',
  imageOrPdf: 'รองรับเฉพาะไฟล์รูปภาพหรือไฟล์ PDF',
} as const;

/**
 * Issue 28 item 1: a chosen file the page will not send, named so the person knows which one
 * to remove: 'รูปที่ 4 (ผื่น.txt) ใช้ไม่ได้: รองรับเฉพาะไฟล์รูปภาพ กรุณาลบรูปนี้ออกแล้วเลือกใหม่'.
 * `name` is the person's own file name (never one of ours).
 */
export function badFileText(position: number, name: string, problem: string): string {
  const shown = name.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 80);
  return `รูปที่ ${position}${shown ? ` (${shown})` : ''} ใช้ไม่ได้: ${problem} กรุณาลบรูปนี้ออกแล้วเลือกใหม่`;
}

/** What an upload may be: its sniffed content types, and the message when it is something else. */
export interface UploadAccepts {
  readonly types: readonly string[];
  readonly message: string;
}

/** Pictures (PICTURE_TYPES). */
export const IMAGE_UPLOADS: UploadAccepts = { types: PICTURE_TYPES, message: UPLOAD_TYPE_MESSAGES.picturesOnly };
/** Pictures, or a PDF (kept as sent: a slip or a lab sheet). */
export const IMAGE_OR_PDF_UPLOADS: UploadAccepts = { types: [...PICTURE_TYPES, 'application/pdf'], message: UPLOAD_TYPE_MESSAGES.imageOrPdf };

/**
 * Issue 18 finding 3: each category accepts only what it is for, decided by the sniffed bytes
 * (never the declared fileType or the name): 0 the patient's photos and booking images →
 * pictures; 1 staff uploads on the case and 2 payment evidence → pictures or a PDF.
 */
const CATEGORY_UPLOADS: Readonly<Record<number, UploadAccepts>> = { 0: IMAGE_UPLOADS, 1: IMAGE_OR_PDF_UPLOADS, 2: IMAGE_OR_PDF_UPLOADS };
const NOTHING: UploadAccepts = { types: [], message: TELE_MESSAGES.fileCategoryInvalid };

/** What a file of this category may be; a category that is not one of FILE_CATEGORIES accepts nothing. */
export function categoryAccepts(category: number): UploadAccepts {
  return FILE_CATEGORIES.includes(category) ? CATEGORY_UPLOADS[category] : NOTHING;
}

/** The message when a file of this sniffed type is not accepted, or null. */
export function uploadTypeProblem(contentType: string, accepts: UploadAccepts): string | null {
  return accepts.types.includes(contentType) ? null : accepts.message;
}

/** The problem of a file of this many bytes, or null. */
export function fileSizeProblem(bytes: number): string | null {
  if (!Number.isFinite(bytes) || bytes <= 0) return TELE_MESSAGES.fileInvalid;
  if (bytes > FILE_LIMITS.maxBytes) return TELE_MESSAGES.fileTooLarge;
  return null;
}

/** How the uploader relates to the case (the same words as the server's case access). */
export type FileUploader = 'owner' | 'staff' | 'network';

/**
 * Who may add which category to a case they can read:
 *  - 0 (symptom and booking images): the patient, hospital staff and the network user of a consultation;
 *  - 1 (staff upload on the case): hospital staff, and the network user of a consultation;
 *  - 2 (payment evidence): the patient only — the slip is the patient's statement that they paid.
 */
export function mayUploadCategory(uploader: FileUploader, category: number): boolean {
  switch (category) {
    case 0:
      return true;
    case 1:
      return uploader === 'staff' || uploader === 'network';
    case 2:
      return uploader === 'owner';
    default:
      return false;
  }
}
