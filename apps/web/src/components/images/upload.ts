/**
 * Uploading files to a telemedicine case (care-services §3 upload payload, §7 POST
 * /api/v1/tele/upload, one request per file, base64 data URL in fileBase64).
 *
 *   await uploadImages(teleID, files, category, (p) => setProgress(p.percent));
 *
 * - `files`: File[] or a FileList, uploaded one after the other, in order.
 * - `category`: FILE_CATEGORY.patient (0), .staff (1) or .payment (2) from @hospital/contracts.
 * - `onProgress` (optional) gets {percent 0–100, loaded/total bytes, done/count files, current
 *   file name} while bytes go out, and percent 100 at the end.
 * - Resolves with the server's answer per file ({fileID, state}); rejects at the first failure
 *   with an Error whose message is the server's Thai text (show it after TELE_MESSAGES.uploadError).
 *   Files before the failing one stay uploaded.
 * - A file over the size limit (FILE_LIMITS.maxBytes, the server's own rule) is refused here
 *   before anything is sent; jpeg, png and webp over it are first shrunk to fit 1000x1000 in
 *   the browser. The server still resizes, strips metadata and makes the thumbnail.
 *
 * `uploadProblem(files)` answers the message the page should show before uploading, or null.
 *
 * The first argument is a teleID, or `{ bookingID }` for the images of an in-person booking
 * (§7 POST /api/v1/bookings/upload, same payload with bookingID instead of teleID), or
 * `{ clinicVisitKey }` for images to the hospital record (§7 POST /api/v1/patient/imagemobile).
 */
import type { FileState, FileUploadRequest, FileUploadResponse, PatientImageUploadRequest } from '@hospital/contracts';
import { FILE_LIMITS, RESIZED_IMAGE_TYPES, fileSizeProblem } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { sessionStore } from '../../session/session-store';

export interface UploadProgress {
  /** 0–100 over all files, by bytes. */
  percent: number;
  loaded: number;
  total: number;
  /** Files finished so far, and how many there are. */
  done: number;
  count: number;
  /** The file being sent (null once all are done). */
  current: string | null;
}

export interface UploadedFile {
  fileID: string;
  state: FileState;
  fileName: string;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const canShrink = (file: File) => RESIZED_IMAGE_TYPES.includes(file.type);

/** The first problem of these files for an upload (too large and not an image the browser can shrink), or null. */
export function uploadProblem(files: readonly File[]): string | null {
  for (const file of files) {
    const problem = fileSizeProblem(file.size);
    if (problem && !(file.size > 0 && canShrink(file))) return problem;
  }
  return null;
}

/** A data URL of the file, shrunk to fit 1000x1000 when it is a jpeg/png/webp over the size limit. */
async function payloadOf(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (file.size <= FILE_LIMITS.maxBytes || !canShrink(file)) return original;
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('not an image'));
    img.src = original;
  });
  const scale = Math.min(1, FILE_LIMITS.maxSide / image.naturalWidth, FILE_LIMITS.maxSide / image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(file.type, FILE_LIMITS.quality / 100);
}

/**
 * Where the files go: a telemedicine case (a teleID), an in-person booking, or a HIS clinic
 * visit (images to the hospital record, §7 POST /api/v1/patient/imagemobile: fileCategoryID
 * carries the clinicVisitKey, so `category` is not used).
 */
export type UploadTarget = string | { bookingID: string } | { clinicVisitKey: string };

type Fields = Pick<FileUploadRequest, 'fileName' | 'fileType' | 'fileSize' | 'fileBase64'>;

/** The call and body of one file for its target. */
function requestOf(target: UploadTarget, category: number, fields: Fields): { url: string; body: FileUploadRequest | PatientImageUploadRequest } {
  if (typeof target === 'string') return { url: '/api/v1/tele/upload', body: { teleID: target, ...fields, fileCategoryID: category } };
  if ('bookingID' in target) return { url: '/api/v1/bookings/upload', body: { bookingID: target.bookingID, ...fields, fileCategoryID: category } };
  return { url: '/api/v1/patient/imagemobile', body: { ...fields, fileCategoryID: target.clinicVisitKey } };
}

function post(url: string, body: FileUploadRequest | PatientImageUploadRequest, onBytes: (loaded: number, total: number) => void): Promise<FileUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.get()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onBytes(e.loaded, e.total);
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as FileUploadResponse);
      const message = (parsed as { message?: unknown } | null)?.message;
      if (token && xhr.status === 401) sessionStore.signOut();
      reject(new ApiError(typeof message === 'string' ? message : xhr.statusText || `HTTP ${xhr.status}`, xhr.status, parsed));
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(JSON.stringify(body));
  });
}

export async function uploadImages(
  target: UploadTarget,
  files: readonly File[] | FileList,
  category: number,
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadedFile[]> {
  const list = Array.from(files);
  const problem = uploadProblem(list);
  if (problem) throw new Error(problem);
  // Estimated bytes on the wire (base64 of each file); refined as each request reports its own.
  const sizes = list.map((f) => Math.ceil(f.size / 3) * 4);
  const total = () => sizes.reduce((a, b) => a + b, 0) || 1;
  let sent = 0;
  const report = (done: number, loadedNow: number, current: string | null) =>
    onProgress?.({ percent: Math.min(100, Math.round(((sent + loadedNow) / total()) * 100)), loaded: sent + loadedNow, total: total(), done, count: list.length, current });

  const uploaded: UploadedFile[] = [];
  report(0, 0, list[0]?.name ?? null);
  for (const [i, file] of list.entries()) {
    const { url, body } = requestOf(target, category, {
      fileName: file.name,
      fileType: file.type || 'application/octet-stream',
      fileSize: file.size,
      fileBase64: await payloadOf(file),
    });
    const answer = await post(url, body, (loaded, wire) => {
      sizes[i] = wire;
      report(i, loaded, file.name);
    });
    sent += sizes[i];
    uploaded.push({ ...answer.data, fileName: file.name });
    report(i + 1, 0, list[i + 1]?.name ?? null);
  }
  onProgress?.({ percent: 100, loaded: total(), total: total(), done: list.length, count: list.length, current: null });
  return uploaded;
}
