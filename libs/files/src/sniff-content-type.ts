import { sniffFileType } from '@hospital/rules';

/**
 * The real type of an upload, from its first bytes (DESIGN.md security decisions: uploads are
 * sniffed by content; the declared fileType is kept but never trusted). Null: not a type we
 * know, stored as application/octet-stream and offered as a download.
 */
export function sniffContentType(bytes: Buffer): string | null {
  return sniffFileType(bytes); // issue 28 item 1: one sniffer, libs/rules, for the page and the server
}

/**
 * The file-name extensions of each sniffed type, the usual one first. A file is named for what
 * its bytes are (issue 18 finding 3: a PNG called 'x.exe' is offered as 'x.png'); a type we do
 * not know is offered as '.bin', never under the extension its sender chose.
 */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
  'image/bmp': ['bmp'],
  'image/tiff': ['tif', 'tiff'],
  'application/pdf': ['pdf'],
};
const UNKNOWN_EXTENSIONS: readonly string[] = ['bin'];

/** The extensions a file of this (sniffed) type may carry, the usual one first. */
export function extensionsOf(contentType: string): readonly string[] {
  return EXTENSIONS[contentType] ?? UNKNOWN_EXTENSIONS;
}
