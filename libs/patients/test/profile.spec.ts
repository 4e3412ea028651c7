// accounts §2 'Profile view and edit', §3, §5, §6, §7: who reads and edits whose profile, the
// form's checks in order (nothing saved after a 400), and a saved profile activates the
// account and is announced to the patient's room.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { ProfileUpdateRequest } from '../../contracts/src/index.js';
import { DEMO_PATIENT_PROFILES } from '../src/demo/demo-patients.js';
import { MESSAGES, updateFromFields } from '../../rules/src/index.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';
import { nationalId } from '../../../test/fixtures/people.js';

describe('profile', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  const sockets: Socket[] = [];
  const s: Record<string, Session> = {};

  /** A complete, valid update: the demo patient's fields under the update payload's names. */
  function validUpdate(overrides: Partial<ProfileUpdateRequest> = {}): ProfileUpdateRequest {
    return { ...updateFromFields({ ...DEMO_PATIENT_PROFILES[0].fields, firstName: 'ทดสอบ', lastName: 'แก้ไขข้อมูล' }), ...overrides };
  }

  beforeAll(async () => {
    app = await startTestApp();
    const logins: Record<string, string> = {
      somchai: '1103702071811',
      malee: '3100600445635',
      wandee: '1920100567894',
      admin: 'admin@demo.skin.go.th',
      medrec: 'medrec@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(async () => {
    sockets.forEach((x) => x.disconnect());
    await app.close();
  });

  const get = (path: string, who: Session) => app.request('GET', path, { token: who.token });
  const put = (userID: string, who: Session, body: unknown, contentType = 'application/json') =>
    app.request('PUT', `/api/v1/user/${userID}`, { token: who.token, body, headers: { 'content-type': contentType } });

  describe('reading', () => {
    it('answers the caller\'s own profile with codes and labels, from the complete demo data', async () => {
      const res = await get('/api/v1/profile', s.somchai);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        userID: s.somchai.userID,
        idCard: '1103702071811',
        hn: '6500123',
        titleKey: '003',
        title: 'นาย',
        firstName: 'สมชาย',
        lastName: 'รักสุขภาพ',
        genderKey: '1',
        gender: 'ชาย',
        birthDate: '1985-03-14',
        thDistrict: '920101',
        district: 'ทับเที่ยง',
        thAmphur: '9201',
        amphur: 'เมืองตรัง',
        thProvince: '92',
        province: 'ตรัง',
        postcode: '92000',
        zipcode: '92000',
        nationalityKey: '099',
        nation: 'ไทย',
        raceKey: '099',
        race: 'ไทย',
        maritalStatusKey: '1',
        mar_Status: 'โสด',
        isActive: 1,
        hisPending: false,
      });
      const malee = await get('/api/v1/profile', s.malee);
      expect(malee.body).toMatchObject({ hn: '6500456', maritalStatusKey: '2', mar_Status: 'คู่', marTitleKey: '003', mar_Title: 'นาย', mar_FirstName: 'ประยูร' });
      // The new demo patient: a complete profile, no HN yet.
      const wandee = await get('/api/v1/profile', s.wandee);
      expect(wandee.body).toMatchObject({ idCard: '1920100567894', hn: null, title: 'นางสาว', firstName: 'วันดี', lastName: 'ใจงาม', isActive: 1, hisPending: false });
    });

    it('lets staff read a patient on /user/Id and network roles and Admin on /user/network; others get 403', async () => {
      const malee = s.malee.userID;
      for (const who of [s.admin, s.medrec, s.nurse, s.network]) {
        const res = await get(`/api/v1/user/Id/${malee}`, who);
        expect(res.status).toBe(200);
        expect(res.body.firstName).toBe('มาลี');
      }
      for (const who of [s.somchai, s.finance]) expect((await get(`/api/v1/user/Id/${malee}`, who)).status).toBe(403);
      for (const who of [s.admin, s.network]) expect((await get(`/api/v1/user/network/${malee}`, who)).status).toBe(200);
      for (const who of [s.somchai, s.medrec, s.nurse, s.finance]) expect((await get(`/api/v1/user/network/${malee}`, who)).status).toBe(403);
      // The owner may use both.
      expect((await get(`/api/v1/user/Id/${malee}`, s.malee)).status).toBe(200);
      expect((await get(`/api/v1/user/network/${malee}`, s.malee)).status).toBe(200);
    });

    it('does not serve another staff account as a patient, nor a made-up id', async () => {
      expect((await get(`/api/v1/user/Id/${s.nurse.userID}`, s.admin)).status).toBe(404);
      expect((await get(`/api/v1/user/Id/00000000-0000-4000-8000-000000000000`, s.admin)).status).toBe(404);
      const notAnId = await get('/api/v1/user/Id/abc', s.admin);
      expect(notAnId).toEqual({ status: 404, body: { statusCode: 404, message: MESSAGES.patientNotFound } });
      // Refused before the id is looked at.
      expect((await get('/api/v1/user/Id/abc', s.somchai)).status).toBe(403);
    });

    it('answers the booking box: phone, the address in one Thai line, the full name, first visit or not', async () => {
      expect((await get('/api/v1/profile/address', s.somchai)).body).toEqual({
        phone: '0812345678',
        fullAddress: 'บ้านเลขที่ 12 หมู่ 3 ซ.ร่มเย็น ถ.พระราม 6 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
        fullName: 'นายสมชาย รักสุขภาพ',
        isNewPatient: false,
      });
      expect((await get('/api/v1/profile/address', s.malee)).body).toEqual({
        phone: '0898765432',
        fullAddress: 'บ้านเลขที่ 45/2 หมู่ 5 ต.บางเป้า อ.กันตัง จ.ตรัง 92110',
        fullName: 'นางมาลี ผิวสวย',
        isNewPatient: false,
      });
      expect((await get('/api/v1/profile/address', s.wandee)).body).toEqual({
        phone: '0867654321',
        fullAddress: 'บ้านเลขที่ 7/1 หมู่ 4 ถ.ตรัง-ปะเหลียน ต.บางรัก อ.เมืองตรัง จ.ตรัง 92000',
        fullName: 'นางสาววันดี ใจงาม',
        isNewPatient: true,
      });
      expect((await app.request('GET', '/api/v1/profile/address')).status).toBe(401);
    });
  });

  describe('editing', () => {
    let patientID: string;
    const row = async () =>
      (
        await app.api.get(DataSource).query(
          `SELECT u.first_name, u.is_active, u.phone, p.province_code, p.mar_first_name
           FROM users u LEFT JOIN patient_profiles p ON p.user_id = u.id WHERE u.id = $1`,
          [patientID],
        )
      )[0];

    beforeAll(async () => {
      // A patient added by staff with the short form: inactive until the profile is complete.
      const created = await app.request('POST', '/api/v1/childuser', {
        token: s.medrec.token,
        body: { titleKey: '004', firstName: 'สุดา', lastName: 'ใจงาม', idCard: nationalId('190010000001'), birthDate: '1995-01-31', phone: '0811111111' },
      });
      expect(created.status).toBe(200);
      patientID = created.body.userId;
    });

    it('refuses before looking at the body: a patient editing someone else, a Nurse editing a patient', async () => {
      expect((await put(patientID, s.somchai, {})).status).toBe(403);
      expect((await put(patientID, s.nurse, validUpdate())).status).toBe(403);
      expect((await put(patientID, s.finance, { title: '' })).status).toBe(403);
    });

    // Issue 16 item 1: only the fields a first booking needs are required, and every missing one is named.
    it('answers the missing first-booking fields in the form\'s order, with the Thai message, and saves nothing', async () => {
      const before = await row();
      const cases: Array<[Partial<ProfileUpdateRequest>, string]> = [
        [{ title: '' }, 'กรุณาระบุคำนำหน้าชื่อ'],
        [{ title: '', firstName: '' }, 'กรุณาระบุคำนำหน้าชื่อ, ชื่อ'],
        [{ firstName: '  ' }, 'กรุณาระบุชื่อ'],
        [{ gender: '' }, 'กรุณาระบุเพศ'],
        [{ birthDate: '2999-01-01' }, MESSAGES.profileBirthDate],
        [{ birthDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }, MESSAGES.profileBirthDate],
        [{ birthDate: '1990-02-30' }, MESSAGES.profileBirthDate],
        [{ phone: '08123456789' }, MESSAGES.phoneInvalid],
        [{ phone: '' }, MESSAGES.phoneRequired],
        [{ address: '' }, 'กรุณาระบุบ้านเลขที่'],
        [{ district: '', province: '' }, 'กรุณาระบุตำบล, จังหวัด'],
        [{ postcode: '9200', zipcode: '' }, MESSAGES.postcodeInvalid],
        [{ mar_Status: '' }, 'กรุณาระบุสถานภาพสมรส'],
        // Spouse fields only when married (status 2).
        [{ mar_Status: '2', mar_Title: '', mar_FirstName: '', mar_LastName: '' }, 'กรุณาระบุคำนำหน้าชื่อคู่สมรส, ชื่อคู่สมรส, นามสกุลคู่สมรส'],
        [{ mar_Status: '2', mar_Title: '005', mar_FirstName: 'สมหญิง', mar_LastName: '' }, 'กรุณาระบุนามสกุลคู่สมรส'],
        // A missing field and a wrong format together: both said.
        [{ gender: '', phone: '08123' }, `กรุณาระบุเพศ ${MESSAGES.phoneInvalid}`],
        // Codes must be in their lists.
        [{ nation: 'XYZ' }, MESSAGES.unknownCode + 'สัญชาติ'],
        [{ title: '99' }, MESSAGES.unknownCode + 'คำนำหน้าชื่อ'],
        [{ gender: '3' }, MESSAGES.unknownCode + 'เพศ'],
        [{ bloodGroup: 'Z' }, MESSAGES.unknownCode + 'หมู่เลือด'],
        [{ province: '00' }, MESSAGES.unknownCode + 'จังหวัด'],
        // A sub-district of กันตัง with the district เมืองตรัง; a district of another province.
        [{ district: '920204' }, MESSAGES.addressMismatch],
        [{ amphur: '9001', district: '900101', province: '92' }, MESSAGES.addressMismatch],
        // The registered address too, when it is not the same.
        [{ isSameAddress: false, r_Address: '9', r_District: '920204', r_Amphur: '9201', r_Province: '92', r_Postcode: '92110' }, MESSAGES.addressMismatch],
      ];
      for (const [override, message] of cases) {
        const res = await put(patientID, s.medrec, validUpdate(override));
        expect({ override, status: res.status, body: res.body }).toEqual({ override, status: 400, body: { statusCode: 400, message } });
      }
      const empty = await app.request('PUT', `/api/v1/user/${patientID}`, { token: s.medrec.token });
      expect(empty.body).toEqual({
        statusCode: 400,
        message: 'กรุณาระบุคำนำหน้าชื่อ, ชื่อ, นามสกุล, เพศ, วันเกิด, เบอร์โทรศัพท์, บ้านเลขที่, ตำบล, อำเภอ, จังหวัด, รหัสไปรษณีย์, สถานภาพสมรส',
      });
      expect(await row()).toEqual(before);
      expect(before.is_active).toBe(0);
      const events = await app.api.get(DataSource).query(`SELECT 1 FROM outbox WHERE name = 'patient.profileChanged' AND payload->>'userID' = $1`, [patientID]);
      expect(events).toEqual([]);
    });

    it('saves a complete profile (json-patch+json), activates the account and tells the patient\'s room', async () => {
      const nurseSocket = await connected(openSocket(app.baseUrl, s.nurse.token, sockets));
      expect(await joinRoom(nurseSocket, `patient:${patientID}`)).toEqual({ ok: true });
      const heard: any[] = [];
      nurseSocket.on('patient.profileChanged', (event, room) => heard.push({ event, room }));

      // Unmarried: the spouse fields are not asked, and what was typed there is not kept.
      const body = validUpdate({ firstName: 'สุดา', lastName: 'ใจงาม', mar_Status: '1', mar_Title: '', mar_FirstName: 'ค้างไว้', mar_LastName: '', phone: '0822222222' });
      const res = await put(patientID, s.network, body, 'application/json-patch+json');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MESSAGES.saved);
      expect(res.body.profile).toMatchObject({ userID: patientID, firstName: 'สุดา', phone: '0822222222', isActive: 1, province: 'ตรัง', mar_FirstName: '' });
      expect(await row()).toEqual({ first_name: 'สุดา', is_active: 1, phone: '0822222222', province_code: '92', mar_first_name: null });

      await eventually(async () => heard.length > 0);
      expect(heard).toEqual([{ event: { userID: patientID }, room: `patient:${patientID}` }]);

      // Read back by staff, with the labels; the registered address follows 'same address'.
      const read = await get(`/api/v1/user/Id/${patientID}`, s.nurse);
      expect(read.body).toMatchObject({ title: 'นาย', r_District: '920101', r_Postcode: '92000', r_Zipcode: '92000', isSameAddress: true });
    });

    it('saves a profile with only the first-booking fields (the rest asked later), and that patient can book', async () => {
      const tag = String(Date.now()).slice(-6);
      const person = { username: `later_${tag}`, email: `later.${tag}@example.com`, password: 'Skin@2569pass', firstName: 'ปรียา', lastName: 'ใจดี', idCard: nationalId(`19001${tag}1`), phone: '0891112233', birthDate: '1990-05-06' };
      expect((await app.request('POST', '/api/v1/identity/web-register', { body: person })).status).toBe(200);
      const me = await app.login(person.username, person.password);
      const only = { title: '004', firstName: 'ปรียา', lastName: 'ใจดี', gender: '2', birthDate: '1990-05-06', phone: '0891112233', address: '7', district: '920101', amphur: '9201', province: '92', postcode: '92000', mar_Status: '1', isSameAddress: true };
      const res = await put(me.userID, me, only);
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ isActive: 1, nationalityKey: '', bloodGroup: '', father_FirstName: '' });
      const monday = (() => {
        const d = new Date(Date.UTC(new Date().getUTCFullYear() + 3, 4, 1));
        while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
        return d.toISOString().slice(0, 10);
      })();
      const booked = await app.request('POST', '/api/v1/bookings', {
        token: me.token,
        body: { serviceType: 1, slotType: 1, appointDate: monday, appointDatetime: `${monday}T08:30`, appointTime: '', description: 'ผื่นคัน' },
      });
      expect(booked.status).toBe(200);
    });

    it('lets the owner save their own profile, and Admin and Medrec save a patient\'s', async () => {
      const own = await put(s.malee.userID, s.malee, validUpdate({ title: '005', firstName: 'มาลี', lastName: 'ผิวสวย', gender: '2' }));
      expect(own.status).toBe(200);
      expect(own.body.profile).toMatchObject({ firstName: 'มาลี', title: 'นาง', gender: 'หญิง' });
      for (const who of [s.admin, s.medrec]) expect((await put(patientID, who, validUpdate({ firstName: 'สุดา' }))).status).toBe(200);
    });
  });
});
