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
