/**
 * The real type of a file from its first bytes (DESIGN.md security decisions: uploads are
 * accepted by sniffed content; the declared type and the name are never trusted). Written once
 * for both sides (issue 28 item 1): the page checks every photo and slip before anything is
 * sent, the server (libs/files sniffContentType) decides again. Null: not a type we know.
 */
export const SNIFF_BYTES = 16;

export function sniffFileType(bytes: Uint8Array): string | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
  const starts = (...b: number[]) => bytes.length >= b.length && b.every((v, i) => bytes[i] === v);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
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
