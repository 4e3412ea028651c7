import { sniffContentType } from './sniff-content-type.js';

describe('sniff-content-type', () => {
  const b = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

  it('names the type from the magic bytes, whatever the file claims', () => {
    expect(sniffContentType(b([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('image/jpeg');
    expect(sniffContentType(b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffContentType(b('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffContentType(b('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(b([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(sniffContentType(b([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0]))).toBe('image/heif');
    expect(sniffContentType(b([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0]))).toBe('image/avif');
    expect(sniffContentType(b('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(b('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffContentType(b('hello'))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});
