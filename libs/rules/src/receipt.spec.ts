import { RECEIPT_NUMBER, bahtAmountText, bahtText, fiscalYearOf, maskedName, receiptAvailable, receiptNumberOf } from './receipt.js';

describe('receipt', () => {
  // Issue 32 item 7: the amount in Thai words as a receipt prints it, at its edges.
  describe('bahtText', () => {
    it.each([
      [0.5, 'ห้าสิบสตางค์'],
      [0.01, 'หนึ่งสตางค์'],
      [0.11, 'สิบเอ็ดสตางค์'],
      [0, 'ศูนย์บาทถ้วน'],
      [1, 'หนึ่งบาทถ้วน'],
      [10, 'สิบบาทถ้วน'],
      [11, 'สิบเอ็ดบาทถ้วน'],
      [20, 'ยี่สิบบาทถ้วน'],
      [21, 'ยี่สิบเอ็ดบาทถ้วน'],
      [101, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
      [110, 'หนึ่งร้อยสิบบาทถ้วน'],
      [1001, 'หนึ่งพันเอ็ดบาทถ้วน'],
      [360.5, 'สามร้อยหกสิบบาทห้าสิบสตางค์'],
      [1_000_000, 'หนึ่งล้านบาทถ้วน'],
      [1_000_001, 'หนึ่งล้านเอ็ดบาทถ้วน'],
      [11_000_000, 'สิบเอ็ดล้านบาทถ้วน'],
      [21_000_021, 'ยี่สิบเอ็ดล้านยี่สิบเอ็ดบาทถ้วน'],
      [1_234_567.89, 'หนึ่งล้านสองแสนสามหมื่นสี่พันห้าร้อยหกสิบเจ็ดบาทแปดสิบเก้าสตางค์'],
      [1_000_000_000_000, 'หนึ่งล้านล้านบาทถ้วน'],
    ])('%d → %s', (amount, words) => {
      expect(bahtText(amount)).toBe(words);
    });

    it("'ถ้วน' exactly when there are no satang; satang rounded as money is (0.005 up, float sums exact)", () => {
      expect(bahtText(100)).toMatch(/ถ้วน$/);
      expect(bahtText(100.01)).not.toMatch(/ถ้วน/);
      expect(bahtText(0.1 + 0.2)).toBe('สามสิบสตางค์');
      expect(bahtText(99.995)).toBe('หนึ่งร้อยบาทถ้วน');
      expect(bahtText(0.004)).toBe('ศูนย์บาทถ้วน');
    });

    it('the figures beside the words: grouped, two decimals', () => {
      expect(bahtAmountText(1_234_567.89)).toBe('1,234,567.89');
      expect(bahtAmountText(0.5)).toBe('0.50');
      expect(bahtAmountText(360)).toBe('360.00');
    });

    it('a negative or non-finite amount is refused', () => {
      expect(() => bahtText(-0.01)).toThrow(RangeError);
      expect(() => bahtText(Number.NaN)).toThrow(RangeError);
      expect(() => bahtText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    });
  });

  describe('the fiscal year and the receipt number', () => {
    it('the fiscal year runs 1 October – 30 September (Bangkok), named by the year it ends in, Buddhist era', () => {
      expect(fiscalYearOf('2026-09-30T16:59:59Z')).toBe(2569); // 30 Sep 23:59:59 in Bangkok
      expect(fiscalYearOf('2026-09-30T17:00:00Z')).toBe(2570); // 1 Oct 00:00 in Bangkok
      expect(fiscalYearOf(new Date('2027-09-30T12:00:00+07:00'))).toBe(2570);
      expect(fiscalYearOf(new Date('2027-01-01T00:00:00+07:00'))).toBe(2570);
      expect(fiscalYearOf(new Date('2027-10-01T00:00:00+07:00'))).toBe(2571);
    });

    it("'RC' + fiscal year + a running number of 6 digits (more once past 999,999)", () => {
      expect(receiptNumberOf(2570, 1)).toBe('RC2570-000001');
      expect(receiptNumberOf(2570, 999_999)).toBe('RC2570-999999');
      expect(receiptNumberOf(2570, 1_000_000)).toBe('RC2570-1000000');
      expect(RECEIPT_NUMBER.exec('RC2570-000042')?.slice(1)).toEqual(['2570', '000042']);
      expect(RECEIPT_NUMBER.test('RC2570-42')).toBe(false);
    });
  });

  describe('the name the public verification shows', () => {
    it('the title, two letters of the first name and one of the last (a Thai letter keeps its vowel and tone mark)', () => {
      expect(maskedName({ titleName: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี' })).toBe('นายสม*** ใ***');
      expect(maskedName({ titleName: 'นางสาว', firstName: 'ที่รัก', lastName: 'ผู้ใหญ่' })).toBe('นางสาวที่รั*** ผู้***');
      expect(maskedName({ firstName: 'Somchai', lastName: 'Jaidee' })).toBe('So*** J***');
    });

    it('never the whole of a short first name of two letters or more', () => {
      expect(maskedName({ titleName: 'นาย', firstName: 'ดล', lastName: 'มาก' })).toBe('นายด*** ม***');
      expect(maskedName({ firstName: 'ก', lastName: '' })).toBe('ก***');
    });
  });

  describe('which cases offer a receipt', () => {
    it('from the verified payment on (5, 6, 7); never before it, nor at a rejected payment (−5)', () => {
      expect([0, 1, 2, 3, -3, 4, -5, 5, 6, 7].filter(receiptAvailable)).toEqual([5, 6, 7]);
    });
  });
});
