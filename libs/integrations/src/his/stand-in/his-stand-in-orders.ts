import type { TeleCostRow, TeleDrugRow } from '@hospital/contracts';

/**
 * What the HIS stand-in's data entry accepts (issue 13 item 2: staff or a test enter the costs
 * and drugs of a case's visit, care-services §3 Tele info response costList/drugList). The
 * checks a real HIS form would make, each refusal in plain Thai: names 1–200 characters,
 * amounts from 0 to 9,999,999.99 baht with at most 2 decimals, a discount no larger than the
 * total, the net = total − discount, a quantity above 0, and at most 50 rows of each kind on
 * one case.
 */
export const HIS_ORDER_NAME_MAX = 200;
export const HIS_ORDER_UNIT_MAX = 50;
export const HIS_ORDER_ROWS_MAX = 50;
export const HIS_ORDER_AMOUNT_MAX = 9_999_999.99;
export const HIS_ORDER_QTY_MAX = 99_999;

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

const COSTS = 'รายการค่าใช้จ่าย';
const DRUGS = 'รายการยา';

export type HisOrdersInput = { costs: TeleCostRow[]; drugs: TeleDrugRow[] };

/** Control characters and lone surrogates: a database refuses NUL, a person never means them. */
function badText(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s) || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/** At most 2 decimals (a float that is a whole number of satang). */
function hasAtMost2Decimals(x: number): boolean {
  return Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
}

function isAmount(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= HIS_ORDER_AMOUNT_MAX && hasAtMost2Decimals(x);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function text(
  row: Record<string, unknown>,
  key: string,
  opts: { what: string; n: number; field: string; max: number; required: boolean },
): string | { problem: string } {
  const value = row[key];
  if (value === undefined || value === null) {
    return opts.required ? { problem: HIS_STAND_IN_MESSAGES.nameRequired(opts.what, opts.n, opts.field) } : '';
  }
  if (typeof value !== 'string') return { problem: HIS_STAND_IN_MESSAGES.rowInvalid(opts.what, opts.n) };
  const trimmed = value.trim();
  if (opts.required && trimmed === '') return { problem: HIS_STAND_IN_MESSAGES.nameRequired(opts.what, opts.n, opts.field) };
  if (badText(trimmed)) return { problem: HIS_STAND_IN_MESSAGES.textInvalid(opts.what, opts.n, opts.field) };
  if ([...trimmed].length > opts.max) return { problem: HIS_STAND_IN_MESSAGES.nameTooLong(opts.what, opts.n, opts.field, opts.max) };
  return trimmed;
}

function costRow(value: unknown, n: number): TeleCostRow | { problem: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { problem: HIS_STAND_IN_MESSAGES.rowInvalid(COSTS, n) };
  const row = value as Record<string, unknown>;
  const svname = text(row, 'svname', { what: COSTS, n, field: 'ชื่อรายการ', max: HIS_ORDER_NAME_MAX, required: true });
  if (typeof svname !== 'string') return svname;
  if (!isAmount(row.totcost)) return { problem: HIS_STAND_IN_MESSAGES.amountInvalid(n, 'ราคารวม') };
  const netdisc = row.netdisc === undefined || row.netdisc === null ? 0 : row.netdisc;
  if (!isAmount(netdisc)) return { problem: HIS_STAND_IN_MESSAGES.amountInvalid(n, 'ส่วนลด') };
  if (netdisc > row.totcost) return { problem: HIS_STAND_IN_MESSAGES.discountTooLarge(n) };
  const expected = round2(row.totcost - netdisc);
  const netcost = row.netcost === undefined || row.netcost === null ? expected : row.netcost;
  if (!isAmount(netcost)) return { problem: HIS_STAND_IN_MESSAGES.amountInvalid(n, 'ราคาสุทธิ') };
  if (Math.abs(netcost - expected) > 0.004) return { problem: HIS_STAND_IN_MESSAGES.netMismatch(n) };
  return { svname, totcost: round2(row.totcost), netdisc: round2(netdisc), netcost: expected };
}

function drugRow(value: unknown, n: number): TeleDrugRow | { problem: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { problem: HIS_STAND_IN_MESSAGES.rowInvalid(DRUGS, n) };
  const row = value as Record<string, unknown>;
  const itemName = text(row, 'itemName', { what: DRUGS, n, field: 'ชื่อยา', max: HIS_ORDER_NAME_MAX, required: true });
  if (typeof itemName !== 'string') return itemName;
  const qty = row.qty;
  if (typeof qty !== 'number' || !Number.isFinite(qty) || qty <= 0 || qty > HIS_ORDER_QTY_MAX || !hasAtMost2Decimals(qty)) {
    return { problem: HIS_STAND_IN_MESSAGES.qtyInvalid(n) };
  }
  const itemUnit = text(row, 'itemUnit', { what: DRUGS, n, field: 'หน่วย', max: HIS_ORDER_UNIT_MAX, required: true });
  if (typeof itemUnit !== 'string') return itemUnit;
  const itemNote = text(row, 'itemNote', { what: DRUGS, n, field: 'วิธีใช้', max: HIS_ORDER_NAME_MAX, required: false });
  if (typeof itemNote !== 'string') return itemNote;
  return { itemName, itemNote, qty: round2(qty), itemUnit };
}

function rowsOf<T>(
  value: unknown,
  what: string,
  existing: number,
  parse: (v: unknown, n: number) => T | { problem: string },
): T[] | { problem: string } {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return { problem: HIS_STAND_IN_MESSAGES.listInvalid(what) };
  if (existing + value.length > HIS_ORDER_ROWS_MAX) return { problem: HIS_STAND_IN_MESSAGES.tooManyRows(what, existing) };
  const rows: T[] = [];
  for (const [i, v] of value.entries()) {
    const row = parse(v, i + 1);
    if (row && typeof row === 'object' && 'problem' in row) return row;
    rows.push(row as T);
  }
  return rows;
}

/**
 * The rows of a POST body `{costs?: [...], drugs?: [...]}` to append to a case that already has
 * `existing` rows of each kind, or the first problem. Names are trimmed; a missing discount is 0
 * and a missing net is total − discount.
 */
export function parseHisOrders(body: unknown, existing: { costs: number; drugs: number } = { costs: 0, drugs: 0 }): HisOrdersInput | { problem: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problem: HIS_STAND_IN_MESSAGES.bodyInvalid };
  const input = body as Record<string, unknown>;
  const costs = rowsOf(input.costs, COSTS, existing.costs, costRow);
  if ('problem' in costs) return costs;
  const drugs = rowsOf(input.drugs, DRUGS, existing.drugs, drugRow);
  if ('problem' in drugs) return drugs;
  if (costs.length === 0 && drugs.length === 0) return { problem: HIS_STAND_IN_MESSAGES.nothingToSave };
  return { costs, drugs };
}
