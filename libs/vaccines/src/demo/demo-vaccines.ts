import { nationalIdCheckDigit } from '@hospital/rules';

const cid = (first12: string): string => `${first12}${nationalIdCheckDigit(first12)}`;

/** Campaigns beyond COVID-19, as data (issue 7): HPV and influenza types. */
export const DEMO_VACCINE_TYPES = [
  { code: 'hpv1', family: 'hpv', brandName: 'HPV (Gardasil 9)', doseNumber: 1, disease: 'hpv', forChildren: false },
  { code: 'hpv2', family: 'hpv', brandName: 'HPV (Gardasil 9)', doseNumber: 2, disease: 'hpv', forChildren: false },
  { code: 'flu1', family: 'influenza', brandName: 'ไข้หวัดใหญ่ชนิด 4 สายพันธุ์', doseNumber: 1, disease: 'influenza', forChildren: false },
] as const;

export const DEMO_SCHOOLS = [
  {
    schoolKey: 'TRG01',
    schoolName: 'โรงเรียนวิเชียรมาตุ จังหวัดตรัง',
    classes: [
      ['M1', 'มัธยมศึกษาปีที่ 1'],
      ['M2', 'มัธยมศึกษาปีที่ 2'],
      ['M6', 'มัธยมศึกษาปีที่ 6'],
    ],
  },
  {
    schoolKey: 'TRG02',
    schoolName: 'โรงเรียนอนุบาลตรัง',
    classes: [
      ['P3', 'ประถมศึกษาปีที่ 3'],
      ['P5', 'ประถมศึกษาปีที่ 5'],
      ['P6', 'ประถมศึกษาปีที่ 6'],
    ],
  },
] as const;

export interface DemoEvent {
  key: string;
  name: string;
  type: string;
  dose: number;
  /** Days after the seeding day (Bangkok). */
  inDays: number;
  time: string;
  place: string;
  venue: 'general' | 'ward';
  capacity: number;
}

/** Events on future days relative to the seeding day, with small capacities. */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  { key: 'VX-PZ1-GEN', name: 'ไฟเซอร์ เข็ม 1 นักเรียนมัธยม', type: 'pz1', dose: 1, inDays: 7, time: '09:00', place: 'หอประชุมโรงเรียนวิเชียรมาตุ', venue: 'general', capacity: 5 },
  { key: 'VX-PC1-CHILD', name: 'ไฟเซอร์เด็ก 5-11 ปี เข็ม 1', type: 'pc1', dose: 1, inDays: 7, time: '13:00', place: 'โรงเรียนอนุบาลตรัง', venue: 'general', capacity: 5 },
  { key: 'VX-PZ1-WARD', name: 'ไฟเซอร์ เข็ม 1 (หอผู้ป่วย)', type: 'pz1', dose: 1, inDays: 8, time: '13:00', place: 'หอผู้ป่วยใน ศูนย์โรคผิวหนังเขตร้อนภาคใต้', venue: 'ward', capacity: 3 },
  { key: 'VX-AZ1-WARD', name: 'แอสตร้าเซนเนก้า เข็ม 1 (หอผู้ป่วย)', type: 'az1', dose: 1, inDays: 8, time: '14:00', place: 'หอผู้ป่วยใน ศูนย์โรคผิวหนังเขตร้อนภาคใต้', venue: 'ward', capacity: 3 },
  { key: 'VX-AZ1-GEN', name: 'แอสตร้าเซนเนก้า เข็ม 1', type: 'az1', dose: 1, inDays: 14, time: '09:00', place: 'อาคารผู้ป่วยนอก ศูนย์โรคผิวหนังเขตร้อนภาคใต้', venue: 'general', capacity: 5 },
  { key: 'VX-HPV1', name: 'วัคซีน HPV เข็ม 1 นักเรียนหญิง ป.5', type: 'hpv1', dose: 1, inDays: 14, time: '10:00', place: 'โรงเรียนอนุบาลตรัง', venue: 'general', capacity: 5 },
  { key: 'VX-FLU1', name: 'วัคซีนไข้หวัดใหญ่ ประจำปี', type: 'flu1', dose: 1, inDays: 14, time: '13:00', place: 'หอประชุมโรงเรียนวิเชียรมาตุ', venue: 'general', capacity: 5 },
];

