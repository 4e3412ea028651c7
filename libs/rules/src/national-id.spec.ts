import { isNationalIdShaped, isValidNationalId, nationalIdCheckDigit, nationalIdError, nationalIdInput } from './national-id.js';
import { MESSAGES } from './messages.js';

describe('national-id', () => {
  describe('national ID checksum', () => {
    // Numbers whose check digit holds under the Revenue rule (weights 13..2).
    it.each(['1103702071811', '3100600445635', '1920100567894', '1409900523428', '5109900043120'])('accepts %s', (id) => {
      expect(isValidNationalId(id)).toBe(true);
      expect(nationalIdError(id)).toBeNull();
    });

    it.each(['1103702071812', '3100600445636', '1409900523429', '1234567890123'])(
      'rejects %s with the Revenue-rules message',
      (id) => {
        expect(isValidNationalId(id)).toBe(false);
        expect(nationalIdError(id)).toBe(MESSAGES.nationalIdChecksum);
      },
    );

    it.each(['', '123456789012', '12345678901234', '110170020345a'])('asks for 13 digits for "%s"', (id) => {
      expect(nationalIdError(id)).toBe(MESSAGES.nationalIdLength);
    });
  });

  describe('the national-id field as a person types (accounts §5)', () => {
    it('keeps digits only, at most 13', () => {
      expect(nationalIdInput('1-1037-02071')).toEqual({ value: '1103702071', error: null });
      expect(nationalIdInput('11037020718119')).toEqual({ value: '1103702071811', error: null });
    });

    it('clears the field with the checksum message when the 13th digit fails', () => {
      expect(nationalIdInput('1103702071812')).toEqual({ value: '', error: MESSAGES.nationalIdChecksum });
    });
  });

  // Issue 18, "Tests that would notice": the shape is exactly 13 digits (12 and 14 refused).
  describe('the shape of a national ID', () => {
    it('is exactly 13 digits', () => {
      expect(isNationalIdShaped('1103702071811')).toBe(true);
      expect(isNationalIdShaped('0000000000000')).toBe(true);
      for (const id of ['110370207181', '11037020718111', '1103702071811 ', ' 1103702071811', 'x1103702071811', '1103702071811x', '110370207181a', '']) {
        expect(isNationalIdShaped(id)).toBe(false);
      }
    });

    it('refuses 14 digits whose first 13 are valid, with the 13-digit message', () => {
      expect(isValidNationalId('11037020718110')).toBe(false);
      expect(nationalIdError('11037020718110')).toBe('เลขบัตรประชาชนไม่ครบ 13 หลัก');
      expect(nationalIdError('01103702071811')).toBe('เลขบัตรประชาชนไม่ครบ 13 หลัก');
      expect(isValidNationalId('a1103702071811')).toBe(false);
    });

    it('gives the check digit of twelve digits, 0 when the remainder leaves 10 or 11', () => {
      expect(nationalIdCheckDigit('110370207181')).toBe('1');
      expect(nationalIdCheckDigit('310060044563')).toBe('5');
      expect(nationalIdCheckDigit('000000000000')).toBe('1'); // sum 0: (11 - 0) mod 10
      expect(nationalIdCheckDigit('010000000000')).toBe('0'); // sum 12, mod 11 = 1: (11 - 1) mod 10
      expect(nationalIdCheckDigit('100000000000')).toBe('9'); // sum 13, mod 11 = 2
      expect(nationalIdCheckDigit('000000000001')).toBe('9'); // the 12th digit weighs 2
      expect(isValidNationalId('0100000000000')).toBe(true);
    });

    it('says the checksum message only for 13 digits', () => {
      expect(nationalIdError('1103702071812')).toBe('เลขบัตรประจำตัวประชาชนของท่านไม่ถูกต้องตามกฎของกรมสรรพากร');
    });

    it('as a person types: shorter numbers stay, without a message', () => {
      expect(nationalIdInput('110370207181')).toEqual({ value: '110370207181', error: null });
      expect(nationalIdInput('')).toEqual({ value: '', error: null });
    });
  });
});
