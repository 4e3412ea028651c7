import type { DataSource, EntityManager } from 'typeorm';
import { bangkokDateKey } from '@hospital/rules';

/**
 * Demo data of the clinical HIS stand-in: the hospital's service units and realistic
 * skin-clinic visits of the demo patients (keyed by national ID, filed under the HN the HIS
 * holds for that person; a person the HIS does not know yet gets no visits). Past visits have
 * fixed keys and are placed relative to the first seeding day; each patient also has a visit
 * TODAY (Bangkok) keyed `YYYYMMDD01` / `YYYYMMDD02`, added on every new day. Safe to run on
 * every start: nothing existing is changed.
 */

export const DEMO_SERVICE_UNITS: ReadonlyArray<{ key: string; name: string }> = [
  { key: '01', name: 'OPD ผิวหนัง' },
  { key: '02', name: 'คลินิกพิเศษนอกเวลาราชการ' },
  { key: '03', name: 'คลินิกโรคสะเก็ดเงิน' },
];

export const DEMO_SOMCHAI_CID = '1103702071811';
export const DEMO_MALEE_CID = '3100600445635';

export interface DemoVisit {
  /** Fixed key; today's visits get `YYYYMMDD` + `todaySuffix` instead. */
  key: string;
  cid: string;
  /** Days before today (0 = today). */
  daysAgo: number;
  time: string;
  unit: string;
  vitals: { bt: number; pr: number; rr: number; bp: string; weight: number; height: number; waist: number };
  mc: string;
  pi: string;
  pe: string;
  dx: string;
  codes: string[];
  ros?: string;
  lab?: string;
  discharge?: string;
  history?: string;
  appoint?: string;
  nursingCare?: string;
  med: string[];
  ccNote?: string;
  /** Issue 35 item 3: the examining doctor; left out, the unit's (DEMO_UNIT_DOCTORS), if any. */
  doctor?: string;
}

/**
 * Issue 35 item 3: who examines at each unit of the stand-in. The after-hours clinic's visits
 * name nobody, as a HIS visit without a doctor does.
 */
export const DEMO_UNIT_DOCTORS: Readonly<Record<string, string>> = {
  '01': 'พญ.วรรณา ผิวงาม',
  '03': 'นพ.ธนกร รักษ์ผิว',
};

/** Thai BMI classes (Asian cut-offs, as Thai hospitals print them). */
export function bmiText(bmi: number): string {
  if (bmi < 18.5) return 'น้ำหนักน้อยกว่าเกณฑ์';
  if (bmi < 23) return 'น้ำหนักปกติ';
  if (bmi < 25) return 'น้ำหนักเกิน';
  if (bmi < 30) return 'โรคอ้วนระดับ 1';
  return 'โรคอ้วนระดับ 2';
}

const SOMCHAI_VITALS = { bt: 36.7, pr: 78, rr: 18, bp: '126/80', weight: 72.5, height: 172, waist: 86 };
const MALEE_VITALS = { bt: 36.5, pr: 82, rr: 20, bp: '134/84', weight: 61, height: 156, waist: 82 };

