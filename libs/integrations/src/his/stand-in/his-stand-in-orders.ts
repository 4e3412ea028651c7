/**
 * What the HIS stand-in's data entry accepts (issue 13 item 2: staff or a test enter the costs
 * and drugs of a case's visit, care-services §3 Tele info response costList/drugList). The
 * checks a real HIS form would make, each refusal in plain Thai: names 1–200 characters,
 * amounts from 0 to 9,999,999.99 baht with at most 2 decimals, a discount no larger than the
 * total, the net = total − discount, a quantity above 0, and at most 50 rows of each kind on
 * one case. The shape of a request is his-stand-in.schemas.ts; the rows a case already has are
 * counted here.
 */
export const HIS_ORDER_NAME_MAX = 200;
export const HIS_ORDER_UNIT_MAX = 50;
export const HIS_ORDER_ROWS_MAX = 50;
export const HIS_ORDER_AMOUNT_MAX = 9_999_999.99;
export const HIS_ORDER_QTY_MAX = 99_999;

/** The lists' names in the messages. */
export const HIS_ORDER_COSTS = 'รายการค่าใช้จ่าย';
export const HIS_ORDER_DRUGS = 'รายการยา';

export const HIS_STAND_IN_MESSAGES = {
  bodyInvalid: 'ข้อมูลที่ส่งมาไม่ถูกต้อง ต้องมีรายการค่าใช้จ่าย (costs) หรือรายการยา (drugs)',
  nothingToSave: 'ไม่มีรายการให้บันทึก กรุณาเพิ่มรายการค่าใช้จ่ายหรือรายการยาอย่างน้อย 1 รายการ',
  listInvalid: (what: string) => `${what}ต้องเป็นรายการ`,
  tooManyRows: (what: string, existing: number) =>
    `${what}ของเคสนี้ได้ไม่เกิน ${HIS_ORDER_ROWS_MAX} รายการ (มีอยู่แล้ว ${existing} รายการ)`,
  rowInvalid: (what: string, n: number) => `${what}ที่ ${n}: ข้อมูลไม่ถูกต้อง`,
  nameRequired: (what: string, n: number, field: string) => `${what}ที่ ${n}: กรุณากรอก${field}`,
  nameTooLong: (what: string, n: number, field: string, max: number) => `${what}ที่ ${n}: ${field}ยาวได้ไม่เกิน ${max} ตัวอักษร`,
  textInvalid: (what: string, n: number, field: string) => `${what}ที่ ${n}: ${field}มีอักขระที่ใช้ไม่ได้`,
  amountInvalid: (n: number, field: string) =>
    `รายการค่าใช้จ่ายที่ ${n}: ${field}ต้องเป็นตัวเลขตั้งแต่ 0 ถึง 9,999,999.99 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  discountTooLarge: (n: number) => `รายการค่าใช้จ่ายที่ ${n}: ส่วนลดต้องไม่มากกว่าราคารวม`,
  netMismatch: (n: number) => `รายการค่าใช้จ่ายที่ ${n}: ราคาสุทธิต้องเท่ากับราคารวมหักส่วนลด`,
  qtyInvalid: (n: number) => `รายการยาที่ ${n}: จำนวนต้องเป็นตัวเลขมากกว่า 0 และไม่เกิน 99,999 ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  caseNotFound: 'ไม่พบเคส Telemedicine นี้ในระบบ HIS (จำลอง)',
} as const;

/**
 * Too many rows for the case once these are added to the `existing` ones (costs first, then
 * drugs), as the Thai message, or null.
 */
export function tooManyRowsProblem(existing: { costs: number; drugs: number }, adding: { costs: readonly unknown[]; drugs: readonly unknown[] }): string | null {
  if (existing.costs + adding.costs.length > HIS_ORDER_ROWS_MAX) return HIS_STAND_IN_MESSAGES.tooManyRows(HIS_ORDER_COSTS, existing.costs);
  if (existing.drugs + adding.drugs.length > HIS_ORDER_ROWS_MAX) return HIS_STAND_IN_MESSAGES.tooManyRows(HIS_ORDER_DRUGS, existing.drugs);
  return null;
}
