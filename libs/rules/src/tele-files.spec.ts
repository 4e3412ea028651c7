import { FILE_CATEGORIES, FILE_LIMITS, UPLOAD_TYPE_MESSAGES, categoryAccepts, fileSizeProblem, mayUploadCategory, uploadTypeProblem } from './tele-files.js';
import { TELE_MESSAGES } from './tele-messages.js';

describe('tele-files', () => {
  it('accepts files from 1 byte to the limit and names the problem otherwise', () => {
    expect(fileSizeProblem(1)).toBeNull();
    expect(fileSizeProblem(FILE_LIMITS.maxBytes)).toBeNull();
    expect(fileSizeProblem(FILE_LIMITS.maxBytes + 1)).toBe(TELE_MESSAGES.fileTooLarge);
    expect(fileSizeProblem(0)).toBe(TELE_MESSAGES.fileInvalid);
    expect(fileSizeProblem(Number.NaN)).toBe(TELE_MESSAGES.fileInvalid);
  });

  it('lets the patient add images and payment slips, staff and network add case images', () => {
    const table = (['owner', 'staff', 'network'] as const).map((who) => [who, [0, 1, 2, 3].map((c) => mayUploadCategory(who, c))]);
    expect(table).toEqual([
      ['owner', [true, false, true, false]],
      ['staff', [true, true, false, false]],
      ['network', [true, true, false, false]],
    ]);
  });

  describe('what each category accepts, by the sniffed type (issue 18 finding 3)', () => {
    const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'image/gif', 'image/heic', 'image/svg+xml', 'application/octet-stream'];
    const problems = (category: number) => Object.fromEntries(TYPES.map((t) => [t, uploadTypeProblem(t, categoryAccepts(category))]));

    it('patient photos (0, also booking images): any picture (§5), nothing else; never SVG', () => {
      expect(problems(0)).toEqual({
        'image/jpeg': null,
        'image/png': null,
        'image/webp': null,
        'application/pdf': UPLOAD_TYPE_MESSAGES.picturesOnly,
        'image/gif': null,
        'image/heic': null,
        'image/svg+xml': UPLOAD_TYPE_MESSAGES.picturesOnly,
        'application/octet-stream': UPLOAD_TYPE_MESSAGES.picturesOnly,
      });
    });

    it.each([1, 2])('staff uploads (1) and payment slips (2): pictures or a PDF', (category) => {
      expect(problems(category)).toEqual({
        'image/jpeg': null,
        'image/png': null,
        'image/webp': null,
        'application/pdf': null,
        'image/gif': null,
        'image/heic': null,
        'image/svg+xml': UPLOAD_TYPE_MESSAGES.imageOrPdf,
        'application/octet-stream': UPLOAD_TYPE_MESSAGES.imageOrPdf,
      });
    });

    it('every category has its rule; a category past them accepts nothing', () => {
      for (const category of FILE_CATEGORIES) expect(categoryAccepts(category).types.length).toBeGreaterThan(0);
      expect(categoryAccepts(3)).toEqual({ types: [], message: TELE_MESSAGES.fileCategoryInvalid });
      expect(uploadTypeProblem('image/png', categoryAccepts(3))).toBe(TELE_MESSAGES.fileCategoryInvalid);
      expect(uploadTypeProblem('image/png', categoryAccepts(-1))).toBe(TELE_MESSAGES.fileCategoryInvalid);
    });

    it('the messages are plain Thai', () => {
      expect(UPLOAD_TYPE_MESSAGES.imageOnly).toBe('รองรับเฉพาะไฟล์รูปภาพ JPG, PNG หรือ WEBP');
      expect(UPLOAD_TYPE_MESSAGES.picturesOnly).toBe('รองรับเฉพาะไฟล์รูปภาพ');
      expect(UPLOAD_TYPE_MESSAGES.imageOrPdf).toBe('รองรับเฉพาะไฟล์รูปภาพหรือไฟล์ PDF');
    });
  });
});
