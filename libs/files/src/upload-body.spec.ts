// Issue 18 finding 3: an upload is accepted by what its bytes are, per category, and its name
// can neither hide its real extension (bidi and other format characters) nor claim another.
import { BadRequestException } from '@nestjs/common';
import { IMAGE_UPLOADS, TELE_MESSAGES, UPLOAD_TYPE_MESSAGES } from '@hospital/rules';
import { cleanFileName, decodeUpload, fileNameFor } from './upload-body.js';

describe('upload-body', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
  const file = (bytes: Buffer, fileName = 'a.png', fileType = 'image/png') => ({ fileBase64: bytes.toString('base64'), fileName, fileType, fileSize: undefined });

  describe('cleanFileName', () => {
    it('drops bidi controls, other format characters and control characters', () => {
      expect(cleanFileName('slip\u202Egnp.exe')).toBe('slipgnp.exe');
      const formats = ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u2060', '\uFEFF', '\u00AD', '\u061C'];
      for (const c of formats) expect(cleanFileName(`a${c}b.png`)).toBe('ab.png');
      for (const c of ['\u0000', '\u0009', '\n', '\u001F', '\u007F', '\u0085', '\u009F', '\u2028', '\u2029']) expect(cleanFileName(`a${c}b.png`)).toBe('ab.png');
      expect(cleanFileName('a\uD800b.png')).toBe('ab.png'); // a lone surrogate
    });

    it('keeps Thai, spaces inside and ordinary punctuation; drops folders, outer spaces and trailing dots', () => {
      expect(cleanFileName('ผื่นที่แขน ครั้งที่ 2 (ขวา).jpg')).toBe('ผื่นที่แขน ครั้งที่ 2 (ขวา).jpg');
      expect(cleanFileName('C:\\fakepath\\ผื่น.jpg')).toBe('ผื่น.jpg');
      expect(cleanFileName('../../etc/passwd')).toBe('passwd');
      expect(cleanFileName('  x.exe. . ')).toBe('x.exe');
      expect(cleanFileName('\u202E\u200B')).toBe('file');
      expect(cleanFileName('')).toBe('file');
    });
  });

  describe('fileNameFor: the name ends with the extension of the sniffed type', () => {
    it.each([
      ['slip\u202Egnp.exe', 'image/png', 'slipgnp.png'],
      ['x.exe', 'image/png', 'x.png'],
      ['ผื่น.jpg', 'image/jpeg', 'ผื่น.jpg'],
      ['PHOTO.JPEG', 'image/jpeg', 'PHOTO.JPEG'],
      ['scan.jpg', 'application/pdf', 'scan.pdf'],
      ['a.b.exe', 'image/webp', 'a.b.webp'],
      ['รูปแผล', 'image/jpeg', 'รูปแผล.jpg'],
      ['v1.2', 'image/png', 'v1.2.png'],
      ['x.exe.', 'image/png', 'x.png'],
      ['.exe', 'image/png', 'file.png'],
      ['old.exe', 'application/octet-stream', 'old.bin'],
      ['old.png', 'image/gif', 'old.gif'],
    ])('%j as %s → %j', (name, type, expected) => {
      expect(fileNameFor(name, type)).toBe(expected);
    });
  });

  describe('decodeUpload checks the sniffed type against what the category accepts', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof BadRequestException ? [error.getStatus(), error.message] : error;
      }
      return 'accepted';
    };

    it('refuses an executable that calls itself a PNG, in every category', () => {
      expect(refusal(() => decodeUpload(file(EXE, 'slip\u202Egnp.exe'), 0))).toEqual([400, UPLOAD_TYPE_MESSAGES.picturesOnly]);
      expect(refusal(() => decodeUpload(file(EXE, 'slip\u202Egnp.exe'), 1))).toEqual([400, UPLOAD_TYPE_MESSAGES.imageOrPdf]);
      expect(refusal(() => decodeUpload(file(EXE, 'slip\u202Egnp.exe'), 2))).toEqual([400, UPLOAD_TYPE_MESSAGES.imageOrPdf]);
      expect(refusal(() => decodeUpload(file(PNG), 3))).toEqual([400, TELE_MESSAGES.fileCategoryInvalid]);
    });

    it('a PDF is a slip (2) but not a photo (0), nor an image of the caller’s own kind', () => {
      expect(decodeUpload(file(PDF, 'slip.png', 'image/png'), 2)).toMatchObject({ contentType: 'application/pdf', fileName: 'slip.pdf', declaredType: 'image/png', category: 2 });
      expect(refusal(() => decodeUpload(file(PDF), 0))).toEqual([400, UPLOAD_TYPE_MESSAGES.picturesOnly]);
      expect(refusal(() => decodeUpload(file(PDF), 1, { ...IMAGE_UPLOADS, message: 'only pictures' }))).toEqual([400, 'only pictures']);
    });

    it('keeps a real PNG under a clean name with its own extension', () => {
      expect(decodeUpload(file(PNG, 'slip\u202Egnp.exe'), 0)).toMatchObject({ contentType: 'image/png', fileName: 'slipgnp.png', category: 0 });
    });
  });
});
