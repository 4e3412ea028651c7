// Issue 28 item 5: Thailand Post's S10 tracking numbers — the shape and the check digit.
import { isS10TrackingNumber, s10CheckDigit, s10TrackingNumber, trackingUrl } from './tracking-number.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { trackingNumbersError } from './tele-flow.js';

describe('tracking-number', () => {
  describe('the S10 check digit: weights 8 6 4 2 3 5 9 7, 11 − (sum mod 11), 10 → 0, 11 → 5', () => {
    it.each([
      ['47312482', 9], // UPU's own example, RR 47312482 9 GB
      ['12345678', 5],
      ['98765432', 6],
      ['00300000', 0], // sum 12, 11 − 1 = 10 → 0
      ['00000000', 5], // sum 0, 11 − 0 = 11 → 5
    ])('%s → %i', (digits, check) => {
      expect(s10CheckDigit(digits)).toBe(check);
    });

    it('is only for exactly eight digits', () => {
      for (const bad of ['1234567', '123456789', '1234567a', '', ' 12345678']) expect(s10CheckDigit(bad)).toBeNull();
    });
  });

  describe('isS10TrackingNumber', () => {
    it('accepts two letters, eight digits and the right check digit, two letters', () => {
      for (const ok of ['RR473124829GB', 'EF123456785TH', 'RB987654326TH', 'EF003000000TH', 'EF000000005TH']) expect(isS10TrackingNumber(ok)).toBe(true);
    });

    it('refuses every other check digit, and anything not of the shape', () => {
      for (let d = 0; d <= 9; d++) if (d !== 5) expect(isS10TrackingNumber(`EF12345678${d}TH`)).toBe(false);
      for (const bad of ['EF12345678TH', 'EF1234567855TH', 'E1123456785TH', 'EF123456785T1', 'ef123456785th', 'EF12345678 5TH', 'EFX23456785TH']) {
        expect(isS10TrackingNumber(bad)).toBe(false);
      }
    });

    it('makes numbers for demo data and tests: the parts with their check digit', () => {
      expect(s10TrackingNumber('EF', 12345678)).toBe('EF123456785TH');
      expect(s10TrackingNumber('EG', 1)).toBe('EG000000014TH');
      expect(() => s10TrackingNumber('EF', 123456789)).toThrow();
    });
  });

  describe('the transfer rule (server and page) checks it', () => {
    it('a wrong check digit is "Tracking No. incorrect"; the right one, typed in lower case, is accepted', () => {
      expect(trackingNumbersError(['EF123456789TH'])).toBe(TELE_MESSAGES.trackingIncorrect);
      expect(trackingNumbersError(['EF123456785TH', 'RB987654321TH'])).toBe(TELE_MESSAGES.trackingIncorrect);
      expect(trackingNumbersError([{ barcode: ' ef123456785th ' }])).toBeNull();
    });
  });

  it("links a number to Thailand Post's tracking page, the number escaped", () => {
    expect(trackingUrl('EF123456785TH')).toBe('https://track.thailandpost.co.th/?trackNumber=EF123456785TH');
    expect(trackingUrl('A B&C')).toBe('https://track.thailandpost.co.th/?trackNumber=A%20B%26C');
  });
});
