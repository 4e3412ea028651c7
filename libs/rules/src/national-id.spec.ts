import { isValidNationalId, nationalIdError, nationalIdInput } from './national-id.js';
import { MESSAGES } from './messages.js';

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
