import type { FileUploadRequest, FileUploadResponse, PatientImageUploadRequest } from '@hospital/contracts';
import { sessionStore } from '../session/session-store';
import { ApiError, actingForHeaders } from './client';

/**
 * The upload calls of care-services §3/§7 (one request per file, the file as a base64 data URL
 * in fileBase64): POST /api/v1/tele/upload (a case), /api/v1/bookings/upload (an in-person
 * booking), /api/v1/patient/imagemobile (the hospital record). Sent with XMLHttpRequest, not
 * fetch, for the upload progress (issue 16 item 9) and the stall watch. The file preparation
 * and the progress over all files are components/images/upload.ts uploadImages.
 */

/** Issue 16 item 9: what the patient reads when an upload stalls or is cancelled. */
export const UPLOAD_MESSAGES = {
  stalled: 'การส่งรูปภาพหยุดชะงัก สัญญาณอินเทอร์เน็ตอาจไม่เสถียร กรุณากดลองอีกครั้ง',
  aborted: 'ยกเลิกการส่งรูปภาพแล้ว',
  network: 'ส่งรูปภาพไม่สำเร็จ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง',
} as const;

/** A request that sends or receives nothing for this long is given up (issue 16 item 9). */
export const UPLOAD_STALL_MS = 30_000;

export interface UploadOptions {
  signal?: AbortSignal;
  /** For tests and slow pages; default UPLOAD_STALL_MS. */
  stallMs?: number;
}

/** An upload that stalled or was cancelled: `message` is Thai, the files before it stay uploaded. */
export class UploadInterrupted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadInterrupted';
  }
}

/**
 * Where the files go: a telemedicine case (a teleID), an in-person booking, or a HIS clinic
 * visit (images to the hospital record, §7 POST /api/v1/patient/imagemobile: fileCategoryID
 * carries the clinicVisitKey, so `category` is not used).
 */
export type UploadTarget = string | { bookingID: string } | { clinicVisitKey: string };

type Fields = Pick<FileUploadRequest, 'fileName' | 'fileType' | 'fileSize' | 'fileBase64'>;

/** The call and body of one file for its target. */
export function uploadRequestOf(target: UploadTarget, category: number, fields: Fields): { url: string; body: FileUploadRequest | PatientImageUploadRequest } {
  if (typeof target === 'string') return { url: '/api/v1/tele/upload', body: { teleID: target, ...fields, fileCategoryID: category } };
  if ('bookingID' in target) return { url: '/api/v1/bookings/upload', body: { bookingID: target.bookingID, ...fields, fileCategoryID: category } };
  return { url: '/api/v1/patient/imagemobile', body: { ...fields, fileCategoryID: target.clinicVisitKey } };
}

/**
 * POST one prepared JSON body with upload progress (`onBytes`: bytes of this body sent so far).
 * A refusal rejects with an ApiError (the server's Thai message); a stall, a cancel or a network
 * failure with UploadInterrupted (UPLOAD_MESSAGES).
 */
export function postUpload(url: string, body: string, onBytes: (loaded: number) => void, options: UploadOptions): Promise<FileUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const stallMs = options.stallMs ?? UPLOAD_STALL_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let interrupted: string | null = null;
    const stop = (message: string) => {
      interrupted = message;
      xhr.abort();
    };
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop(UPLOAD_MESSAGES.stalled), stallMs);
    };
    const onAbort = () => stop(UPLOAD_MESSAGES.aborted);
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    if (options.signal?.aborted) return reject(new UploadInterrupted(UPLOAD_MESSAGES.aborted));
    options.signal?.addEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.get()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(actingForHeaders(token))) xhr.setRequestHeader(name, value); // issue 33
    xhr.upload.onprogress = (e) => {
      watch();
      if (e.lengthComputable) onBytes(e.loaded);
    };
    xhr.onprogress = watch;
    xhr.onload = () => {
      finish();
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
    xhr.onerror = () => {
      finish();
      reject(new UploadInterrupted(UPLOAD_MESSAGES.network));
    };
    xhr.onabort = () => {
      finish();
      reject(new UploadInterrupted(interrupted ?? UPLOAD_MESSAGES.aborted));
    };
    watch();
    xhr.send(body);
  });
}
