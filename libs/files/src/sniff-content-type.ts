/**
 * The real type of an upload, from its first bytes (DESIGN.md security decisions: uploads are
 * sniffed by content; the declared fileType is kept but never trusted). Null: not a type we
 * know, stored as application/octet-stream and offered as a download.
 */
export function sniffContentType(bytes: Buffer): string | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
    if (brand === 'mif1' || brand === 'msf1') return 'image/heif';
  }
  if (bytes.length >= 2 && ascii(0, 2) === 'BM') return 'image/bmp';
  if (bytes.length >= 4 && (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*')) return 'image/tiff';
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
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