export const DEMO_VISITS: readonly DemoVisit[] = [
  {
    key: '6500123001',
    cid: DEMO_SOMCHAI_CID,
    daysAgo: 182,
    time: '09:20',
    unit: '01',
    vitals: { ...SOMCHAI_VITALS, weight: 73.4 },
    mc: 'สิวอักเสบที่ใบหน้าและหลัง 3 เดือน',
    pi: 'สิวขึ้นที่ใบหน้า หน้าผาก คาง และแผ่นหลัง เป็นมา 3 เดือน ซื้อยาแต้มสิวใช้เองไม่ดีขึ้น ไม่มีประวัติใช้สเตียรอยด์',
    pe: 'Multiple inflammatory papules and pustules on forehead, chin and upper back, few closed comedones, no nodule or scar',
    dx: 'Acne vulgaris, moderate',
    codes: ['L70.0'],
    ros: 'No fever, no weight loss',
    history: 'แพ้ยาเพนิซิลลิน (ผื่นลมพิษ)',
    appoint: 'นัดติดตาม 6 สัปดาห์',
    med: [
      'Adapalene 0.1% gel 15 g ทาบางๆ ทั่วบริเวณที่เป็นสิว ก่อนนอน',
      'Benzoyl peroxide 2.5% gel 15 g แต้มเม็ดสิวอักเสบ วันละ 1 ครั้ง ตอนเช้า',
      'Doxycycline 100 mg 1x1 pc (ห้ามนอนทันทีหลังกินยา) 42 เม็ด',
    ],
  },
  {
    key: '6500123002',
    cid: DEMO_SOMCHAI_CID,
    daysAgo: 120,
    time: '10:05',
    unit: '01',
    vitals: { ...SOMCHAI_VITALS, weight: 73.0 },
    mc: 'ผื่นคันที่ข้อพับแขนขา 2 สัปดาห์',
    pi: 'มีผื่นแดงคันที่ข้อพับแขนและข้อพับขาทั้งสองข้าง คันมากตอนกลางคืน เป็นๆ หายๆ ตั้งแต่เด็ก ช่วงนี้อากาศแห้งผื่นกำเริบ',
    pe: 'Ill-defined erythematous scaly plaques with excoriation and lichenification at both antecubital and popliteal fossae, xerosis',
    dx: 'Atopic dermatitis, flare',
    codes: ['L20.8', 'L85.3'],
    ros: 'Allergic rhinitis in childhood',
    history: 'แพ้ยาเพนิซิลลิน (ผื่นลมพิษ); เคยเป็นโรคภูมิแพ้จมูกตอนเด็ก',
    appoint: 'นัดติดตาม 4 สัปดาห์',
    nursingCare: 'สอนการทาครีมบำรุงผิวหลังอาบน้ำภายใน 3 นาที หลีกเลี่ยงสบู่ที่มีน้ำหอม ตัดเล็บสั้น',
    med: [
      'Betamethasone valerate 0.1% cream 15 g ทาบางๆ บริเวณผื่น วันละ 2 ครั้ง 2 หลอด',
      'Cetirizine 10 mg 1x1 pc hs 30 เม็ด',
      'Urea 10% cream 100 g ทาผิวแห้งทั่วตัว วันละ 2 ครั้ง',
    ],
  },
  {
    key: '6500123003',
    cid: DEMO_SOMCHAI_CID,
    daysAgo: 91,
    time: '13:30',
    unit: '03',
    vitals: { ...SOMCHAI_VITALS, weight: 72.8 },
    mc: 'ผื่นหนาเป็นขุยที่ข้อศอกและหัวเข่า 2 เดือน',
    pi: 'ผื่นแดงหนามีขุยสีขาวเงินที่ข้อศอก หัวเข่า และหนังศีรษะ คันเล็กน้อย ไม่มีปวดข้อ บิดาเป็นสะเก็ดเงิน',
    pe: 'Well-demarcated erythematous plaques with silvery scales on both elbows, knees and scalp, BSA 6%, nail pitting 3 nails, Auspitz sign positive',
    dx: 'Psoriasis vulgaris, BSA 6%',
    codes: ['L40.0'],
    ros: 'No joint pain, no morning stiffness',
    lab: 'CBC: Hb 14.8 g/dL, WBC 7,200, Plt 265,000\nAST 24, ALT 31 U/L\nCreatinine 0.92 mg/dL\nFBS 96 mg/dL, Cholesterol 212 mg/dL',
    history: 'บิดาเป็นโรคสะเก็ดเงิน; แพ้ยาเพนิซิลลิน',
    appoint: 'นัดติดตามคลินิกสะเก็ดเงิน 4 สัปดาห์ พร้อมผลเลือด',
    med: [
      'Clobetasol propionate 0.05% ointment 15 g ทาบางๆ ที่ผื่นหนา วันละ 1 ครั้ง (ห้ามทาหน้า) 1 หลอด',
      'Calcipotriol 0.005% ointment 30 g ทาผื่นที่ลำตัว วันละ 2 ครั้ง 1 หลอด',
      'Salicylic acid 3% in coal tar shampoo 100 ml สระผม วันเว้นวัน',
      'Liquid paraffin lotion 200 ml ทาผิวแห้ง วันละ 2 ครั้ง',
    ],
  },
  {
    key: '6500123004',
    cid: DEMO_SOMCHAI_CID,
    daysAgo: 63,
    time: '09:45',
    unit: '01',
    vitals: { ...SOMCHAI_VITALS, weight: 72.6 },
    mc: 'คันซอกนิ้วเท้าทั้งสองข้าง 1 เดือน',
    pi: 'คันและลอกเป็นขุยที่ซอกนิ้วเท้า มีกลิ่น ใส่รองเท้าหุ้มส้นทำงานทั้งวัน',
    pe: 'Maceration and scaling at 3rd–4th and 4th–5th toe webs both feet, no nail involvement',
    dx: 'Tinea pedis (interdigital)',
    codes: ['B35.3'],
    lab: 'KOH preparation: septate hyphae found',
    appoint: 'ไม่ได้นัด มาเมื่อมีอาการ',
    nursingCare: 'แนะนำเช็ดเท้าและซอกนิ้วให้แห้ง เปลี่ยนถุงเท้าทุกวัน',
    med: [
      'Clotrimazole 1% cream 15 g ทาบริเวณที่เป็น วันละ 2 ครั้ง ต่อเนื่อง 4 สัปดาห์ 2 หลอด',
      'Cetirizine 10 mg 1x1 pc hs prn คัน 10 เม็ด',
    ],
  },
  {
    key: '6500123005',
    cid: DEMO_SOMCHAI_CID,
    daysAgo: 35,
    time: '14:00',
    unit: '03',
    vitals: { ...SOMCHAI_VITALS, weight: 72.2 },
    mc: 'ติดตามผื่นสะเก็ดเงิน',
    pi: 'ผื่นบางลง คันน้อยลง ใช้ยาทาสม่ำเสมอ ยังมีผื่นที่หนังศีรษะ',
    pe: 'Thin pink plaques with minimal scale on elbows and knees, scalp scaling persists, BSA 3%',
    dx: 'Psoriasis vulgaris, improving',
    codes: ['L40.0'],
    lab: 'AST 22, ALT 28 U/L; Cholesterol 205 mg/dL',
    discharge: 'อาการดีขึ้น ให้ยาเดิมต่อ',
    appoint: 'นัดติดตาม 8 สัปดาห์',
    nursingCare: 'ให้ความรู้เรื่องโรคสะเก็ดเงินไม่ติดต่อ การหลีกเลี่ยงการแกะเกา ความเครียด และแอลกอฮอล์',
    med: [
      'Clobetasol propionate 0.05% ointment 15 g ทาวันละ 1 ครั้ง เฉพาะวันจันทร์-ศุกร์ 1 หลอด',
      'Calcipotriol 0.005% ointment 30 g ทาวันละ 2 ครั้ง 1 หลอด',
      'Clobetasol propionate 0.05% scalp solution 30 ml ทาหนังศีรษะก่อนนอน',
    ],
  },
  {
    key: '6500123006',
    cid: DEMO_SOMCHAI_CID,
    daysAgo: 12,
    time: '17:10',
    unit: '02',
    vitals: { ...SOMCHAI_VITALS, pr: 92, bp: '132/84' },
    mc: 'ผื่นนูนแดงคันทั่วตัว 2 วัน',
    pi: 'ผื่นนูนแดงคันขึ้นตามลำตัวและแขน ขึ้นแล้วหายภายในวัน ขึ้นใหม่ตลอด หลังรับประทานอาหารทะเล ไม่มีหายใจลำบาก ไม่มีปากบวม',
    pe: 'Multiple erythematous wheals on trunk and extremities, no angioedema, no wheeze, vital signs stable',
    dx: 'Acute urticaria, suspected seafood',
    codes: ['L50.0', 'T78.1'],
    ros: 'No dyspnea, no abdominal pain',
    history: 'แพ้ยาเพนิซิลลิน (ผื่นลมพิษ)',
    discharge: 'ผื่นยุบลงหลังฉีดยา กลับบ้านได้',
    appoint: 'ไม่ได้นัด หากหายใจลำบาก ปากบวม ให้มาห้องฉุกเฉินทันที',
    nursingCare: 'ฉีด Chlorpheniramine 10 mg IM สังเกตอาการ 30 นาที ผื่นลดลง แนะนำงดอาหารทะเล',
    med: [
      'Cetirizine 10 mg 1x2 pc เช้า-เย็น 14 เม็ด',
      'Calamine lotion 60 ml ทาบริเวณที่คัน',
    ],
  },
  {
    key: '3100600001',
    cid: DEMO_MALEE_CID,
    daysAgo: 150,
    time: '10:40',
    unit: '01',
    vitals: { ...MALEE_VITALS, weight: 61.8 },
    mc: 'ผื่นแดงคันที่หน้าและแขนหลังตากแดด 1 เดือน',
    pi: 'ผื่นแดงคันขึ้นที่ใบหน้า ลำคอ และแขนด้านนอก หลังทำสวนกลางแดด เป็นทุกครั้งที่ถูกแดด ผื่นหายเองใน 3–4 วันเมื่อหลบแดด',
    pe: 'Erythematous papules and small papulovesicles on V-area of neck, dorsal forearms and malar area sparing nasolabial folds',
    dx: 'Polymorphous light eruption',
    codes: ['L56.4'],
    lab: 'ANA: negative',
    history: 'ทำสวนยางพารา ตากแดดทุกวัน',
    appoint: 'นัดติดตาม 6 สัปดาห์',
    nursingCare: 'แนะนำใช้ครีมกันแดด SPF 50 PA+++ ทาก่อนออกแดด 30 นาที ใส่เสื้อแขนยาวและหมวกปีกกว้าง',
    med: [
      'Mometasone furoate 0.1% cream 15 g ทาผื่นที่แขน วันละ 1 ครั้ง',
      'Hydrocortisone 1% cream 15 g ทาผื่นที่หน้า วันละ 2 ครั้ง',
      'Sunscreen SPF 50 PA+++ 30 g ทาก่อนออกแดด ทาซ้ำทุก 2 ชั่วโมง',
      'Loratadine 10 mg 1x1 pc 14 เม็ด',
    ],
  },
  {
    key: '3100600002',
    cid: DEMO_MALEE_CID,
    daysAgo: 98,
    time: '09:15',
    unit: '01',
    vitals: { ...MALEE_VITALS, weight: 61.5 },
    mc: 'ผื่นคันที่ติ่งหูและข้อมือ 3 สัปดาห์',
    pi: 'ผื่นคันแดงที่ติ่งหูทั้งสองข้างและข้อมือซ้ายใต้สายนาฬิกา หลังใส่ต่างหูใหม่',
    pe: 'Eczematous erythematous plaques with fine scales on both earlobes and left volar wrist matching watch buckle',
    dx: 'Allergic contact dermatitis due to nickel',
    codes: ['L23.0'],
    lab: 'Patch test: nickel sulfate 5% ++ (D4)',
    appoint: 'นัดอ่านผล patch test แล้ว ติดตามตามอาการ',
    nursingCare: 'แนะนำหลีกเลี่ยงเครื่องประดับโลหะ ใช้ต่างหูสแตนเลสเกรดการแพทย์หรือทอง',
    med: [
      'Triamcinolone acetonide 0.1% cream 15 g ทาบางๆ วันละ 2 ครั้ง 7 วัน',
      'Cetirizine 10 mg 1x1 pc hs 14 เม็ด',
    ],
  },
  {
    key: '3100600003',
    cid: DEMO_MALEE_CID,
    daysAgo: 49,
    time: '17:30',
    unit: '02',
    vitals: { ...MALEE_VITALS, weight: 61.2 },
    mc: 'ผื่นวงแหวนคันที่ลำตัว 2 สัปดาห์',
    pi: 'ผื่นเป็นวงขอบแดงคันที่เอวและท้อง ค่อยๆ ขยายวงออก ทายาสเตียรอยด์ที่บ้านแล้วผื่นขยาย',
    pe: 'Annular erythematous plaques with active scaly border and central clearing on waist and lower abdomen, 3–5 cm',
    dx: 'Tinea corporis (steroid-modified)',
    codes: ['B35.4'],
    lab: 'KOH preparation: septate hyphae found',
    appoint: 'นัดติดตาม 4 สัปดาห์',
    med: [
      'Terbinafine 250 mg 1x1 pc 14 เม็ด',
      'Ketoconazole 2% cream 15 g ทาผื่นและรอบผื่น 2 ซม. วันละ 2 ครั้ง',
      'งดทายาสเตียรอยด์ที่ซื้อมาเอง',
    ],
  },
  {
    key: '3100600004',
    cid: DEMO_MALEE_CID,
    daysAgo: 21,
    time: '10:20',
    unit: '01',
    vitals: { ...MALEE_VITALS, bp: '138/86' },
    mc: 'ผื่นลมพิษเรื้อรัง ขึ้นเกือบทุกวัน 2 เดือน',
    pi: 'ผื่นนูนคันขึ้นเกือบทุกวันมา 2 เดือน ขึ้นมากช่วงเย็น ไม่สัมพันธ์กับอาหาร ไม่มีปากบวม',
    pe: 'Few erythematous wheals on arms and back, dermographism positive, no angioedema',
    dx: 'Chronic spontaneous urticaria; tinea corporis resolved',
    codes: ['L50.1', 'L50.3'],
    lab: 'CBC normal; TSH 2.1 mIU/L; Anti-TPO negative',
    history: 'เคยเป็นผื่นแพ้แสงแดดและแพ้นิกเกิล',
    appoint: 'นัดติดตาม 4 สัปดาห์',
    nursingCare: 'แนะนำจดบันทึกอาการผื่นลมพิษประจำวัน (UAS7) หลีกเลี่ยงยาแก้ปวดกลุ่ม NSAIDs',
    med: [
      'Levocetirizine 5 mg 1x2 pc เช้า-เย็น 60 เม็ด',
      'Calamine lotion 60 ml ทาบริเวณที่คัน',
    ],
  },
];

