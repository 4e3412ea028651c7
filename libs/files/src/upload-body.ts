import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { FileUploadRequest } from '@hospital/contracts';
import { FILE_CATEGORIES, FILE_LIMITS, TELE_MESSAGES, fileSizeProblem } from '@hospital/rules';
import { sniffContentType } from './sniff-content-type.js';

/** An upload body checked and decoded: what the store and the file row get. */
export interface ParsedUpload {
  fileName: string;
  /** The fileType the client declared (kept, not trusted). */
  declaredType: string;
  /** The sniffed type; application/octet-stream when unknown. */
  contentType: string;
  bytes: Buffer;
  category: number;
}

const DATA_URL = /^data:[^,]{0,200}?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 or a data URL → bytes; null for text that is not base64 (Buffer.from would skip the bad characters silently). */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (body.length % 4 === 1 || !BASE64.test(body)) return null;
  return Buffer.from(body, 'base64');
}

/** The file name without any directory part, trimmed to 200 characters. */
export function cleanFileName(value: unknown): string {
  const name = typeof value === 'string' ? value.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return (name || 'file').slice(0, 200);
}

/**
 * POST …/upload bodies (care-services §3 upload payload): 400 'ไฟล์ไม่ถูกต้อง' for an empty or
 * undecodable file, 400 for an unknown category, 413 'ไฟล์มีขนาดใหญ่เกินกำหนด' past the limit.
 * fileSize is the client's claim; the decoded length is what counts.
 */
export function parseUpload(body: unknown): ParsedUpload {
  const form = (body && typeof body === 'object' ? body : {}) as Partial<FileUploadRequest>;
  const category = Number(form.fileCategoryID ?? 0);
  if (!Number.isInteger(category) || !FILE_CATEGORIES.includes(category)) throw new BadRequestException(TELE_MESSAGES.fileCategoryInvalid);
  if (typeof form.fileBase64 !== 'string' || form.fileBase64.length === 0) throw new BadRequestException(TELE_MESSAGES.fileInvalid);
  // Refuse an oversized file before decoding it (base64 is 4 characters per 3 bytes).
  if (form.fileBase64.length > Math.ceil((FILE_LIMITS.maxBytes * 4) / 3) + 300) {
    throw new HttpException(TELE_MESSAGES.fileTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  const bytes = decodeBase64(form.fileBase64);
  if (!bytes) throw new BadRequestException(TELE_MESSAGES.fileInvalid);
  const problem = fileSizeProblem(bytes.length);
  if (problem === TELE_MESSAGES.fileTooLarge) throw new HttpException(problem, HttpStatus.PAYLOAD_TOO_LARGE);
  if (problem) throw new BadRequestException(problem);
  return {
    fileName: cleanFileName(form.fileName),
    declaredType: typeof form.fileType === 'string' ? form.fileType.slice(0, 100) : '',
    contentType: sniffContentType(bytes) ?? 'application/octet-stream',
    bytes,
    category,
  };
}
