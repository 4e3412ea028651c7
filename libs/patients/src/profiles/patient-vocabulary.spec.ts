import { loadThaiGeography } from '@hospital/lookups';
import { MESSAGES, emptyPatientFields } from '@hospital/rules';
import { DEMO_PATIENT_PROFILES } from '../demo/demo-patients.js';
import { PatientVocabulary } from './patient-vocabulary.js';

describe('patient-vocabulary', () => {
  const vocabulary = new PatientVocabulary(loadThaiGeography());
  const somchai = DEMO_PATIENT_PROFILES[0].fields;

  describe('fullAddress', () => {
    it('writes a provincial address with ต. อ. จ. and leaves out empty parts', () => {
      expect(vocabulary.fullAddress(somchai)).toBe('บ้านเลขที่ 12 หมู่ 3 ซ.ร่มเย็น ถ.พระราม 6 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000');
      expect(vocabulary.fullAddress({ ...somchai, moo: '', soi: ' ', road: '' })).toBe('บ้านเลขที่ 12 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000');
      expect(vocabulary.fullAddress(emptyPatientFields())).toBe('');
    });

    it('writes a Bangkok address with แขวง and เขต and no จ.', () => {
      const bangkok = { ...somchai, soi: '', road: 'ราชดำเนินกลาง', moo: '', thDistrict: '100108', thAmphur: '1001', thProvince: '10', postcode: '10200' };
      expect(vocabulary.fullAddress(bangkok)).toBe('บ้านเลขที่ 12 ถ.ราชดำเนินกลาง แขวงตลาดยอด เขตพระนคร กรุงเทพมหานคร 10200');
    });
  });

  describe('codeError', () => {
    it('accepts the demo records', () => {
      for (const demo of DEMO_PATIENT_PROFILES) expect(vocabulary.codeError('profile', demo.fields)).toBeNull();
    });

    it('names the first unknown code in the form order, then checks the address parts belong together', () => {
      expect(vocabulary.codeError('profile', { ...somchai, raceKey: 'x', nationalityKey: 'y' })).toBe(MESSAGES.unknownCode + 'สัญชาติ');
      expect(vocabulary.codeError('create', { ...somchai, raceKey: 'x', nationalityKey: 'y' })).toBe(MESSAGES.unknownCode + 'เชื้อชาติ');
      expect(vocabulary.codeError('profile', { ...somchai, thDistrict: '920204' })).toBe(MESSAGES.addressMismatch);
      expect(vocabulary.codeError('profile', { ...somchai, thDistrict: '999999' })).toBe(MESSAGES.unknownCode + 'ตำบล');
    });

    it('ignores a spouse title unless married, and checks a separate registered address', () => {
      expect(vocabulary.codeError('profile', { ...somchai, marTitleKey: 'junk' })).toBeNull();
      expect(vocabulary.codeError('profile', { ...somchai, maritalStatusKey: '2', marTitleKey: 'junk' })).toBe(MESSAGES.unknownCode + 'คำนำหน้าชื่อคู่สมรส');
      const moved = { ...somchai, isSameAddress: false, r_District: '920101', r_Amphur: '9202', r_Province: '92' };
      expect(vocabulary.codeError('profile', moved)).toBe(MESSAGES.addressMismatch);
      expect(vocabulary.codeError('profile', { ...moved, r_Amphur: '9201', r_Postcode: '920' })).toBe(MESSAGES.postcodeInvalid);
    });
  });

  // Issue 16 item 2: what ThaiD gave as text becomes the fields the form edits.
  describe('fieldsOf with the registration claims', () => {
    const user = (over: Record<string, unknown>) => ({ id: 'u1', firstName: 'กมลวรรณ', lastName: 'ศรีสุข', titleKey: null, titleName: 'นางสาว', registryAddress: null, ...over }) as never;

    it('turns the title text into its code, abbreviated or not, and leaves an unknown one empty', () => {
      expect(vocabulary.fieldsOf({ user: user({}), profile: null }).titleKey).toBe('004');
      expect(vocabulary.fieldsOf({ user: user({ titleName: 'น.ส.' }), profile: null }).titleKey).toBe('004');
      expect(vocabulary.fieldsOf({ user: user({ titleName: 'ท่านขุน' }), profile: null }).titleKey).toBe('');
      expect(vocabulary.fieldsOf({ user: user({ titleKey: '005' }), profile: null }).titleKey).toBe('005');
    });

    it('fills the address before the first save, codes as far as the names match, the postcode from the sub-district', () => {
      const f = vocabulary.fieldsOf({ user: user({ registryAddress: '12 ถนนพระรามหก ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง' }), profile: null });
      expect(f).toMatchObject({ address: '12', road: 'พระรามหก', thProvince: '92', thAmphur: '9201', thDistrict: '920101', postcode: '92000', isSameAddress: true, r_District: '920101' });
      const bangkok = vocabulary.addressFromText('199 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร');
      expect(bangkok).toMatchObject({ thProvince: '10', thAmphur: '1028', road: 'สาทรใต้' });
      expect(bangkok.thDistrict).toMatch(/^1028\d\d$/);
      // A district that is not in the province: the province only.
      expect(vocabulary.addressFromText('1 ตำบลไม่มี อำเภอไม่มี จังหวัดตรัง')).toMatchObject({ address: '1', thProvince: '92', thAmphur: '', thDistrict: '', postcode: '' });
      // Once the profile was saved, what was saved is shown.
      expect(vocabulary.fieldsOf({ user: user({ registryAddress: '12 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง' }), profile: {} as never }).address).toBe('');
    });
  });
});
