/**
 * Demo accounts seeded on the embedded default (or with DEMO_MODE=1): one per role and three
 * patients. Somchai and Malee have HNs (the HIS stand-in knows them and has their visits);
 * Wandee is the new patient with no HN (telemedicine type 1 only, until Medrec registers her
 * with the HIS). The password is the same for all and printed at start-up; see README.
 */
export const DEMO_PASSWORD = 'Demo@2569';
export const DEFAULT_TELE_HOSPITAL_NAME = 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง';

export interface DemoAccount {
  login: string;
  email: string | null;
  idCard: string | null;
  role: string | null;
  titleName: string;
  firstName: string;
  lastName: string;
  phone: string;
  hn: string | null;
}

const staff = (login: string, role: string, firstName: string, lastName: string): DemoAccount => ({
  login: `${login}@demo.skin.go.th`,
  email: `${login}@demo.skin.go.th`,
  idCard: null,
  role,
  titleName: 'คุณ',
  firstName,
  lastName,
  phone: '0750000000',
  hn: null,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  staff('admin', 'Admin', 'ผู้ดูแล', 'ระบบ'),
  staff('medrec', 'Medrec', 'เวชระเบียน', 'ทดสอบ'),
  staff('nurse', 'Nurse', 'พยาบาล', 'ใจดี'),
  staff('finance', 'Finance', 'การเงิน', 'ทดสอบ'),
  staff('shipping', 'Shipping', 'จัดส่ง', 'ทดสอบ'),
  staff('doctor', 'N_DOCTOR', 'แพทย์', 'ผิวหนัง'),
  staff('network', 'N_NURSE', 'พยาบาล', 'โรงพยาบาลเครือข่าย'),
  // The telemedicine hospital's own network account: its full name is the hospital's name.
  { ...staff('telehospital', 'N_HOSPITAL', DEFAULT_TELE_HOSPITAL_NAME, ''), titleName: '' },
  {
    login: '1103702071811',
    email: 'somchai@demo.skin.go.th',
    idCard: '1103702071811',
    role: null,
    titleName: 'นาย',
    firstName: 'สมชาย',
    lastName: 'รักสุขภาพ',
    phone: '0812345678',
    hn: '6500123',
  },
  {
    login: '3100600445635',
    email: null,
    idCard: '3100600445635',
    role: null,
    titleName: 'นาง',
    firstName: 'มาลี',
    lastName: 'ผิวสวย',
    phone: '0898765432',
    hn: '6500456',
  },
  {
    login: '1920100567894',
    email: null,
    idCard: '1920100567894',
    role: null,
    titleName: 'นางสาว',
    firstName: 'วันดี',
    lastName: 'ใจงาม',
    phone: '0867654321',
    hn: null,
  },
];

/** The demo patients by story: with an HN (Somchai, Malee) and the new patient without one. */
export const DEMO_PATIENT_IDS = { somchai: '1103702071811', malee: '3100600445635', newPatient: '1920100567894' } as const;
