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
 * Issue 16 item 9: `files` may be PickedPhoto items of the ImagePicker (their body site goes
 * with a case photo, item 10). The progress is one honest figure: every payload is prepared
 * first, so `total` is the bytes of all request bodies from the start and `loaded` the bytes
 * sent of it. A request that sends nothing for UPLOAD_STALL_MS is aborted and rejects with
 * UPLOAD_MESSAGES.stalled (Thai; the page offers to try again); `options.signal` aborts too.
 * A file already sent to the same target is not sent again on a retry.
 *
 * The first argument is a teleID, or `{ bookingID }` for the images of an in-person booking
 * (§7 POST /api/v1/bookings/upload, same payload with bookingID instead of teleID), or
 * `{ clinicVisitKey }` for images to the hospital record (§7 POST /api/v1/patient/imagemobile).
 */
import type { FileState } from '@hospital/contracts';
import { FILE_LIMITS, RESIZED_IMAGE_TYPES, SNIFF_BYTES, badFileText, fileSizeProblem, sniffFileType, uploadTypeProblem, type UploadAccepts } from '@hospital/rules';
import type { PickedPhoto } from './picked-photo';
import { postUpload as post, uploadRequestOf as requestOf, type UploadOptions, type UploadTarget } from '../../api/uploads';

export { UPLOAD_MESSAGES, UPLOAD_STALL_MS, UploadInterrupted, type UploadOptions, type UploadTarget } from '../../api/uploads';

export interface UploadProgress {
  /** 0–100 over all files, by bytes. */
  percent: number;
  loaded: number;
  total: number;
  /** Files finished so far, and how many there are. */
  done: number;
  count: number;
  /** The position (1-based) of the file being sent (null once all are done); never its name. */
  current: number | null;
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

type Item = File | PickedPhoto;
const fileOf = (item: Item): File => (item instanceof File ? item : item.file);

/** The first problem of these files for an upload (too large and not an image the browser can shrink), or null. */
export function uploadProblem(items: readonly Item[]): string | null {
  for (const file of items.map(fileOf)) {
    const problem = fileSizeProblem(file.size);
    if (problem && !(file.size > 0 && canShrink(file))) return problem;
  }
  return null;
}

/**
 * Issue 28 item 1: what is wrong with one chosen file for what it is for, or null — checked in
 * the page before anything is sent, by the rules the server applies: its type sniffed from its
 * first bytes (libs/rules sniffFileType, never the name or the browser's guess) against what
 * the category accepts, and its size.
 */
export async function fileProblem(item: Item, accepts: UploadAccepts): Promise<string | null> {
  const file = fileOf(item);
  const size = fileSizeProblem(file.size);
  if (size && !(file.size > 0 && canShrink(file))) return size;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return UNREADABLE;
  }
  return uploadTypeProblem(sniffFileType(head) ?? 'application/octet-stream', accepts);
}

const UNREADABLE = 'เปิดไฟล์นี้ไม่ได้';

/** Issue 28 item 1: every chosen file that may not be sent, each named ('รูปที่ 4 (x.txt) ใช้ไม่ได้: …'); [] when all may go. */
export async function fileProblems(items: readonly Item[], accepts: UploadAccepts): Promise<string[]> {
  const found = await Promise.all(items.map((item) => fileProblem(item, accepts)));
  return found.flatMap((problem, i) => (problem ? [badFileText(i + 1, fileOf(items[i]).name, problem)] : []));
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

/** Files already sent, by target, so a retry after a stall does not send them twice. */
const sentFiles = new WeakMap<File, Map<string, UploadedFile>>();
const targetKey = (target: UploadTarget, category: number) => `${JSON.stringify(target)}|${category}`;

export async function uploadImages(
  target: UploadTarget,
  files: readonly Item[] | FileList,
  category: number,
  onProgress?: (progress: UploadProgress) => void,
  options: UploadOptions = {},
): Promise<UploadedFile[]> {
  const items: Item[] = Array.from(files);
  const problem = uploadProblem(items);
  if (problem) throw new Error(problem);
  const key = targetKey(target, category);
  // Every body first: the total is then the true number of bytes to send, fixed from the start.
  const bodies: Array<{ file: File; url: string; json: string; bytes: number } | null> = [];
  for (const item of items) {
    const file = fileOf(item);
    if (sentFiles.get(file)?.has(key)) {
      bodies.push(null);
      continue;
    }
    const { url, body } = requestOf(target, category, {
      fileName: file.name,
      fileType: file.type || 'application/octet-stream',
      fileSize: file.size,
      fileBase64: await payloadOf(file),
    });
    // Issue 16 item 10: a case photo carries its body site (the server checks it against the list).
    const site = item instanceof File ? null : item.bodySite;
    const json = JSON.stringify(site && typeof target === 'string' ? { ...body, bodySite: site } : body);
    bodies.push({ file, url, json, bytes: new Blob([json]).size });
  }
  const total = bodies.reduce((sum, b) => sum + (b?.bytes ?? 0), 0);
  let sent = 0;
  const report = (done: number, loadedNow: number, current: number | null) => {
    const loaded = Math.min(total, sent + loadedNow);
    onProgress?.({ percent: total > 0 ? Math.floor((loaded / total) * 100) : 100, loaded, total, done, count: items.length, current });
  };

  const uploaded: UploadedFile[] = [];
  report(0, 0, items.length ? 1 : null);
  for (const [i, b] of bodies.entries()) {
    const file = fileOf(items[i]);
    if (!b) {
      uploaded.push(sentFiles.get(file)!.get(key)!);
      continue;
    }
    const answer = await post(b.url, b.json, (loaded) => report(i, Math.min(loaded, b.bytes), i + 1), options);
    sent += b.bytes;
    const result = { ...answer.data, fileName: file.name };
    if (!sentFiles.has(file)) sentFiles.set(file, new Map());
    sentFiles.get(file)!.set(key, result);
    uploaded.push(result);
    report(i + 1, 0, i + 1 < items.length ? i + 2 : null);
  }
  return uploaded;
}
