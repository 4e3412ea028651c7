// accounts §2 'Patient creation by staff', §3 patient create (full and short), §5: the forms'
// checks, the national ID rule, duplicates, who may add patients, and nothing half-saved.
import { DataSource } from 'typeorm';
import type { PatientCreateFull } from '../../contracts/src/index.js';
import { DEMO_PATIENT_PROFILES } from '../src/demo/demo-patients.js';
import { MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { nationalId } from '../../../test/fixtures/people.js';

describe('patient-create', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  const s: Record<string, Session> = {};

  /** The same 12 digits with a wrong 13th. */
  const badChecksum = (first12: string) => first12 + ((Number(nationalId(first12)[12]) + 1) % 10);

  function fullForm(idCard: string, overrides: Partial<PatientCreateFull> = {}): PatientCreateFull {
    const married = DEMO_PATIENT_PROFILES[1].fields;
    return { ...married, firstName: 'วันดี', lastName: 'มีสุข', idCard, phone: '0891234567', ...overrides };
  }
  const shortForm = (idCard: string, overrides: Record<string, unknown> = {}) => ({
    titleKey: '003',
    firstName: 'ประเสริฐ',
    lastName: 'ทดลอง',
    idCard,
    birthDate: '1960-12-05',
    phone: '0861234567',
    ...overrides,
  });

  const create = (who: Session, body: unknown) => app.request('POST', '/api/v1/childuser', { token: who.token, body });
  const userCount = async () => (await app.api.get(DataSource).query(`SELECT count(*)::int AS n FROM users`))[0].n as number;
  const profileCount = async () => (await app.api.get(DataSource).query(`SELECT count(*)::int AS n FROM patient_profiles`))[0].n as number;

  beforeAll(async () => {
    app = await startTestApp();
    const logins: Record<string, string> = {
      somchai: '1103702071811',
      medrec: 'medrec@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      shipping: 'shipping@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(() => app.close());

  it('creates a patient from the full form: an active account without password, with the whole profile', async () => {
    const idCard = nationalId('110020000001');
    const res = await create(s.medrec, fullForm(idCard));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, userId: expect.any(String), msg: MESSAGES.patientCreated });

    const [user] = await app.api.get(DataSource).query(
      `SELECT id_card, password_hash, role, is_active, created_by, registered_via, title_key, title_name, gender_key, hn
       FROM users WHERE id = $1`,
      [res.body.userId],
    );
    expect(user).toEqual({
      id_card: idCard,
      password_hash: null,
      role: null,
      is_active: 1,
      created_by: s.medrec.userID,
      registered_via: 'staff',
      title_key: '005',
      title_name: 'นาง',
      gender_key: 2,
      hn: null,
    });
    const profile = await app.request('GET', `/api/v1/user/Id/${res.body.userId}`, { token: s.nurse.token });
    expect(profile.body).toMatchObject({
      firstName: 'วันดี',
      idCard,
      thDistrict: '920204',
      district: 'บางเป้า',
      amphur: 'กันตัง',
      isSameAddress: false,
      r_District: '920105',
      maritalStatusKey: '2',
      mar_FirstName: 'ประยูร',
      occupationKey: '001',
      ptnNote: 'ผื่นแพ้แสงแดด ติดตามที่คลินิกโรคผิวหนัง',
      isActive: 1,
    });
  });

  it('creates a patient from the short form (no gender or address fields): inactive until the profile is complete', async () => {
    const idCard = nationalId('110020000002');
    const res = await create(s.nurse, shortForm(idCard));
    expect(res.body).toEqual({ status: 200, userId: expect.any(String), msg: MESSAGES.patientCreated });
    const [user] = await app.api.get(DataSource).query(
      `SELECT u.is_active, u.title_name, u.birth_date::text AS birth_date, u.phone, u.created_by, p.user_id IS NOT NULL AS has_profile
       FROM users u LEFT JOIN patient_profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [res.body.userId],
    );
    expect(user).toEqual({ is_active: 0, title_name: 'นาย', birth_date: '1960-12-05', phone: '0861234567', created_by: s.nurse.userID, has_profile: true });
    // Network staff may add patients too; the short form needs neither title nor phone.
    const bare = await create(s.network, shortForm(nationalId('110020000003'), { titleKey: '', phone: '' }));
    expect(bare.status).toBe(200);
  });

  it('keeps a first name of 100 characters; 101 is refused naming the field and its limit, nothing saved (issue 35 item 2)', async () => {
    const atLimit = await create(s.nurse, shortForm(nationalId('110020000007'), { firstName: 'ก'.repeat(100) }));
    expect(atLimit.status).toBe(200);
    const users = await userCount();
    const past = await create(s.nurse, shortForm(nationalId('110020000008'), { firstName: 'ก'.repeat(101), ptnNote: 'x'.repeat(2001) }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      message: 'ชื่อ: ยาวเกิน 100 ตัวอักษร',
      errors: ['ชื่อ: ยาวเกิน 100 ตัวอักษร', 'หมายเหตุ: ยาวเกิน 2,000 ตัวอักษร'],
      fields: { firstName: 'ยาวเกิน 100 ตัวอักษร', ptnNote: 'ยาวเกิน 2,000 ตัวอักษร' },
    });
    expect(await userCount()).toBe(users);
  });

  describe('refusals: the Thai message, and nothing saved', () => {
    let users: number;
    let profiles: number;
    beforeEach(async () => {
      users = await userCount();
      profiles = await profileCount();
    });
    afterEach(async () => {
      expect(await userCount()).toBe(users);
      expect(await profileCount()).toBe(profiles);
    });

    it.each([
      ['short, bad checksum', () => shortForm(badChecksum('110020000004')), MESSAGES.nationalIdChecksum],
      ['short, 12 digits', () => shortForm('110020000004'), MESSAGES.nationalIdLength],
      ['short, 14 digits', () => shortForm(nationalId('110020000004') + '0'), MESSAGES.nationalIdLength],
      ['short, letters', () => shortForm('11002000000a4'), MESSAGES.nationalIdLength],
      ['full, bad checksum', () => fullForm(badChecksum('110020000004')), MESSAGES.nationalIdChecksum],
      ['full, 12 digits', () => fullForm('110020000004'), MESSAGES.nationalIdLength],
      ['full, 14 digits', () => fullForm(nationalId('110020000004') + '1'), MESSAGES.nationalIdLength],
      ['short, no name', () => shortForm(nationalId('110020000004'), { firstName: '' }), 'กรุณาระบุชื่อ'],
      ['short, no surname', () => shortForm(nationalId('110020000004'), { lastName: ' ' }), 'กรุณาระบุนามสกุล'],
      ['short, future birth date', () => shortForm(nationalId('110020000004'), { birthDate: '2999-01-01' }), MESSAGES.profileBirthDate],
      ['short, 9-digit phone', () => shortForm(nationalId('110020000004'), { phone: '081234567' }), MESSAGES.phoneInvalid],
      ['short, unknown title', () => shortForm(nationalId('110020000004'), { titleKey: 'X' }), MESSAGES.unknownCode + 'คำนำหน้าชื่อ'],
      ['empty body (short form)', () => ({}), 'กรุณาระบุชื่อ'],
      ['full, no title', () => fullForm(nationalId('110020000004'), { titleKey: '' }), 'กรุณาระบุคำนำหน้าชื่อ'],
      ['full, no gender', () => fullForm(nationalId('110020000004'), { genderKey: '' }), 'กรุณาระบุเพศ'],
      ['full, race before nationality', () => fullForm(nationalId('110020000004'), { raceKey: '', nationalityKey: '' }), 'กรุณาระบุเชื้อชาติ'],
      ['full, married without spouse', () => fullForm(nationalId('110020000004'), { mar_FirstName: '' }), 'กรุณาระบุชื่อคู่สมรส'],
      ['full, unknown religion', () => fullForm(nationalId('110020000004'), { religionKey: '1' }), MESSAGES.unknownCode + 'ศาสนา'],
      ['full, sub-district outside its district', () => fullForm(nationalId('110020000004'), { thDistrict: '920101' }), MESSAGES.addressMismatch],
    ])('%s', async (_name, body, message) => {
      const res = await create(s.medrec, body());
      expect(res).toEqual({ status: 400, body: { statusCode: 400, message } });
    });

    it('answers 409 for a national ID already in the system (a demo patient, a patient just added)', async () => {
      const demo = await create(s.medrec, shortForm('1103702071811'));
      expect(demo).toEqual({ status: 409, body: { statusCode: 409, message: MESSAGES.patientIdCardExists } });
      const again = await create(s.nurse, fullForm(nationalId('110020000001')));
      expect(again).toEqual({ status: 409, body: { statusCode: 409, message: 'มีผู้ป่วยเลขบัตรประชาชนนี้ในระบบแล้ว' } });
    });

    it('refuses patients and roles outside the hospital ward staff', async () => {
      for (const who of [s.somchai, s.finance, s.shipping]) {
        expect((await create(who, shortForm(nationalId('110020000005')))).status).toBe(403);
      }
      expect((await app.request('POST', '/api/v1/childuser', { body: shortForm(nationalId('110020000005')) })).status).toBe(401);
    });
  });

  it('lets one of two simultaneous additions of the same person win; the other gets 409', async () => {
    const idCard = nationalId('110020000006');
    const before = await userCount();
    const answers = await Promise.all([create(s.medrec, fullForm(idCard)), create(s.nurse, shortForm(idCard)), create(s.network, shortForm(idCard))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await userCount()).toBe(before + 1);
  });
});
