import { FLOW_STATUS } from './tele-flow.js';
import { BUDDHIST_ERA_OFFSET, inBangkok } from './thai-date.js';

/**
 * Issue 32 item 7, the e-Receipt: the amount in Thai words, the Thai fiscal year a receipt is
 * numbered in, the receipt number's form, the name the public verification shows, and the
 * words people read. Page and server share them (docs/decisions.md, "The e-Receipt").
 */

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;

/**
 * A whole number below a million in words. `afterHigher`: a larger part was read before it (the
 * millions of 1,000,001), so a final 1 is read 'เอ็ด' as in 101 and 1,001.
 */
function belowMillion(n: number, afterHigher: boolean): string {
  const digits = String(n).split('').map(Number);
  let words = '';
  digits.forEach((d, i) => {
    const place = digits.length - 1 - i;
    if (d === 0) return;
    if (place === 0) words += d === 1 && (afterHigher || n > 9) ? 'เอ็ด' : DIGITS[d];
    else if (place === 1) words += (d === 1 ? '' : d === 2 ? 'ยี่' : DIGITS[d]) + PLACES[1];
    else words += DIGITS[d] + PLACES[place];
  });
  return words;
}

/** A whole number in words, read in groups of a million ('หนึ่งล้านสองแสน…', 'หนึ่งล้านล้าน'). */
function wholeInWords(n: number): string {
  if (n === 0) return DIGITS[0];
  let words = '';
  let rest = n;
  let millions = 0;
  const groups: number[] = [];
  while (rest > 0) {
    groups.unshift(rest % 1_000_000);
    rest = Math.floor(rest / 1_000_000);
    millions += 1;
  }
  groups.forEach((group, i) => {
    const higher = i > 0 && groups.slice(0, i).some((g) => g > 0);
    if (group > 0) words += belowMillion(group, higher);
    if (i < groups.length - 1 && (group > 0 || higher)) words += 'ล้าน';
  });
  return words || DIGITS[0];
}

/**
 * The amount in Thai words as receipts print it: 'หนึ่งร้อยเอ็ดบาทถ้วน', 'ห้าสิบสตางค์',
 * 'หนึ่งล้านสองแสนสามหมื่นสี่พันห้าร้อยหกสิบเจ็ดบาทแปดสิบเก้าสตางค์'. Rounded to the satang;
 * 'ถ้วน' when there are no satang; a ones digit 1 after a higher digit is 'เอ็ด' (11, 21, 101,
 * 1,001); 20 is 'ยี่สิบ'; no baht part when the amount is below one baht (0.50); 0 is
 * 'ศูนย์บาทถ้วน'. A negative or non-finite amount is no amount of a receipt: RangeError.
 */
export function bahtText(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`bahtText: not an amount of money (${amount})`);
  const satangTotal = Math.round(amount * 100);
  const baht = Math.floor(satangTotal / 100);
  const satang = satangTotal % 100;
  if (satang === 0) return `${wholeInWords(baht)}บาทถ้วน`;
  const satangWords = `${belowMillion(satang, false)}สตางค์`;
  return baht === 0 ? satangWords : `${wholeInWords(baht)}บาท${satangWords}`;
}

/** A case Finance has verified (5, then 6 and 7) has its receipt: the home card offers it from then on. */
export function receiptAvailable(flowStatus: number): boolean {
  return flowStatus >= FLOW_STATUS.paid;
}

/** Baht as a receipt prints it, digits grouped and two decimals: 1234.5 → '1,234.50'. */
export function bahtAmountText(amount: number): string {
  return (Math.round(amount * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The Thai government's fiscal year (ปีงบประมาณ) of a moment, in the Buddhist era: it runs from
 * 1 October to 30 September and is named by the year it ends in, read in Bangkok. 30 Sep 2026
 * 23:59 (Bangkok) is in 2569; 1 Oct 2026 00:00 is in 2570.
 */
export function fiscalYearOf(at: Date | string): number {
  const day = inBangkok(at);
  return day.year() + (day.month() >= 9 ? 1 : 0) + BUDDHIST_ERA_OFFSET;
}

/** 'RC' + the fiscal year + '-' + the running number of that year, 6 digits at least: 'RC2570-000001'. */
export function receiptNumberOf(fiscalYear: number, seq: number): string {
  return `RC${fiscalYear}-${String(seq).padStart(6, '0')}`;
}

/** A receipt number's form (the verification page and the tests read it back). */
export const RECEIPT_NUMBER = /^RC(\d{4})-(\d{6,})$/;

/** The letters of a text as a reader sees them (a Thai consonant with its vowels and tone mark is one). */
function graphemes(text: string): string[] {
  return [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

/**
 * The payer's name as the public verification shows it: the title, the first two letters of the
 * first name and the first of the last, the rest hidden ('นายสม*** ใ***'). Never the whole of a
 * short first name of two letters or more ('ดล' → 'ด***').
 */
export function maskedName(person: { titleName?: string | null; firstName: string; lastName: string }): string {
  const first = graphemes(person.firstName.trim());
  const last = graphemes(person.lastName.trim());
  const shown = first.slice(0, Math.max(1, Math.min(2, first.length - 1))).join('');
  const title = (person.titleName ?? '').trim();
  return `${title}${shown}***${last.length ? ` ${last[0]}***` : ''}`.trim();
}

export const RECEIPT_MESSAGES = {
  title: 'ใบเสร็จรับเงิน',
  /** GET /api/v1/tele/{teleID}/receipt before Finance verified the payment. */
  notIssued: 'ยังไม่มีใบเสร็จรับเงินของรายการนี้ ใบเสร็จจะออกเมื่อเจ้าหน้าที่การเงินตรวจสอบการชำระเงินแล้ว',
  /** GET /api/v1/receipts/verify/{code} for a code no receipt has (unknown, mistyped or altered). */
  notFound: 'ไม่พบใบเสร็จ',
  notFoundHint: 'รหัสตรวจสอบนี้ไม่ตรงกับใบเสร็จใดของโรงพยาบาล กรุณาสแกน QR บนใบเสร็จอีกครั้ง หรือติดต่อโรงพยาบาล',
  issuedBy: (hospital: string) => `ใบเสร็จนี้ออกโดย${hospital}`,
  tooManyVerifies: 'มีการตรวจสอบใบเสร็จบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  /** The home card's button and its failure. */
  download: 'ใบเสร็จ',
  downloadFailed: 'ดาวน์โหลดใบเสร็จไม่สำเร็จ',
  /** The LINE card. */
  cardLine: (number: string, total: string) => `เลขที่ ${number} จำนวนเงิน ${total} บาท`,
  open: 'เปิดใบเสร็จ',
} as const;
