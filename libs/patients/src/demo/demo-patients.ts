import type { PatientFields } from '@hospital/contracts';

/**
 * Complete profiles of the three demo patients (libs/identity demo-accounts), keyed by their
 * national ID: real Trang addresses (province 92) with official codes, MOPH codes for the
 * rest. The two with HNs (6500123, 6500456) are also known to the HIS stand-in; the new
 * patient (no HN) is not, so Medrec can register her in the demo and watch the HN arrive.
 */
export const DEMO_PATIENT_PROFILES: ReadonlyArray<{ idCard: string; fields: PatientFields }> = [
  {
    idCard: '1103702071811',
    fields: {
      titleKey: '003',
      firstName: 'สมชาย',
      lastName: 'รักสุขภาพ',
      genderKey: '1',
      birthDate: '1985-03-14',
      phone: '0812345678',
      address: '12',
      moo: '3',
      soi: 'ร่มเย็น',
      road: 'พระราม 6',
      thDistrict: '920101', // ทับเที่ยง
      thAmphur: '9201', // เมืองตรัง
      thProvince: '92', // ตรัง
      postcode: '92000',
      isSameAddress: true,
      r_Address: '12',
      r_Moo: '3',
      r_District: '920101',
      r_Amphur: '9201',
      r_Province: '92',
      r_Postcode: '92000',
      maritalStatusKey: '1', // โสด
      marTitleKey: '',
      mar_FirstName: '',
      mar_LastName: '',
      nationalityKey: '099', // ไทย
      raceKey: '099',
      religionKey: '01', // พุทธ
      occupationKey: '004', // รับราชการ
      educationLevelKey: '05', // ปริญญาตรี
      bloodGroup: 'O',
      fatherTitleKey: '003',
      father_FirstName: 'สมศักดิ์',
      father_LastName: 'รักสุขภาพ',
      motherTitleKey: '005',
      mother_FirstName: 'สมศรี',
      mother_LastName: 'รักสุขภาพ',
      drugNote: 'แพ้ยาเพนิซิลลิน (ผื่นลมพิษ)',
      ptnNote: '',
    },
  },
  {
    idCard: '3100600445635',
    fields: {
      titleKey: '005',
      firstName: 'มาลี',
      lastName: 'ผิวสวย',
      genderKey: '2',
      birthDate: '1972-08-21',
      phone: '0898765432',
      address: '45/2',
      moo: '5',
      soi: '',
      road: '',
      thDistrict: '920204', // บางเป้า
      thAmphur: '9202', // กันตัง
      thProvince: '92',
      postcode: '92110',
      isSameAddress: false,
      r_Address: '88',
      r_Moo: '2',
      r_District: '920105', // บ้านควน
      r_Amphur: '9201',
      r_Province: '92',
      r_Postcode: '92000',
      maritalStatusKey: '2', // คู่
      marTitleKey: '003',
      mar_FirstName: 'ประยูร',
      mar_LastName: 'ผิวสวย',
      nationalityKey: '099',
      raceKey: '099',
      religionKey: '01',
      occupationKey: '001', // เกษตรกรรม
      educationLevelKey: '03', // มัธยมศึกษา
      bloodGroup: 'B',
      fatherTitleKey: '003',
      father_FirstName: 'เจริญ',
      father_LastName: 'ทองดี',
      motherTitleKey: '005',
      mother_FirstName: 'บุญมี',
      mother_LastName: 'ทองดี',
      drugNote: '',
      ptnNote: 'ผื่นแพ้แสงแดด ติดตามที่คลินิกโรคผิวหนัง',
    },
  },
  {
    idCard: '1920100567894',
    fields: {
      titleKey: '004',
      firstName: 'วันดี',
      lastName: 'ใจงาม',
      genderKey: '2',
      birthDate: '1998-11-02',
      phone: '0867654321',
      address: '7/1',
      moo: '4',
      soi: '',
      road: 'ตรัง-ปะเหลียน',
      thDistrict: '920109', // บางรัก
      thAmphur: '9201', // เมืองตรัง
      thProvince: '92',
      postcode: '92000',
      isSameAddress: true,
      r_Address: '7/1',
      r_Moo: '4',
      r_District: '920109',
      r_Amphur: '9201',
      r_Province: '92',
      r_Postcode: '92000',
      maritalStatusKey: '1', // โสด
      marTitleKey: '',
      mar_FirstName: '',
      mar_LastName: '',
      nationalityKey: '099',
      raceKey: '099',
      religionKey: '01',
      occupationKey: '004',
      educationLevelKey: '05',
      bloodGroup: 'A',
      fatherTitleKey: '003',
      father_FirstName: 'สมหมาย',
      father_LastName: 'ใจงาม',
      motherTitleKey: '005',
      mother_FirstName: 'ละเอียด',
      mother_LastName: 'ใจงาม',
      drugNote: '',
      ptnNote: '',
    },
  },
];