export interface DemoStudent {
  cid: string;
  titleKey: string;
  firstName: string;
  lastName: string;
  /** Birth date = this event's date minus `years` years plus `days` days (+1: born a day later, so one year younger that day). */
  ageAt: { event: string; years: number; days: number };
  vaccineType: string;
  schoolKey: string;
  classYear: string;
  isKnow?: boolean;
  /** Booked at this event when first seeded (shows 'edit data' and the queue ticket). */
  bookedAt?: string;
  note: string;
}

/** Students around the age-rule boundaries of the demo events (valid check-digit national IDs). */
export const DEMO_STUDENTS: readonly DemoStudent[] = [
  { cid: cid('192010000101'), titleKey: '001', firstName: 'กิตติ', lastName: 'ใจดี', ageAt: { event: 'VX-PZ1-GEN', years: 12, days: 0 }, vaccineType: 'pz1', schoolKey: 'TRG01', classYear: 'M1', note: 'turns 12 on the Pfizer general day: may book VX-PZ1-GEN' },
  { cid: cid('192010000102'), titleKey: '002', firstName: 'ปรียา', lastName: 'สุขใจ', ageAt: { event: 'VX-PZ1-GEN', years: 12, days: 1 }, vaccineType: 'pz1', schoolKey: 'TRG01', classYear: 'M1', note: 'turns 12 the day after: refused at VX-PZ1-GEN (11), may book the ward events' },
  { cid: cid('192010000103'), titleKey: '001', firstName: 'ภูมิ', lastName: 'รักเรียน', ageAt: { event: 'VX-PC1-CHILD', years: 8, days: -30 }, vaccineType: 'pc1', schoolKey: 'TRG02', classYear: 'P3', note: '8 at the child event: may book VX-PC1-CHILD' },
  { cid: cid('192010000104'), titleKey: '002', firstName: 'ขวัญข้าว', lastName: 'มีสุข', ageAt: { event: 'VX-PC1-CHILD', years: 12, days: 0 }, vaccineType: 'pc1', schoolKey: 'TRG02', classYear: 'P6', isKnow: true, note: 'turns 12 on the child event day, isKnow: may book VX-PC1-CHILD (5-12)' },
  { cid: cid('192010000105'), titleKey: '003', firstName: 'ธนา', lastName: 'กล้าหาญ', ageAt: { event: 'VX-AZ1-GEN', years: 18, days: 0 }, vaccineType: 'az1', schoolKey: 'TRG01', classYear: 'M6', note: 'turns 18 on the AstraZeneca general day: may book VX-AZ1-GEN' },
  { cid: cid('192010000106'), titleKey: '004', firstName: 'มณีรัตน์', lastName: 'ศรีตรัง', ageAt: { event: 'VX-AZ1-GEN', years: 18, days: 1 }, vaccineType: 'az1', schoolKey: 'TRG01', classYear: 'M6', note: 'turns 18 the day after: refused at VX-AZ1-GEN (17), may book VX-AZ1-WARD' },
  { cid: cid('192010000107'), titleKey: '002', firstName: 'ใบเตย', lastName: 'ทองดี', ageAt: { event: 'VX-HPV1', years: 11, days: -60 }, vaccineType: 'hpv1', schoolKey: 'TRG02', classYear: 'P5', note: 'HPV dose 1: may book VX-HPV1' },
  { cid: cid('192010000108'), titleKey: '001', firstName: 'วีรภาพ', lastName: 'แข็งแรง', ageAt: { event: 'VX-FLU1', years: 13, days: -100 }, vaccineType: 'flu1', schoolKey: 'TRG01', classYear: 'M2', bookedAt: 'VX-FLU1', note: 'already booked at VX-FLU1 (queue ticket, edit, cancel)' },
];

/** A Bangkok calendar date shifted by whole years (and days). */
export function shiftDate(dateKey: string, years: number, days = 0): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}
