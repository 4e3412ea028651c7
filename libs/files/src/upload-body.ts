import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { intLike, optionalText, z } from '@hospital/core';
import { FILE_LIMITS, TELE_MESSAGES, fileSizeProblem } from '@hospital/rules';
import { sniffContentType } from './sniff-content-type.js';

/**
 * The longest base64 text of an upload: FILE_LIMITS.maxBytes as base64 (4 characters per 3
 * bytes) and room for a data-URL prefix. Past it the file is refused (400) before it is
 * decoded; the decoded size is checked again (413) by decodeUpload.
 */
export const UPLOAD_BASE64_MAX = Math.ceil((FILE_LIMITS.maxBytes * 4) / 3) + 300;

/**
 * The file fields of every upload body (care-services §3 upload payload), for the domains'
 * upload schemas to spread into theirs next to their own id and category:
 * `z.object({ fileCategoryID: …, ...UPLOAD_FILE_FIELDS, teleID: … })`.
 */
export const UPLOAD_FILE_FIELDS = {
  fileBase64: z
    .string({ error: TELE_MESSAGES.fileInvalid })
    .min(1, { error: TELE_MESSAGES.fileInvalid })
    .max(UPLOAD_BASE64_MAX, { error: TELE_MESSAGES.fileTooLarge })
    .meta({ description: `the file as base64 or a data URL; at most ${FILE_LIMITS.maxBytes} bytes decoded (past it 413)` }),
  fileName: optionalText(255).meta({ example: 'ผื่นที่แขน.jpg' }),
  fileType: optionalText(100).meta({ description: 'the type the client declares (kept, never trusted)', example: 'image/jpeg' }),
  fileSize: intLike().optional().meta({ description: "the client's claim; the decoded length is what counts" }),
};
export type UploadFile = z.output<z.ZodObject<typeof UPLOAD_FILE_FIELDS>>;

/** The answer of every upload: the new file and its state (images are processed by the worker). */
export const FileUploadAnswer = z.object({
  data: z.object({ fileID: z.uuid(), state: z.enum(['processing', 'ready', 'stored', 'failed']) }),
});

/** An upload decoded: what the store and the file row get. */
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

/** The file name without any directory part or control characters ('file' when nothing is left). */
function cleanFileName(value: string): string {
  return value.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
}

/**
 * The file of a parsed upload body, decoded: 400 'ไฟล์ไม่ถูกต้อง' for text that is not base64
 * or decodes to nothing, 413 'ไฟล์มีขนาดใหญ่เกินกำหนด' past the limit in bytes. fileSize is the
 * client's claim; the decoded length is what counts. The category is the caller's, checked by
 * its schema.
 */
export function decodeUpload(file: UploadFile, category: number): ParsedUpload {
  const bytes = decodeBase64(file.fileBase64);
  if (!bytes) throw new BadRequestException(TELE_MESSAGES.fileInvalid);
  const problem = fileSizeProblem(bytes.length);
  if (problem === TELE_MESSAGES.fileTooLarge) throw new HttpException(problem, HttpStatus.PAYLOAD_TOO_LARGE);
  if (problem) throw new BadRequestException(problem);
  return {
    fileName: cleanFileName(file.fileName),
    declaredType: file.fileType,
    contentType: sniffContentType(bytes) ?? 'application/octet-stream',
    bytes,
    category,
  };
}