/** Today's visit of each demo patient (key `YYYYMMDD` + suffix). */
export const DEMO_TODAY_VISITS: ReadonlyArray<Omit<DemoVisit, 'key' | 'daysAgo'> & { todaySuffix: string }> = [
  {
    todaySuffix: '01',
    cid: DEMO_SOMCHAI_CID,
    time: '09:10',
    unit: '01',
    vitals: SOMCHAI_VITALS,
    mc: 'ติดตามผื่นสะเก็ดเงินและผื่นผิวหนังอักเสบ',
    pi: 'ผื่นสะเก็ดเงินที่ข้อศอกบางลงมาก ผื่นคันข้อพับกำเริบเล็กน้อยช่วงอากาศเย็น',
    pe: 'Residual hyperpigmented patches on elbows, mild erythema with scale at antecubital fossae',
    dx: 'Psoriasis vulgaris, controlled; atopic dermatitis, mild',
    codes: ['L40.0', 'L20.8'],
    appoint: 'นัดติดตาม 3 เดือน',
    nursingCare: 'ถ่ายภาพผื่นเก็บเข้าเวชระเบียน',
    med: [
      'Calcipotriol 0.005% ointment 30 g ทาผื่นที่ข้อศอก วันละ 1 ครั้ง 1 หลอด',
      'Betamethasone valerate 0.1% cream 15 g ทาบางๆ วันละ 2 ครั้ง 1 หลอด',
      'Cetirizine 10 mg 1x1 pc hs 30 เม็ด',
      'Urea 10% cream 100 g ทาผิวแห้ง วันละ 2 ครั้ง',
    ],
  },
  {
    todaySuffix: '02',
    cid: DEMO_MALEE_CID,
    time: '10:30',
    unit: '01',
    vitals: MALEE_VITALS,
    mc: 'ติดตามผื่นลมพิษเรื้อรัง',
    pi: 'ผื่นลมพิษลดลง ขึ้นสัปดาห์ละ 1–2 ครั้ง หลับได้ดีขึ้น UAS7 = 8',
    pe: 'No wheal at examination, dermographism weakly positive',
    dx: 'Chronic spontaneous urticaria, well controlled',
    codes: ['L50.1'],
    appoint: 'นัดติดตาม 8 สัปดาห์',
    med: ['Levocetirizine 5 mg 1x1 pc hs 60 เม็ด', 'Sunscreen SPF 50 PA+++ 30 g ทาก่อนออกแดด'],
  },
];

