import { MESSAGES } from './messages.js';
import { isValidBirthDate, validateLineRegistration, validateThaidRegistration, validateWebRegistration } from './registration.js';

describe('registration', () => {
  // Noon in Bangkok on 21 Nov 2026 (05:00 UTC).
  const NOW = new Date('2026-11-21T05:00:00Z');
  const person = { firstName: 'สมชาย', lastName: 'รักดี', idCard: '1103702071811', phone: '0812345678', birthDate: '1990-05-17' };

  describe('birth dates (accounts §2, §5)', () => {
    it.each([
      ['1990-05-17', true],
      ['2026-11-20', true], // yesterday in Bangkok
      ['2026-11-21', false], // today
      ['2030-01-01', false],
      ['1990-02-30', false],
      ['1899-12-31', false],
      ['17/05/1990', false],
      ['', false],
    ])('%s → %s', (value, ok) => expect(isValidBirthDate(value, NOW)).toBe(ok));

    it('uses the Bangkok date: 20:00 UTC on the 20th is already the 21st in Bangkok', () => {
      expect(isValidBirthDate('2026-11-20', new Date('2026-11-20T20:00:00Z'))).toBe(true);
      expect(isValidBirthDate('2026-11-21', new Date('2026-11-20T20:00:00Z'))).toBe(false);
    });
  });

  describe('registration through LINE: birth date, phone, national id, surname, name; the last failing is shown', () => {
    it('passes a complete form', () => {
      expect(validateLineRegistration(person, NOW)).toEqual({ errors: [], shown: null });
    });

    it('shows the name before every other problem', () => {
      const all = validateLineRegistration({ firstName: '', lastName: '', idCard: '123', phone: '', birthDate: '' }, NOW);
      expect(all.errors).toEqual([
        MESSAGES.firstNameRequired,
        MESSAGES.lastNameRequired,
        MESSAGES.nationalIdLength,
        MESSAGES.phoneRequired,
        MESSAGES.birthDateRequired,
      ]);
      expect(all.shown).toBe(MESSAGES.firstNameRequired);
    });

    it.each([
      [{ lastName: '' }, MESSAGES.lastNameRequired],
      [{ idCard: '1103702071812' }, MESSAGES.nationalIdChecksum],
      [{ idCard: '110370207181' }, MESSAGES.nationalIdLength],
      [{ phone: '08123456789' }, MESSAGES.phoneInvalid],
      [{ phone: '' }, MESSAGES.phoneRequired],
      [{ birthDate: '2026-11-21' }, MESSAGES.birthDateRequired],
      [{ phone: '', birthDate: '' }, MESSAGES.phoneRequired],
      [{ idCard: '', phone: '' }, MESSAGES.nationalIdLength],
    ])('%o → %s', (overrides, message) => {
      expect(validateLineRegistration({ ...person, ...overrides }, NOW).shown).toBe(message);
    });
  });

  describe('the ThaiD flow: the same order with its own birth-date message', () => {
    it('says the birth date is not valid', () => {
      expect(validateThaidRegistration({ ...person, birthDate: '2027-01-01' }, NOW).shown).toBe(MESSAGES.thaidBirthDateInvalid);
      expect(validateThaidRegistration({ ...person, birthDate: '2027-01-01', phone: '' }, NOW).shown).toBe(MESSAGES.phoneRequired);
    });
  });

  describe('web registration: the LINE checks, then password, confirmation, email, username', () => {
    const web = { ...person, username: 'somchai', email: 'somchai@example.com', password: 'long-enough', confirmPassword: 'long-enough' };

    it('passes a complete form', () => expect(validateWebRegistration(web, NOW).shown).toBeNull());

    it.each([
      [{ username: '' }, MESSAGES.usernameRequired],
      [{ email: 'not-an-email' }, MESSAGES.emailRequired],
      [{ confirmPassword: 'other' }, MESSAGES.passwordMismatch],
      [{ password: 'short', confirmPassword: 'short' }, MESSAGES.passwordInvalid],
      [{ firstName: '', confirmPassword: 'other' }, MESSAGES.passwordMismatch],
      [{ email: '', username: '' }, MESSAGES.usernameRequired],
      [{ firstName: '' }, MESSAGES.firstNameRequired],
    ])('%o → %s', (overrides, message) => {
      expect(validateWebRegistration({ ...web, ...overrides }, NOW).shown).toBe(message);
    });

    it('lists every problem, the shown one first', () => {
      expect(validateWebRegistration({ ...web, username: '', confirmPassword: 'x', phone: '' }, NOW).errors).toEqual([
        MESSAGES.usernameRequired,
        MESSAGES.passwordMismatch,
        MESSAGES.phoneRequired,
      ]);
    });
  });

  // Issue 18, "Tests that would notice": each limit at the limit and one past it.
  describe('the limits of the registration forms, at the limit and one past it', () => {
    const web = { ...person, username: 'somchai', email: 'somchai@example.com' };

    it('takes a birth date in 1900 and refuses 1899', () => {
      expect(isValidBirthDate('1900-01-01', NOW)).toBe(true);
      expect(isValidBirthDate('1899-12-31', NOW)).toBe(false);
      expect(validateLineRegistration({ ...person, birthDate: '1900-01-01' }, NOW).shown).toBeNull();
      expect(validateLineRegistration({ ...person, birthDate: '1899-12-31' }, NOW).shown).toBe('กรุณาระบุวันเกิดให้ถูกต้อง');
    });

    it('reads a birth date with spaces around it, and refuses one with more digits or other separators', () => {
      expect(isValidBirthDate(' 1990-05-17 ', NOW)).toBe(true);
      expect(isValidBirthDate('11990-05-17', NOW)).toBe(false);
      expect(isValidBirthDate('1990-05-170', NOW)).toBe(false);
      expect(isValidBirthDate('1990/05/17', NOW)).toBe(false);
      expect(isValidBirthDate('1990-5-17', NOW)).toBe(false);
      expect(isValidBirthDate(19900517, NOW)).toBe(false);
    });

    it('refuses a day or a month that does not exist', () => {
      expect(isValidBirthDate('1990-13-01', NOW)).toBe(false);
      expect(isValidBirthDate('1990-00-10', NOW)).toBe(false);
      expect(isValidBirthDate('1990-04-31', NOW)).toBe(false);
      expect(isValidBirthDate('1990-01-00', NOW)).toBe(false);
      expect(isValidBirthDate('2024-02-29', NOW)).toBe(true);
      expect(isValidBirthDate('2023-02-29', NOW)).toBe(false);
    });

    it('takes a password of 8 characters and refuses 7', () => {
      expect(validateWebRegistration({ ...web, password: '12345678', confirmPassword: '12345678' }, NOW).shown).toBeNull();
      expect(validateWebRegistration({ ...web, password: '1234567', confirmPassword: '1234567' }, NOW).shown).toBe(
        'กรุณาระบุรหัสผ่านให้ถูกต้อง (อย่างน้อย 8 ตัวอักษร)',
      );
    });

    it('refuses a password that is not text, and checks the confirmation only when sent', () => {
      expect(validateWebRegistration({ ...web, password: 12345678 }, NOW).shown).toBe(MESSAGES.passwordInvalid);
      expect(validateWebRegistration({ ...web, password: '12345678' }, NOW).shown).toBeNull();
      expect(validateWebRegistration({ ...web, password: '12345678', confirmPassword: '' }, NOW).shown).toBe('กรุณายืนยันรหัสผ่านให้ตรงกัน');
    });

    it('takes a phone of 10 digits starting with 0, refuses 9 or 11 digits or another first digit', () => {
      expect(validateLineRegistration({ ...person, phone: ' 0812345678 ' }, NOW).shown).toBeNull();
      expect(validateLineRegistration({ ...person, phone: '081234567' }, NOW).shown).toBe('กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก');
      expect(validateLineRegistration({ ...person, phone: '08123456789' }, NOW).shown).toBe(MESSAGES.phoneInvalid);
      expect(validateLineRegistration({ ...person, phone: '1812345678' }, NOW).shown).toBe(MESSAGES.phoneInvalid);
      expect(validateLineRegistration({ ...person, phone: '081234567a' }, NOW).shown).toBe(MESSAGES.phoneInvalid);
      expect(validateLineRegistration({ ...person, phone: '   ' }, NOW).shown).toBe('กรุณาระบุเบอร์โทรศัพท์');
    });

    it('takes an email with a name, an @ and a dotted domain, nothing less and no spaces', () => {
      const shown = (email: unknown) => validateWebRegistration({ ...web, password: '12345678', email }, NOW).shown;
      expect(shown(' a@b.co ')).toBeNull();
      for (const email of ['@b.co', 'a@.co', 'a@b', 'a@b.', 'a b@c.co', 'a@b c.co', 'a@@b.co', 'xa@b.co y z', undefined]) {
        expect(shown(email)).toBe('กรุณาระบุอีเมลให้ถูกต้อง');
      }
    });

    it('refuses names and a username of spaces', () => {
      expect(validateWebRegistration({ ...web, password: '12345678', username: '  ' }, NOW).shown).toBe('กรุณาระบุชื่อผู้ใช้');
      expect(validateLineRegistration({ ...person, lastName: '  ' }, NOW).shown).toBe('กรุณาระบุนามสกุล');
      expect(validateLineRegistration({ ...person, firstName: '  ' }, NOW).shown).toBe('กรุณาระบุชื่อ');
      expect(validateLineRegistration({ ...person, idCard: ' 1103702071811 ' }, NOW).shown).toBeNull();
    });
  });
});
