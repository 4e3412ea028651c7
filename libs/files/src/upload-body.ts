import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { FileState } from '@hospital/contracts';
import { intLike, optionalText, z, nameSchemas } from '@hospital/core';
import { FILE_LIMITS, TELE_MESSAGES, categoryAccepts, fileSizeProblem, uploadTypeProblem, type UploadAccepts } from '@hospital/rules';
import { extensionsOf, sniffContentType } from './sniff-content-type.js';

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

/** A stored file's states (contracts FileState): images are 'processing' until the worker is done. */
export const FILE_STATES = ['processing', 'ready', 'stored', 'failed'] as const satisfies readonly FileState[];

/** The answer of every upload: the new file and its state. */
export const FileUploadAnswer = z.object({ data: z.object({ fileID: z.uuid(), state: z.enum(FILE_STATES) }) });

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

/**
 * Characters a file name loses: controls (Cc: C0, DEL, C1), format characters (Cf: the bidi
 * overrides and isolates U+202A..U+202E and U+2066..U+2069, the marks U+200E/U+200F/U+061C,
 * the zero-width U+200B..U+200D and U+2060, U+FEFF, the soft hyphen), lone surrogates (Cs) and
 * the line and paragraph separators. 'slip\u202Egnp.exe' displays as "slipexe.png"; without
 * the U+202E it reads as what it is.
 */
const NAME_INVISIBLES = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * The file name without any directory part, invisible or control characters (NAME_INVISIBLES),
 * outer spaces or trailing dots (Windows drops those: 'x.exe.' saves as 'x.exe'); 'file' when
 * nothing is left.
 */
export function cleanFileName(value: string): string {
  const base = value.split(/[\\/]/).pop()!.replace(NAME_INVISIBLES, '');
  return base.trim().replace(/[.\s]+$/u, '') || 'file';
}

/** A last '.ext' of letters and digits, with at least one letter ('v1.2' has none). */
const EXTENSION = /\.([A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*)$/;

/**
 * The name a file is kept and offered under: cleaned (cleanFileName), and ending with an
 * extension of its sniffed type — a PNG named 'x.exe' is 'x.png', a PDF named 'scan.jpg' is
 * 'scan.pdf', a name without one gets it ('รูปแผล' → 'รูปแผล.jpg'), an unknown type is '.bin'.
 * An extension that already fits is kept as written ('PHOTO.JPEG').
 */
export function fileNameFor(value: string, contentType: string): string {
  const name = cleanFileName(value);
  const allowed = extensionsOf(contentType);
  const match = EXTENSION.exec(name);
  if (match && allowed.includes(match[1].toLowerCase())) return name;
  const stem = (match ? name.slice(0, match.index) : name).replace(/[.\s]+$/u, '') || 'file';
  return `${stem}.${allowed[0]}`;
}

/**
 * The file of a parsed upload body, decoded: 400 'ไฟล์ไม่ถูกต้อง' for text that is not base64
 * or decodes to nothing, 413 'ไฟล์มีขนาดใหญ่เกินกำหนด' past the limit in bytes, 400 with the
 * accepted types' message when the sniffed content is not one of them (issue 18 finding 3:
 * `accepts` is the category's rule, categoryAccepts in @hospital/rules, unless the caller
 * narrows it, as the hospital-record images do). fileSize is the client's claim and fileType
 * is kept but never trusted: the decoded bytes are what count. The name is cleaned and given
 * the extension of the sniffed type (fileNameFor). The category is the caller's, checked by
 * its schema; nothing is stored before this answers.
 */
export function decodeUpload(file: UploadFile, category: number, accepts: UploadAccepts = categoryAccepts(category)): ParsedUpload {
  const bytes = decodeBase64(file.fileBase64);
  if (!bytes) throw new BadRequestException(TELE_MESSAGES.fileInvalid);
  const problem = fileSizeProblem(bytes.length);
  if (problem === TELE_MESSAGES.fileTooLarge) throw new HttpException(problem, HttpStatus.PAYLOAD_TOO_LARGE);
  if (problem) throw new BadRequestException(problem);
  const contentType = sniffContentType(bytes) ?? 'application/octet-stream';
  const typeProblem = uploadTypeProblem(contentType, accepts);
  if (typeProblem) throw new BadRequestException(typeProblem);
  return {
    fileName: fileNameFor(file.fileName, contentType),
    declaredType: file.fileType,
    contentType,
    bytes,
    category,
  };
}

/** Issue 30 item 2: this schema by name (the API docs' components.schemas). */
nameSchemas({ FileUploadAnswer });