async function insertVisit(db: DataSource | EntityManager, hn: string, key: string, dateKey: string, v: Omit<DemoVisit, 'key' | 'daysAgo'>): Promise<boolean> {
  const { weight, height, waist } = v.vitals;
  const bmi = Math.round((weight / (height / 100) ** 2) * 100) / 100;
  const vs = `BT ${v.vitals.bt.toFixed(1)} °C, PR ${v.vitals.pr} /min, RR ${v.vitals.rr} /min, BP ${v.vitals.bp} mmHg`;
  const cn = `${dateKey.slice(2, 4)}${dateKey.slice(5, 7)}${dateKey.slice(8, 10)}-${key.slice(-3)}`;
  const rows: unknown[] = await db.query(
    `INSERT INTO his.clinic_visits (clinic_visit_key, hn, cn, service_unit_key, record_dt, mc, vs, weight, height, waist, bmi, bmi_text,
                                    pi, pe, dx, dx2, ros, lab, discharge, history, appoint, nursing_care, med, cc_note, doctor)
     VALUES ($1, $2, $3, $4, ($5::date + $6::time) AT TIME ZONE 'Asia/Bangkok', $7, $8, $9, $10, $11, $12, $13,
             $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
     ON CONFLICT (clinic_visit_key) DO NOTHING RETURNING clinic_visit_key`,
    [
      key, hn, cn, v.unit, dateKey, v.time, v.mc, vs, weight, height, waist, bmi, bmiText(bmi),
      v.pi, v.pe, v.dx, v.codes.join(', '), v.ros ?? '', v.lab ?? '', v.discharge ?? '', v.history ?? '', v.appoint ?? '',
      v.nursingCare ?? '', v.med.join('\n'), v.ccNote ?? '', v.doctor ?? DEMO_UNIT_DOCTORS[v.unit] ?? '',
    ],
  );
  if (rows.length === 0) return false;
  await db.query(
    `INSERT INTO his.visit_icd10 (clinic_visit_key, code, ordinal)
     SELECT $1, code, ordinal FROM unnest($2::text[]) WITH ORDINALITY AS c(code, ordinal) ON CONFLICT DO NOTHING`,
    [key, v.codes],
  );
  return true;
}

