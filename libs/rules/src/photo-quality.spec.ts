import {
  BODY_SITES,
  PHOTO_QUALITY,
  PHOTO_QUALITY_NOTES,
  bodySiteLabel,
  isBodySite,
  isTooSmall,
  laplacianVariance,
  meanBrightness,
  photoQualityProblems,
  qualityNoteOf,
  qualityProblemsOf,
  sampleSizeOf,
} from './photo-quality.js';

describe('photo-quality', () => {
  /** A w×h gray picture filled with one value. */
  const flat = (w: number, h: number, value: number) => new Uint8Array(w * h).fill(value);
  /** Rows alternating base and base+amp: the Laplacian is ±2·amp inside, so its variance is 4·amp². */
  function stripes(w: number, h: number, amp: number, base = 100): Uint8Array {
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[y * w + x] = base + (y % 2 ? amp : 0);
    return out;
  }
  const FINE = { brightness: 128, sharpness: 500, width: 1000, height: 1000 };

  describe('the measures (issue 16 item 10)', () => {
    it('brightness is the mean gray value', () => {
      expect(meanBrightness(flat(8, 8, 200))).toBe(200);
      expect(meanBrightness(Uint8Array.from([0, 10, 20, 30]))).toBe(15);
      expect(meanBrightness(new Uint8Array(0))).toBe(0);
    });

    it('sharpness is the variance of the Laplacian: 0 when flat or under 3×3, 4·amp² for stripes', () => {
      expect(laplacianVariance(flat(16, 16, 90), 16, 16)).toBe(0);
      expect(laplacianVariance(flat(2, 2, 90), 2, 2)).toBe(0);
      expect(laplacianVariance(stripes(10, 10, 5), 10, 10)).toBeCloseTo(100);
    });

    it('checks a copy whose long side is at most 256', () => {
      expect(sampleSizeOf(4000, 3000)).toEqual({ width: 256, height: 192 });
      expect(sampleSizeOf(3000, 4000)).toEqual({ width: 192, height: 256 });
      expect(sampleSizeOf(100, 50)).toEqual({ width: 100, height: 50 });
    });
  });

  describe('the thresholds: fine at each, a warning one past it', () => {
    it('too dark below the mean brightness limit', () => {
      expect(qualityProblemsOf({ ...FINE, brightness: PHOTO_QUALITY.minBrightness })).toEqual([]);
      expect(qualityProblemsOf({ ...FINE, brightness: PHOTO_QUALITY.minBrightness - 1 })).toEqual(['dark']);
    });

    it('blurred below the Laplacian variance limit', () => {
      expect(qualityProblemsOf({ ...FINE, sharpness: PHOTO_QUALITY.minSharpness })).toEqual([]);
      expect(qualityProblemsOf({ ...FINE, sharpness: PHOTO_QUALITY.minSharpness - 1 })).toEqual(['blurred']);
    });

    it('too small below the short side limit (either side)', () => {
      const at = PHOTO_QUALITY.minShortSide;
      expect(isTooSmall(at, 4000)).toBe(false);
      expect(isTooSmall(4000, at - 1)).toBe(true);
      expect(qualityProblemsOf({ ...FINE, width: at, height: at })).toEqual([]);
      expect(qualityProblemsOf({ ...FINE, width: at - 1, height: at })).toEqual(['small']);
    });

    it('measures a gray copy: sharp stripes pass, faint ones are blurred, a black tiny one has all three', () => {
      // stripes of 2 → variance 16, of 1 → 4 (either side of the limit of 15)
      expect(PHOTO_QUALITY.minSharpness).toBe(15);
      expect(photoQualityProblems(stripes(32, 32, 2), 32, 32, { width: 1000, height: 800 })).toEqual([]);
      expect(photoQualityProblems(stripes(32, 32, 1), 32, 32, { width: 1000, height: 800 })).toEqual(['blurred']);
      expect(photoQualityProblems(flat(8, 8, 5), 8, 8, { width: 100, height: 80 })).toEqual(['dark', 'blurred', 'small']);
    });
  });

  describe("issue 35 item 1: the doctor's note under a photo", () => {
    it('is null for a fine photo, one note per problem in the order measured', () => {
      expect(qualityNoteOf(qualityProblemsOf({ ...FINE, brightness: PHOTO_QUALITY.minBrightness, sharpness: PHOTO_QUALITY.minSharpness }))).toBeNull();
      expect(qualityNoteOf(qualityProblemsOf({ ...FINE, brightness: PHOTO_QUALITY.minBrightness - 1 }))).toBe('ภาพมืด');
      expect(qualityNoteOf(qualityProblemsOf({ ...FINE, sharpness: PHOTO_QUALITY.minSharpness - 1 }))).toBe('ภาพอาจไม่ชัด');
      expect(qualityNoteOf(['dark', 'blurred', 'small'])).toBe(`ภาพมืด · ภาพอาจไม่ชัด · ${PHOTO_QUALITY_NOTES.small}`);
    });
  });

  describe('body sites', () => {
    it('are the ten sites of the issue with Thai labels', () => {
      expect(BODY_SITES.map((s) => s.value)).toEqual(['face', 'scalp', 'trunk', 'arms', 'hands', 'legs', 'feet', 'nails', 'genitals', 'other']);
      expect(bodySiteLabel('arms')).toBe('แขน');
      expect(bodySiteLabel(null)).toBeNull();
      expect(bodySiteLabel('tail')).toBeNull();
      expect(isBodySite('nails')).toBe(true);
      expect(isBodySite('tail')).toBe(false);
      expect(isBodySite(3)).toBe(false);
    });
  });
});
