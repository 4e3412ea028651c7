import { MESSAGES } from './messages.js';
import { isValidBirthDate, validateLineRegistration, validateThaidRegistration, validateWebRegistration } from './registration.js';

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