const daysBefore = (dateKey: string, days: number): string => {
  const d = new Date(`${dateKey}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** The demo visit key of a patient's visit on a Bangkok date ('2026-11-03', '01' → '2026110301'). */
export const demoTodayVisitKey = (dateKey: string, suffix: string): string => dateKey.replaceAll('-', '') + suffix;

/** Seeds the units and the demo visits; answers how many visits were added. */
export async function seedLocalHisClinical(db: DataSource | EntityManager, today: string = bangkokDateKey()): Promise<number> {
  for (const u of DEMO_SERVICE_UNITS) {
    await db.query(`INSERT INTO his.service_units (key, name) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [u.key, u.name]);
  }
  const known: Array<{ cid: string; hn: string }> = await db.query(`SELECT cid, hn FROM his.patients WHERE cid = ANY($1)`, [
    [DEMO_SOMCHAI_CID, DEMO_MALEE_CID],
  ]);
  const hnOf = new Map(known.map((k) => [k.cid, k.hn]));
  let added = 0;
  for (const v of DEMO_VISITS) {
    const hn = hnOf.get(v.cid);
    if (hn && (await insertVisit(db, hn, v.key, daysBefore(today, v.daysAgo), v))) added++;
  }
  for (const v of DEMO_TODAY_VISITS) {
    const hn = hnOf.get(v.cid);
    if (!hn) continue;
    const key = demoTodayVisitKey(today, v.todaySuffix);
    // The demo's visit "today" is one visit, always today: a seed on a later day (a restart after
    // midnight, or a test database copied from yesterday's template) replaces the earlier day's.
    await db.query(`DELETE FROM his.clinic_visits WHERE hn = $1 AND clinic_visit_key ~ $2 AND clinic_visit_key <> $3 AND clinic_visit_key <> ALL($4)`, [
      hn,
      `^20[0-9]{2}[01][0-9][0-3][0-9]${v.todaySuffix}$`,
      key,
      DEMO_VISITS.map((d) => d.key),
    ]);
    if (await insertVisit(db, hn, key, today, v)) added++;
  }
  return added;
}
