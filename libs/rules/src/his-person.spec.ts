import type { PatientFields } from '@hospital/contracts';
import { hisPersonOf } from './his-person.js';
import { emptyPatientFields } from './profile.js';

describe('his-person', () => {
  // Issue 18, "Tests that would notice": the person the HIS receives (accounts §3).
  const fields: PatientFields = {
    ...emptyPatientFields(),
    titleKey: '003', firstName: 'สมชาย', lastName: 'รักดี', genderKey: '1', birthDate: '1980-01-31', phone: '0812345678',
    address: '12', moo: '3', soi: 'ซอย 1', road: 'พระราม 6', thDistrict: '920101', thAmphur: '9201', thProvince: '92', postcode: '92000',
    maritalStatusKey: '1', marTitleKey: '005', mar_FirstName: 'สมศรี', mar_LastName: 'รักดี',
    nationalityKey: '099', raceKey: '098', religionKey: '01', occupationKey: '001', educationLevelKey: '07', bloodGroup: 'O',
    fatherTitleKey: '003', father_FirstName: 'สมหมาย', father_LastName: 'รักดีพ่อ', motherTitleKey: '005', mother_FirstName: 'สมใจ', mother_LastName: 'รักดีแม่',
  };
  const who = { userID: 'u-1', cid: '1103702071811', fullName: 'นายสมชาย รักดี' };

  describe('the person sent to the HIS', () => {
    it('carries the patient’s fields under the HIS’s names, blood keys 0 and area type 4', () => {
      expect(hisPersonOf(who, fields)).toEqual({
        userID: 'u-1', titleKey: '003', firstName: 'สมชาย', lastName: 'รักดี', genderKey: '1', cid: '1103702071811', birthDT: '1980-01-31',
        nationalityKey: '099', raceKey: '098', religionKey: '01', occupationKey: '001', aboBloodTypeKey: '0', maritalStatusKey: '1',
        educationLevelKey: '07', mobilePhone: '0812345678', isDead: 0, fullName: 'นายสมชาย รักดี', addressNo: '12', zipCode: '92000',
        phone: '0812345678', soi: 'ซอย 1', moo: '3', road: 'พระราม 6', thSubdistrictKey: '920101', thDistrictKey: '9201', thProvinceKey: '92',
        rhBloodGroupKey: 0, fatherFirstName: 'สมหมาย', fatherLastName: 'รักดีพ่อ', fatherTitleKey: '003', motherFirstName: 'สมใจ',
        motherLastName: 'รักดีแม่', motherTitleKey: '005', spouseFirstName: '', spouseLastName: '', spouseTitleKey: '', pcuAreaTypeKey: 4,
      });
    });

    it('sends the spouse only when married', () => {
      const married = hisPersonOf(who, { ...fields, maritalStatusKey: '2' });
      expect([married.spouseTitleKey, married.spouseFirstName, married.spouseLastName]).toEqual(['005', 'สมศรี', 'รักดี']);
    });
  });
});
