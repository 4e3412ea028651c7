import type { TeleCostRow, TeleDrugRow } from '@hospital/contracts';

/**
 * The demo telemedicine cases (issue: every board shows work on a first run): one case at
 * every flowStatus for the demo patients, today in Bangkok, with symptom photos and slips.
 * `patient` is the demo account's national ID; times are distinct per slot type.
 */
export interface DemoCase {
  patient: string;
  serviceType: 1 | 2 | 5 | 3;
  time: string;
  /** Days from today (negative: in the past). */
  dayOffset: number;
  flowStatus: number;
  description: string;
  photos: number;
  slip?: boolean;
  paymentMsg?: string;
  tracking?: string[];
  orders?: { costs: TeleCostRow[]; drugs: TeleDrugRow[] };
}

const FEE: TeleCostRow = { svname: 'ค่าบริการ Telemedicine และค่าจัดส่งยา', totcost: 90, netdisc: 50, netcost: 40 };
const REFILL: DemoCase['orders'] = {
  costs: [FEE, { svname: 'ค่ายา', totcost: 320, netdisc: 0, netcost: 320 }],
  drugs: [
    { itemName: 'Betamethasone valerate 0.1% cream 15 g', itemNote: 'ทาบาง ๆ บริเวณผื่น วันละ 2 ครั้ง เช้า-เย็น', qty: 2, itemUnit: 'หลอด' },
    { itemName: 'Cetirizine 10 mg', itemNote: 'รับประทานครั้งละ 1 เม็ด ก่อนนอน เมื่อมีอาการคัน', qty: 30, itemUnit: 'เม็ด' },
  ],
};
const PSORIASIS: DemoCase['orders'] = {
  costs: [FEE, { svname: 'ค่ายา', totcost: 540, netdisc: 0, netcost: 540 }],
  drugs: [
    { itemName: 'Clobetasol propionate 0.05% ointment 15 g', itemNote: 'ทาบาง ๆ ที่ผื่นหนา วันละ 1 ครั้ง ไม่ใช้ที่ใบหน้า', qty: 1, itemUnit: 'หลอด' },
    { itemName: 'Urea 20% cream 100 g', itemNote: 'ทาผิวแห้งวันละ 2 ครั้ง', qty: 1, itemUnit: 'กระปุก' },
  ],
};

export const SOMCHAI = '1103702071811';
export const MALEE = '3100600445635';
/** The new patient (no HN): a type 1 case waiting, so Medrec registers her with the HIS in the demo. */
export const WANDEE = '1920100567894';

export const DEMO_CASES: readonly DemoCase[] = [
  { patient: WANDEE, serviceType: 1, time: '13:00', dayOffset: 0, flowStatus: 0, description: 'ผื่นแดงคันที่แขนและลำตัว เป็นมา 2 สัปดาห์ ทายาเองไม่ดีขึ้น', photos: 4 },
  { patient: SOMCHAI, serviceType: 2, time: '09:00', dayOffset: 0, flowStatus: 1, description: 'ขอรับยาทาผื่นผิวหนังอักเสบตัวเดิม ยาใกล้หมด', photos: 1 },
  { patient: SOMCHAI, serviceType: 1, time: '13:15', dayOffset: 0, flowStatus: 2, description: 'ผื่นสะเก็ดเงินที่ข้อศอกและหัวเข่า ลอกเป็นขุย', photos: 4, orders: PSORIASIS },
  { patient: SOMCHAI, serviceType: 5, time: '13:30', dayOffset: 0, flowStatus: 3, description: 'ติดตามอาการสิวอักเสบหลังใช้ยา 1 เดือน', photos: 4, orders: REFILL },
  { patient: SOMCHAI, serviceType: 2, time: '09:30', dayOffset: 0, flowStatus: -3, description: 'ขอรับยาทาเชื้อราที่เท้าตัวเดิม', photos: 1, orders: REFILL },
  { patient: SOMCHAI, serviceType: 2, time: '10:00', dayOffset: 0, flowStatus: 4, description: 'ขอรับยาแก้คันตัวเดิม', photos: 1, slip: true, orders: REFILL },
  { patient: SOMCHAI, serviceType: 1, time: '13:45', dayOffset: 0, flowStatus: -5, description: 'ผื่นลมพิษขึ้นบ่อยตอนกลางคืน', photos: 4, slip: true, paymentMsg: 'ยอดเงินในสลิปไม่ตรงกับค่าใช้จ่าย (โอน 40 บาท ยอดที่ต้องชำระ 360 บาท)', orders: REFILL },
  { patient: SOMCHAI, serviceType: 2, time: '10:30', dayOffset: 0, flowStatus: 5, description: 'ขอรับยาทาสะเก็ดเงินตัวเดิม', photos: 1, slip: true, orders: PSORIASIS },
  { patient: SOMCHAI, serviceType: 2, time: '11:00', dayOffset: 0, flowStatus: 6, description: 'ขอรับยาทาผื่นแพ้ตัวเดิม', photos: 1, slip: true, tracking: ['EF582634916TH'], orders: REFILL },
  { patient: SOMCHAI, serviceType: 2, time: '09:00', dayOffset: -7, flowStatus: 7, description: 'ขอรับยาครีมบำรุงผิวตัวเดิม', photos: 1, slip: true, tracking: ['EF582611124TH'], orders: REFILL },
  { patient: MALEE, serviceType: 3, time: '14:00', dayOffset: 1, flowStatus: 1, description: 'โรงพยาบาลเครือข่ายขอปรึกษา: ตุ่มน้ำพองที่ขา สงสัยโรคตุ่มน้ำพองใส', photos: 2 },
];
